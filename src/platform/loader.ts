/**
 * Code and data that load once, on first use: page chunks, dictionaries, islands, charts, the
 * toast view, the switcher. Each loader is an actor of one machine (machines/chunk-loader.machine.ts),
 * made when the loader is first wanted: one retry policy for all of them. A load that failed stays
 * failed, so a view that reads it shows the error (its error boundary) instead of React retrying
 * forever, until `retry()` — or `retryFailedLoads()`, called when the visitor navigates — forgets
 * it, or a view that loads on demand (`useLoadedOnDemand`) demands it anew.
 *
 * A failed page chunk cannot always load again in the same document: after the error screen, the
 * next page loads as a new document (./after-error-screen).
 */
import { use, useEffect, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { chunkLoaderMachine, type ChunkLoaderEvent } from '../../machines/chunk-loader.machine';

export interface Loader<T> {
  /** Starts the load unless it has started; settles with it. */
  preload: () => Promise<T>;
  /**
   * The value, for a component's render: suspends it while the load is under way, throws the
   * error if the load failed.
   */
  read: () => T;
  /** The value if it has loaded, else undefined. */
  peek: () => T | undefined;
  /** Forgets a failed load, so the next use loads again; does nothing otherwise. */
  retry: () => void;
  /** Starts the load, afresh if it failed (a view that shows something else meanwhile). */
  demand: () => void;
  /** Calls `listener` whenever the loader's state changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

type LoaderActor = Actor<typeof chunkLoaderMachine>;

/** Every loader's actor, so a navigation can retry whatever failed (`retryFailedLoads`). */
const actors = new Set<LoaderActor>();

/**
 * Sends `event` to a loader's actor if the machine takes it there: a read on every render, or a
 * retry of what has loaded, would be a step that changes nothing, in the inspector too.
 */
function tell(actor: LoaderActor, event: ChunkLoaderEvent) {
  if (actor.getSnapshot().can(event)) actor.send(event);
}

/** Forgets every failed load, so the next use of each loads afresh. */
export function retryFailedLoads(): void {
  for (const actor of actors) tell(actor, { type: 'load.retry' });
}

/**
 * Development: the observer the loaders' actors report to. They are made before the app's actors
 * and the inspector exist, so they report to this forwarder, which the app's actor system points
 * at its own observer (`inspectLoaders`, src/state/actors.ts). Production builds drop it.
 */
let observer: Inspect | undefined;
type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
const forward = (event: InspectionEvent) => {
  if (typeof observer === 'function') observer(event);
  else observer?.next?.(event);
};

/** Development: the loaders report to `inspect` from now on. */
export function inspectLoaders(inspect: Inspect | undefined): void {
  observer = inspect;
}

export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  // The current load, its value and its error: kept here, out of the machine's snapshot (code, a
  // dictionary, an error).
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  let error: unknown;
  let made: LoaderActor | undefined;

  /** The loader's actor, made on first use: a loader nobody has used has none. */
  function actor(): LoaderActor {
    if (made) return made;
    const machine = chunkLoaderMachine.provide({
      actions: { reportFailure: (_, failure) => console.error((error = failure.error)) },
      // The value is kept before the machine hears that the load is done.
      actors: {
        load: fromPromise<unknown>(() => (promise = load().then((loaded) => (value = loaded)))),
      },
    });
    made = createActor(machine, import.meta.env.DEV ? { inspect: forward } : undefined).start();
    actors.add(made);
    return made;
  }

  /** Tells the loader's actor that it is wanted; the state it is in then. */
  function want(type: 'load.wanted' | 'load.demanded') {
    tell(actor(), { type });
    return actor().getSnapshot().value;
  }

  return {
    preload() {
      want('load.wanted');
      return promise as Promise<T>;
    },
    read() {
      const state = want('load.wanted');
      if (state === 'loaded') return value as T;
      if (state === 'failed') throw error;
      // `use`, not a thrown promise: React 19 treats a thrown promise as deprecated. `read` is
      // called only while a component renders, as `use` must be.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      return use(promise as Promise<T>);
    },
    // Set as the load enters `loaded`, and only then.
    peek: () => value,
    retry: () => made && tell(made, { type: 'load.retry' }),
    demand: () => void want('load.demanded'),
    subscribe(listener) {
      const subscription = actor().subscribe(listener);
      return () => subscription.unsubscribe();
    },
  };
}

/**
 * The loader's value once it has loaded, else undefined, for a view that shows something else
 * meanwhile instead of suspending: it renders again when the load settles.
 */
export const useLoaded = <T>(loader: Loader<T>): T | undefined =>
  useSyncExternalStore(loader.subscribe, loader.peek, loader.peek);

/**
 * A view's chunk that loads on demand: `demand` is undefined until the view is wanted, and each
 * new value (the next toast, the next page) demands it, which loads it, afresh if it failed (the
 * loader's machine decides, and reports a failure). The value is there once loaded; after a
 * failure the view stays away until the next demand.
 */
export function useLoadedOnDemand<T>(loader: Loader<T>, demand: unknown): T | undefined {
  useEffect(() => {
    if (demand !== undefined) loader.demand();
  }, [loader, demand]);
  return useLoaded(loader);
}
