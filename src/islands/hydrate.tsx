import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { languageOfPath } from '../paths';
import { IslandContent, ISLAND_ATTRIBUTE, preloadIsland } from './Island';
import { isIslandName } from './registry';

export interface HydratedIslands {
  /** Settles once every island in the container has hydrated (or failed to load its chunk). */
  ready: Promise<void>;
  /** Unmounts the islands' roots (the page they live in is being replaced). */
  dispose: () => void;
}

/** Wraps an island in the providers it reads (the app's actors, the contact form's seed). */
export type IslandProviders = (island: ReactNode) => ReactNode;

/** The longest an island waits for the browser to be idle before it hydrates anyway. */
const IDLE_TIMEOUT_MS = 1000;

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
 * Hydrates every island inside a prerendered page's content, each as its own React root, while
 * the content around them stays the server's HTML, never hydrated (ARCHITECTURE E5). An island
 * whose chunk fails to load stays as it was prerendered: the contact form then posts without
 * JavaScript, as it would with scripts off.
 */
export function hydrateIslands(container: Element, providers: IslandProviders): HydratedIslands {
  const roots: Root[] = [];
  let disposed = false;
  // The language the islands render in: their root's router reads the address, as the app's does.
  const language = languageOfPath(window.location.pathname);

  const hydrations = [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map(
    async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
      if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`);
      await preloadIsland(name, language);
      await browserIdle();
      if (disposed) return;
      // In a transition, like the app root: React slices the hydration into short tasks. Left at
      // hydrateRoot's own priority it is one task, the whole island at once (a long task on a phone).
      startTransition(() => {
        roots.push(hydrateRoot(element, providers(<IslandContent name={name} />)));
      });
    },
  );

  const ready = Promise.allSettled(hydrations).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') console.error('An island failed to hydrate', result.reason);
    }
  });

  return {
    ready,
    dispose() {
      disposed = true;
      // Unmounting a root while React commits another one is refused: wait for the next task.
      const unmounting = roots.splice(0);
      setTimeout(() => unmounting.forEach((root) => root.unmount()));
    },
  };
}
