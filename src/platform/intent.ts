/**
 * Load on intent: what the visitor does that says they are about to use something, before they
 * have — a pointer coming over it or pressing it, a finger touching it, keyboard focus moving
 * into it. Each thing that loads when the visitor means to use it (client navigation, on a link
 * within the site; an island, inside it; the view-mode switcher, at the page's end) listens for
 * these, so they all answer the same gestures.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `listener` on every intent event inside `target` until the returned function is called.
 * It listens in the capture phase, so it hears the gesture before the page's own handlers, and
 * passively, so it never holds a scroll back.
 */
export function listenForIntent(target: EventTarget, listener: (event: Event) => void) {
  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, listener, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, listener, true);
  };
}
