import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * An island's lifecycle in a prerendered page (ARCHITECTURE E5, decision 013): the page's content
 * is never hydrated, and each island in it (the demo player, the contact form) hydrates alone, as
 * a React root of its own, when the visitor comes to it. Until then, and for good if its chunk
 * fails to load, it is the prerendered markup: the contact form then posts without JavaScript, as
 * it would with scripts off.
 *
 * One actor per island runs it (src/islands/hydrate.tsx), which provides the browser: watching
 * the viewport and the visitor's intent, loading the chunk, waiting for the browser to be idle,
 * hydrating the root and marking its element. Start-up waits for the islands on screen when it
 * measures them (`releaseStartUp`), not for those further down. An island rendered after a
 * client-side navigation is part of its page, and has no actor.
 */
export interface IslandInput {
  /** The island's name (its `data-island`), which says what it loads. */
  name: string;
}

export interface IslandContext extends IslandInput {
  /** On screen when first measured: it loaded with the app, and hydrates when the browser is idle. */
  onScreenAtStart: boolean;
}

export type IslandEvent =
  /** The island was measured against the viewport: whether any of it is on screen. */
  | { type: 'island.measured'; inView: boolean }
  /** The visitor is about to use it: a pointer, a finger or focus reached into it. */
  | { type: 'intent.shown' }
  /** React has committed the island's root: it answers the visitor. */
  | { type: 'root.committed' }
  /** React gave up on the island's root: an error no boundary caught. */
  | { type: 'root.failed'; error: unknown };

export const islandMachine = setup({
  types: {
    input: {} as IslandInput,
    context: {} as IslandContext,
    events: {} as IslandEvent,
  },
  actions: {
    noteOnScreenAtStart: assign({ onScreenAtStart: true }),
    /** Hydrates the island's markup as a React root of its own, in a transition (short tasks). */
    hydrateRoot: () => {},
    /** Marks the island's element `data-hydrated`: what tests wait for after scrolling to it. */
    markHydrated: () => {},
    /** Start-up no longer waits for this island (`islands.ready` once none holds it back). */
    releaseStartUp: () => {},
    /** Tells the developer why the island stays as it was prerendered. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** Sends `island.measured` whenever the viewport's view of the island changes, and `intent.shown`. */
    approachListener: fromCallback<IslandEvent>(() => {}),
    /** Loads the island's chunk and what it reads in the page's language. */
    loadIsland: fromPromise<unknown>(() => Promise.reject(new Error('loadIsland not provided'))),
    /** Settles when the browser is idle. */
    waitForIdle: fromPromise<unknown>(() => Promise.resolve()),
  },
  guards: {
    isInView: ({ event }) => event.type === 'island.measured' && event.inView,
    wasOnScreenAtStart: ({ context }) => context.onScreenAtStart,
  },
}).createMachine({
  id: 'island',
  description:
    'An island in a prerendered page: its static markup until the visitor comes to it, then it loads and hydrates as a root of its own, and is live; or it fails and stays as it was prerendered.',
  context: ({ input }) => ({ ...input, onScreenAtStart: false }),
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The prerendered markup, which React has not hydrated: the island waits for the visitor to scroll to it or reach into it.',
      invoke: { id: 'approach', src: 'approachListener' },
      initial: 'unmeasured',
      states: {
        unmeasured: {
          description: 'Not measured yet: where it is decides whether start-up waits for it.',
          on: {
            'island.measured': [
              {
                guard: 'isInView',
                target: '#island.hydrating',
                actions: 'noteOnScreenAtStart',
                description:
                  'On screen at start-up: it loads with the app, and start-up waits for it.',
              },
              {
                target: 'belowScreen',
                actions: 'releaseStartUp',
                description:
                  'Below the screen at start-up: start-up goes on without it, and it loads when the visitor comes to it.',
              },
            ],
          },
        },
        belowScreen: {
          description: 'Off screen: it has loaded nothing yet.',
          on: { 'island.measured': { guard: 'isInView', target: '#island.hydrating' } },
        },
      },
      on: {
        'intent.shown': {
          target: 'hydrating',
          description: 'The visitor reached into it: it loads at once, wherever it is.',
        },
      },
    },
    hydrating: {
      description: 'The visitor has come to it: it loads, then React hydrates it.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Its chunk loads, with what it reads in the page’s language.',
          invoke: {
            id: 'chunk',
            src: 'loadIsland',
            onDone: [
              { guard: 'wasOnScreenAtStart', target: 'waitingForIdle' },
              { target: 'rendering' },
            ],
            onError: {
              target: '#island.failed',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        waitingForIdle: {
          description:
            'On screen at start-up, it hydrates when the browser is idle: the chrome’s hydration and the first frames come first.',
          invoke: { id: 'idle', src: 'waitForIdle', onDone: 'rendering' },
        },
        rendering: {
          description: 'React hydrates it, as a root of its own, in a transition.',
          entry: 'hydrateRoot',
          on: {
            'root.committed': '#island.live',
            'root.failed': {
              target: '#island.failed',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    live: {
      description: 'Hydrated: it answers the visitor.',
      entry: ['markHydrated', 'releaseStartUp'],
    },
    failed: {
      description:
        'Its chunk did not load, and it stays the prerendered markup; or its root failed. A page reached by navigation loads it afresh.',
      entry: 'releaseStartUp',
    },
  },
});
