import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { languageOfPath } from '../urls';
import { IslandContent, markHydrated, preloadIsland } from './Island';
import { ISLAND_ATTRIBUTE } from '../config/element-ids';
import { isIslandName, type IslandName } from './registry';

export interface HydratedIslands {
  /**
   * Settles once every island on screen at start-up has hydrated (or failed to load its chunk);
   * the others wait, unloaded, for the visitor to come to them.
   */
  ready: Promise<void>;
  /** Unmounts the islands' roots and stops waiting (the page they live in is being replaced). */
  dispose: () => void;
}

/** Wraps an island in the providers it reads (the app's actors, the contact form's seed). */
export type IslandProviders = (island: ReactNode) => ReactNode;

/** The longest an island waits for the browser to be idle before it hydrates anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * What the visitor does inside an island before it has hydrated that means they are about to use
 * it: it loads at once, whether or not it has scrolled into view (a keyboard's Tab, a pointer).
 */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown'] as const;

/**
 * Resolves when the browser is idle: the chrome's hydration and the first frames come first, and
 * each island's work becomes a task of its own. (Safari has no `requestIdleCallback`: a task.)
 */
const browserIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/**
 * Watches an island until the visitor reaches it: `onFirstLook` hears whether any of it is in the
 * viewport when first measured; `onReached`, once, that it is in view (`atStart` if it was at
 * that first measure) or that the visitor reached into it first. The island's element has no box
 * of its own (`display: contents`): its children are what is on screen. Returns how to stop.
 */
function watchIsland(
  element: HTMLElement,
  onFirstLook: (inView: boolean) => void,
  onReached: (atStart: boolean) => void,
): () => void {
  let looked = false;
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, reachedByIntent);
  };
  const reach = (atStart: boolean) => {
    stop();
    onReached(atStart);
  };
  const reachedByIntent = () => reach(false);
  const observer = new IntersectionObserver((entries) => {
    const inView = entries.some((entry) => entry.isIntersecting);
    const atStart = !looked;
    if (atStart) onFirstLook(inView);
    looked = true;
    if (inView) reach(atStart);
  });
  for (const child of element.children) observer.observe(child);
  for (const type of INTENT_EVENTS) element.addEventListener(type, reachedByIntent);
  return stop;
}

/**
 * Hydrates the islands inside a prerendered page's content, each as its own React root, while
 * the content around them stays the server's HTML, never hydrated (ARCHITECTURE E5). An island on
 * screen at start-up loads with the app and hydrates when the browser is idle; one further down
 * loads only when the visitor scrolls to it or reaches into it (decision 005), so the first load
 * carries no island the visitor may never see. Until then, and for good if its chunk fails to
 * load, it is the prerendered markup: the contact form then posts without JavaScript, as it would
 * with scripts off.
 */
export function hydrateIslands(container: Element, providers: IslandProviders): HydratedIslands {
  const roots: Root[] = [];
  const stops: Array<() => void> = [];
  let disposed = false;
  // The language the islands render in: their root's router reads the address, as the app's does.
  const language = languageOfPath(window.location.pathname);

  async function hydrate(element: HTMLElement, name: IslandName, idle: boolean) {
    await preloadIsland(name, language);
    if (idle) await browserIdle();
    if (disposed) return;
    // In a transition, like the app root: React slices the hydration into short tasks. Left at
    // hydrateRoot's own priority it is one task, the whole island at once (a long task on a phone).
    startTransition(() => {
      roots.push(
        hydrateRoot(
          element,
          providers(<IslandContent name={name} onLive={() => markHydrated(element)} />),
        ),
      );
    });
  }

  const report = (error: unknown) => console.error('An island failed to hydrate', error);

  const onScreen = [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map(
    (element) =>
      new Promise<void>((settle) => {
        const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
        if (!isIslandName(name)) {
          report(new Error(`Unknown island "${String(name)}"`));
          settle();
          return;
        }
        const stop = watchIsland(
          element,
          (inView) => {
            if (!inView) settle();
          },
          // At start-up it waits for the browser to be idle; reached later, the visitor is there.
          (atStart) => void hydrate(element, name, atStart).catch(report).then(settle),
        );
        stops.push(stop);
      }),
  );

  return {
    ready: Promise.all(onScreen).then(() => undefined),
    dispose() {
      disposed = true;
      stops.splice(0).forEach((stop) => stop());
      // Unmounting a root while React commits another one is refused: wait for the next task.
      const unmounting = roots.splice(0);
      setTimeout(() => unmounting.forEach((root) => root.unmount()));
    },
  };
}
