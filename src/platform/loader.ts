/**
 * Code and data that load once, on first use: page chunks, dictionaries, islands, charts, the
 * toast view. One retry policy for all of them: a load that failed stays failed, so a view that
 * reads it shows the error (its error boundary) instead of React retrying forever, until
 * `retry()` — or `recoverFailedLoads()`, called when the visitor navigates — forgets it, and the
 * next use loads afresh.
 *
 * A module that failed to load stays failed for the document's life in Firefox and WebKit (HTML's
 * module map keeps the failure; Chromium alone fetches it again), so there a load that failed
 * cannot succeed by being tried again: after the error screen, `recoverFailedLoads` loads the
 * next page as a new document instead, once the site answers, in every engine alike.
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

/**
 * After a navigation: forgets every failed load, so each loads afresh when next used. After the
 * error screen (`afterErrorScreen`), the browser may be keeping the failure (see above), so the
 * page is loaded as a new document, if its address answers: otherwise the visitor stays, and a load that fails again shows the error screen, which
 * says so. One rule for every engine: trying each failed load again first would keep Chromium's
 * document, at the cost of more code in every page's first JavaScript (issue #20's target).
 */
export function recoverFailedLoads(
  afterErrorScreen: boolean,
  reloadDocument: () => void = () => location.reload(),
): Promise<void> | undefined {
  retryFailedLoads();
  if (!afterErrorScreen) return;
  return fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (answer.ok) reloadDocument();
    },
    () => undefined,
  );
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
