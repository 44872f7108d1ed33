/**
 * The one declared list of what moves on the site's pages by itself, painted over in every
 * snapshot (issue #36) so that two snaps of the same state give the same picture. Each is a CSS
 * selector; the manifest records the list, and `compare` warns when two folders' lists differ.
 * Add a selector here, never a mask in one test.
 */
export const SNAP_MASKS: readonly string[] = [
  // The demo player's bar that fills up while a step plays by itself (a CSS animation, keyed to
  // the step): the last child of the current step's button, only while playing.
  '[data-state="playing"] [aria-current="step"] > span[aria-hidden="true"]:last-child',
];

/** The flat colour masks are painted: magenta, which no theme of the site uses. */
export const SNAP_MASK_COLOR = '#FF00FF';

/**
 * The one declared list of what a screen reader hears only for a moment, left out of every
 * snapshot's accessibility tree (each selector's elements are hidden from it while it is read).
 * Whether one is still there when the snap is taken depends on timing, not on the state; what
 * it announces is in the tree anyway, where it stays.
 */
export const SNAP_ARIA_TRANSIENT: readonly string[] = [
  // Radix Toast's announcer: a visually hidden live region it appends to the body, which repeats
  // the notification's text one frame after it opens and is removed a second later.
  'body > span[role="status"][aria-live]',
];
