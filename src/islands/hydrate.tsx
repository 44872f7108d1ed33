import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  createActor,
  fromCallback,
  fromPromise,
  type ActorOptions,
  type AnyActorRef,
} from 'xstate';
import { islandMachine, type IslandEvent } from '../../machines/island.machine';
import { languageOfPath } from '../urls';
import { ISLAND_ATTRIBUTE } from '../config/element-ids';
import { watchApproach } from '../platform/approach';
import { IslandContent, markHydrated, preloadIsland } from './Island';
import { isIslandName, type IslandName } from './registry';

export interface HydratedIslands {
  /**
   * Settles once every island on screen at start-up is live (or failed); the others wait,
   * unloaded, for the visitor to come to them.
   */
  ready: Promise<void>;
  /** Stops the islands' actors and unmounts their roots (the page they live in is being replaced). */
  dispose: () => void;
}

/** Wraps an island in the providers it reads (the app's actors, the contact form's seed). */
export type IslandProviders = (island: ReactNode) => ReactNode;

export interface HydrateOptions {
  providers: IslandProviders;
  /** The development inspection observer (undefined in production), for the islands' actors. */
  inspect?: ActorOptions<typeof islandMachine>['inspect'];
}

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
 * Tells the island's machine whenever the viewport's view of it changes, and when the visitor
 * reaches into it (src/platform/approach.ts). The island's element has no box of its own
 * (`display: contents`): its children are what is on screen. Returns how to stop.
 */
const approachListener = (element: HTMLElement) =>
  fromCallback<IslandEvent>(({ sendBack }) =>
    watchApproach(
      element,
      element.children,
      (inView) => sendBack({ type: 'island.measured', inView }),
      () => sendBack({ type: 'intent.shown' }),
    ),
  );

const report = (error: unknown) => console.error('An island failed to hydrate', error);

/**
 * Hydrates the islands inside a prerendered page's content, each as its own React root, while
 * the content around them stays the server's HTML, never hydrated (ARCHITECTURE E5). Each island
 * is an actor of the island machine (machines/island.machine.ts): one on screen at start-up
 * loads with the app and hydrates when the browser is idle; one further down loads only when the
 * visitor scrolls to it or reaches into it (decision 005), so the first load carries no island
 * the visitor may never see.
 */
export function hydrateIslands(
  container: Element,
  { providers, inspect }: HydrateOptions,
): HydratedIslands {
  const roots: Root[] = [];
  const actors: AnyActorRef[] = [];
  const released: Array<Promise<void>> = [];
  // The language the islands render in: their root's router reads the address, as the app's does.
  const language = languageOfPath(window.location.pathname);

  function startIsland(element: HTMLElement, name: IslandName) {
    let release = () => {};
    released.push(new Promise<void>((resolve) => (release = resolve)));
    const machine = islandMachine.provide({
      actions: {
        hydrateRoot: ({ self }) => {
          // Tells the machine, unless the page was replaced meanwhile (its actor is stopped).
          const tell = (event: IslandEvent) => {
            if (self.getSnapshot().status === 'active') self.send(event);
          };
          // In a transition, like the app root: React slices the hydration into short tasks. Left
          // at hydrateRoot's own priority it is one task, the whole island at once (a long task on
          // a phone).
          startTransition(() => {
            roots.push(
              hydrateRoot(
                element,
                providers(
                  <IslandContent name={name} onLive={() => tell({ type: 'root.committed' })} />,
                ),
                { onUncaughtError: (error) => tell({ type: 'root.failed', error }) },
              ),
            );
          });
        },
        markHydrated: () => markHydrated(element),
        releaseStartUp: () => release(),
        reportFailure: (_, { error }) => report(error),
      },
      actors: {
        approachListener: approachListener(element),
        loadIsland: fromPromise<unknown>(() => preloadIsland(name, language)),
        waitForIdle: fromPromise<unknown>(browserIdle),
      },
    });
    actors.push(createActor(machine, { input: { name }, inspect }).start());
  }

  for (const element of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (isIslandName(name)) startIsland(element, name);
    else report(new Error(`Unknown island "${String(name)}"`));
  }

  return {
    ready: Promise.all(released).then(() => undefined),
    dispose() {
      actors.splice(0).forEach((actor) => actor.stop());
      // Unmounting a root while React commits another one is refused: wait for the next task.
      const unmounting = roots.splice(0);
      setTimeout(() => unmounting.forEach((root) => root.unmount()));
    },
  };
}
