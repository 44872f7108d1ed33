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
 * document anew instead, once the site answers.
 */
import { use, useSyncExternalStore } from 'react';

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
  /** Whether the load has failed (and not been forgotten since). */
  failed: () => boolean;
  /** Whether a load of it has failed in this document, forgotten since or not, and none succeeded. */
  unsure: () => boolean;
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

/**
 * Forgets every failed load, so the next use of each loads afresh; returns the loaders that had
 * failed.
 */
export function retryFailedLoads(): Loader<unknown>[] {
  const failed = [...loaders].filter((loader) => loader.failed());
  for (const loader of failed) loader.retry();
  return failed;
}

/**
 * After a navigation: forgets every failed load, so each loads afresh when next used. When the
 * visitor comes from the error screen, the loads that have failed and not loaded since are tried
 * again at once, and if
 * one fails again while the page's address answers, the browser is keeping the failure (see
 * above): the page is loaded as a new document. If the site does not answer, the visitor stays
 * where the error screen can say so. A load that fails in the navigation itself shows the error
 * screen first, as it should.
 */
export async function recoverFailedLoads(
  fromErrorScreen: boolean,
  reloadDocument: () => void = () => window.location.reload(),
): Promise<void> {
  retryFailedLoads();
  // Every load that has failed and not loaded since, forgotten at an earlier navigation or not.
  const unsure = [...loaders].filter((loader) => loader.unsure());
  if (!fromErrorScreen || unsure.length === 0) return;
  const again = await Promise.allSettled(unsure.map((loader) => loader.preload()));
  if (again.every((result) => result.status === 'fulfilled')) return;
  const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).catch(
    () => null,
  );
  if (answer?.ok) reloadDocument();
}

export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let state: State<T> = { status: 'idle' };
  let hasFailed = false;
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
      (reason: unknown) => {
        hasFailed = true;
        settle({ status: 'rejected', promise, reason });
      },
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
    failed: () => state.status === 'rejected',
    unsure: () => hasFailed && state.status !== 'fulfilled',
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
