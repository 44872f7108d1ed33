import { assign, not, setup, stateIn } from 'xstate';

/**
 * How the app takes over a page (ARCHITECTURE E5, decisions 013 and 015). A production page
 * arrives prerendered: React adopts it, reading the snapshots the server rendered with; then the
 * views catch up with the live actors and the page's islands on screen hydrate; then the app is
 * live. (An island further down loads when the visitor comes to it: machines/island.machine.ts.)
 * Beside that, which page the router shows: the prerendered one until the visitor leaves it (an
 * early Back or Forward, within the document, is followed once its content has hydrated), and
 * where a navigation is, so tests settle on `<html data-navigation>` instead of guessing; and
 * whether the footer is still the prerendered one.
 *
 * One actor runs it, and its named actions are the browser's (src/shell/start-up.tsx, decision
 * 020): React may apply an update twice, and hydrating the islands or replaying a tap must run
 * once. React holds only what the views render from its snapshot, renewed in a transition.
 */
export interface StartUpInput {
  /** The path the document was loaded at: its prerendered HTML is that page's. */
  loadedPath: string;
  /** Where the visitor is now: elsewhere after a Back or Forward before start-up. */
  currentPath: string;
  /** Whether the page arrived prerendered (production), or empty (the dev server). */
  prerendered: boolean;
}

export interface StartUpContext extends StartUpInput {
  /** The path of the page on screen; none before the first page shows on an empty root. */
  shownPath: string | null;
}

export type StartUpEvent =
  /** React has committed the app root: hydrated the prerendered chrome, or rendered it afresh. */
  | { type: 'root.committed' }
  /** The prerendered page's content has been adopted (its Suspense boundary hydrated). */
  | { type: 'content.hydrated'; content: Element }
  /**
   * Every island on screen in the prerendered page has hydrated, or failed to load and stays
   * static; the others wait, unloaded, until the visitor comes to them.
   */
  | { type: 'islands.ready' }
  /** The address changed (a link, Back or Forward). */
  | { type: 'location.changed'; path: string }
  /** The page for `path` is on screen: its content, or the error screen for it. */
  | { type: 'page.shown'; path: string }
  /**
   * The footer has rendered its content, in the other language than the prerendered page's:
   * the server's markup of it is gone.
   */
  | { type: 'footer.rendered' };

export const startUpMachine = setup({
  types: {
    input: {} as StartUpInput,
    context: {} as StartUpContext,
    events: {} as StartUpEvent,
  },
  actions: {
    /** Shows the phase on `<html data-app>`. */
    showPhase: (_, _params: { phase: 'adopting' | 'catchingUp' | 'live' }) => {},
    /** Shows on `<html data-navigation>` whether the page on screen is the address's. */
    showNavigation: (_, _params: { navigation: 'idle' | 'loading' }) => {},
    /**
     * Hydrates the islands inside the adopted content, each as its own root: those on screen now,
     * the others when the visitor comes to them.
     */
    hydrateIslands: (_, _params: { content: Element }) => {},
    /** Unmounts the islands' roots: their page is replaced by one rendered from its chunk. */
    disposeIslands: () => {},
    /** Marks `<html data-hydrated>` (what tests have waited for since the first issue). */
    markHydrated: () => {},
    /** Replays what the visitor did to the chrome before start-up (src/platform/early-input.ts). */
    replayEarlyInput: () => {},
    noteLocation: assign({
      currentPath: ({ event }) => (event.type === 'location.changed' ? event.path : ''),
    }),
    notePageShown: assign({
      shownPath: ({ event }) => (event.type === 'page.shown' ? event.path : null),
    }),
  },
  guards: {
    isPrerendered: ({ context }) => context.prerendered,
    isVisitorElsewhere: ({ context }) => context.currentPath !== context.loadedPath,
    isToLoadedPage: ({ context, event }) =>
      event.type === 'location.changed' && event.path === context.loadedPath,
    isElsewhereShown: ({ context, event }) =>
      event.type === 'page.shown' && event.path !== context.loadedPath,
    isCurrentPageShown: ({ context, event }) =>
      event.type === 'page.shown' && event.path === context.currentPath,
    isToShownPage: ({ context, event }) =>
      event.type === 'location.changed' && event.path === context.shownPath,
    hasLeftPrerendered: stateIn({ route: 'leftPrerendered' }),
  },
}).createMachine({
  id: 'startUp',
  description:
    'Start-up: the app adopts the prerendered page, catches up with the live machines while the islands on screen hydrate, then is live; beside that, which page the router shows, whether a navigation has settled and whether the footer is the prerendered one.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    shownPath: input.prerendered ? input.loadedPath : null,
  }),
  states: {
    phase: {
      initial: 'adopting',
      states: {
        adopting: {
          description: 'The views read the snapshots the page was prerendered with.',
          entry: { type: 'showPhase', params: { phase: 'adopting' } },
          on: {
            'root.committed': [
              { guard: 'isPrerendered', target: 'catchingUp' },
              { target: 'live' },
            ],
          },
        },
        catchingUp: {
          description:
            'The views read the live machines, rendered in a transition; the islands on screen hydrate.',
          entry: { type: 'showPhase', params: { phase: 'catchingUp' } },
          always: { guard: 'hasLeftPrerendered', target: 'live' },
          on: { 'islands.ready': 'live' },
        },
        live: {
          entry: [
            { type: 'showPhase', params: { phase: 'live' } },
            'markHydrated',
            'replayEarlyInput',
          ],
        },
      },
    },
    route: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: not('isPrerendered'), target: 'leftPrerendered' },
            { guard: 'isVisitorElsewhere', target: 'returning' },
            { target: 'onLoadedPage' },
          ],
        },
        onLoadedPage: {
          description: 'The router shows the prerendered page, its content adopted, not rendered.',
          initial: 'adopted',
          states: {
            adopted: {
              on: {
                'content.hydrated': {
                  target: 'withIslands',
                  actions: {
                    type: 'hydrateIslands',
                    params: ({ event }) => ({ content: event.content }),
                  },
                },
              },
            },
            withIslands: {
              exit: 'disposeIslands',
            },
          },
          on: {
            'page.shown': { guard: 'isElsewhereShown', target: 'leftPrerendered' },
          },
        },
        returning: {
          description:
            'The visitor went Back or Forward before start-up: the router shows the prerendered page until its content has hydrated, then follows them.',
          on: {
            'content.hydrated': 'leftPrerendered',
            'location.changed': { guard: 'isToLoadedPage', target: 'onLoadedPage.adopted' },
          },
        },
        leftPrerendered: {
          description: 'Every page renders from its chunk, the loaded one included.',
        },
      },
    },
    navigation: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isVisitorElsewhere', target: 'loading' },
            { guard: 'isPrerendered', target: 'idle' },
            { target: 'loading' },
          ],
        },
        idle: {
          description: 'The page on screen is the address’s.',
          entry: { type: 'showNavigation', params: { navigation: 'idle' } },
        },
        loading: {
          description: 'The address has changed; its page is not on screen yet.',
          entry: { type: 'showNavigation', params: { navigation: 'loading' } },
          on: {
            'page.shown': { guard: 'isCurrentPageShown', target: 'idle', actions: 'notePageShown' },
          },
        },
      },
      on: {
        'location.changed': [
          { guard: 'isToShownPage', target: '.idle', actions: 'noteLocation' },
          { target: '.loading', actions: 'noteLocation' },
        ],
        'page.shown': { actions: 'notePageShown' },
      },
    },
    footer: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isPrerendered', target: 'adopted' }, { target: 'rendered' }],
        },
        adopted: {
          description:
            'The footer is the prerendered one, its markup kept as the server sent it: every page in the language it was sent in shows it.',
          on: { 'footer.rendered': 'rendered' },
        },
        rendered: {
          description:
            'The footer renders its content, which client navigation brings, in the page’s language.',
        },
      },
    },
  },
});
