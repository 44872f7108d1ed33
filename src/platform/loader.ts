/**
 * Code and data that load once, on first use: page chunks, dictionaries, islands, charts, the
 * toast view. One retry policy for all of them: a load that failed stays failed, so a view that
 * reads it shows the error (its error boundary) instead of React retrying forever, until
 * `retry()` — or `retryFailedLoads()`, called when the visitor navigates — forgets it, and the
 * next use loads afresh.
 *
 * A failed page chunk cannot always load again in the same document: after the error screen, the
 * next page loads as a new document (./after-error-screen).
 */
import { use, useEffect, useSyncExternalStore } from 'react';

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
  /** Calls `listener` whenever the load settles; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

type State<T> =
  | { status: 'idle' }
  | { status: 'pending'; promise: Promise<T> }
  | { status: 'fulfilled'; promise: Promise<T>; value: T }
  | { status: 'rejected'; promise: Promise<T>; reason: unknown };

/** Every loader, so a navigation can retry whatever failed (`retryFailedLoads`). */
const loaders = new Set<Loader<unknown>>();

/** Forgets every failed load, so the next use of each loads afresh. */
export function retryFailedLoads(): void {
  for (const loader of loaders) loader.retry();
}

export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let state: State<T> = { status: 'idle' };
  const listeners = new Set<() => void>();

  const settle = (settled: State<T>) => {
    state = settled;
    for (const listener of listeners) listener();
  };

  function start(): Exclude<State<T>, { status: 'idle' }> {
    if (state.status !== 'idle') return state;
    const promise = load();
    state = { status: 'pending', promise };
    promise.then(
      (value) => settle({ status: 'fulfilled', promise, value }),
      (reason: unknown) => settle({ status: 'rejected', promise, reason }),
    );
    return state;
  }

  const loader: Loader<T> = {
    preload: () => start().promise,
    read() {
      const current = start();
      if (current.status === 'fulfilled') return current.value;
      if (current.status === 'rejected') throw current.reason;
      // `use`, not a thrown promise: React 19 treats a thrown promise as deprecated. `read` is
      // called only while a component renders, as `use` must be.
      // eslint-disable-next-line react-hooks/rules-of-hooks
      return use(current.promise);
    },
    peek: () => (state.status === 'fulfilled' ? state.value : undefined),
    retry() {
      if (state.status === 'rejected') state = { status: 'idle' };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  loaders.add(loader);
  return loader;
}

/**
 * The loader's value once it has loaded, else undefined, for a view that shows something else
 * meanwhile instead of suspending: it renders again when the load settles.
 */
export const useLoaded = <T>(loader: Loader<T>): T | undefined =>
  useSyncExternalStore(loader.subscribe, loader.peek, loader.peek);

/**
 * A view's chunk that loads on demand: `demand` is undefined until the view is wanted, and each
 * new value (the next toast, the next page) loads it, afresh if it failed. The value is there once
 * loaded; a failure is logged (the browser's error names the chunk), and the view stays away
 * until the next demand.
 */
export function useLoadedOnDemand<T>(loader: Loader<T>, demand: unknown): T | undefined {
  useEffect(() => {
    if (demand === undefined) return;
    loader.retry();
    loader.preload().catch(console.error);
  }, [loader, demand]);
  return useLoaded(loader);
}
