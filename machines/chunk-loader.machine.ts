import { fromPromise, setup } from 'xstate';

/**
 * Something that loads once, on first use (src/platform/loader.ts): a page's chunk, a dictionary,
 * an island, a chart, the toast view, the view-mode switcher. One actor per loader, made when it
 * is first wanted, so a chunk nobody asked for costs nothing.
 *
 * A failed load stays failed, so a view that reads it shows its error boundary instead of React
 * trying again on every render, until a retry (the visitor navigated) forgets it or a view that
 * shows something else meanwhile demands it anew (the next toast, the next page).
 *
 * It has no context: what it loaded stays out of the snapshot (code, or a whole dictionary), kept
 * by the `load` actor where the views read it, and its failure is the error event's.
 */
export type ChunkLoaderEvent =
  /** A view reads it, or code preloads it: it loads unless it has started; a failure stays. */
  | { type: 'load.wanted' }
  /** A view that shows something else meanwhile wants it anew: it loads, again if it failed. */
  | { type: 'load.demanded' }
  /** Forget a failure (the visitor navigated), so the next use loads afresh. */
  | { type: 'load.retry' };

export const chunkLoaderMachine = setup({
  types: { events: {} as ChunkLoaderEvent },
  actions: {
    /**
     * Tells the views that read it (they throw it to their error boundary) and the developer
     * (the browser's error names the chunk) why it failed.
     */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** Loads it (a dynamic import, a dictionary, what a page needs) and keeps the value. */
    load: fromPromise<unknown>(() => Promise.resolve()),
  },
}).createMachine({
  id: 'chunkLoader',
  description:
    'Something that loads once, on first use: not asked for, loading, loaded; or failed until it is retried.',
  initial: 'idle',
  states: {
    idle: {
      description: 'Not loaded: nothing has wanted it yet, or its failure was forgotten.',
      on: { 'load.wanted': 'loading', 'load.demanded': 'loading' },
    },
    loading: {
      description: 'Its load is under way: the views that read it suspend, and share this load.',
      invoke: {
        src: 'load',
        onDone: 'loaded',
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      description: 'Its value is there for good: a view reads it at once, without suspending.',
    },
    failed: {
      description:
        'Its load failed, and stays failed: a view that reads it shows its error boundary, a preload is refused.',
      on: {
        'load.retry': {
          target: 'idle',
          description: 'The visitor navigated: the next use loads it afresh.',
        },
        'load.demanded': {
          target: 'loading',
          description: 'A view wants it anew (the next toast, the next page): it loads again.',
        },
      },
    },
  },
});
