import { assign, not, setup } from 'xstate';

/**
 * Which page the router shows, and where a navigation is, for the page's whole life (decision
 * 031). The prerendered page is adopted, its islands hydrated (decision 013), until the visitor
 * leaves it; after a Back or Forward within the document before start-up, the router holds it
 * until its content has hydrated, then follows them. A navigation is loading from the change of
 * address until its page (or the error screen for it) is shown, so tests settle on
 * `<html data-navigation>` instead of guessing; once a client navigation has settled, the page
 * starts at the top with focus on its content. And whether the footer is still the prerendered
 * one.
 *
 * Its named actions are the browser's (src/shell/navigation.tsx); start-up
 * (machines/start-up.machine.ts) listens to it for the adopted page's islands being ready, or the
 * visitor leaving the prerendered page.
 */
export interface NavigationInput {
  /** The path the document was loaded at: its prerendered HTML is that page's. */
  loadedPath: string;
  /** Where the visitor is now: elsewhere after a Back or Forward before start-up. */
  currentPath: string;
  /** Whether the page arrived prerendered (production), or empty (the dev server). */
  prerendered: boolean;
}

export interface NavigationContext extends NavigationInput {
  /** The path of the page on screen; none before the first page shows on an empty root. */
  shownPath: string | null;
}

export type NavigationEvent =
  /**
   * The prerendered page's content has been adopted (its Suspense boundary hydrated). It carries
   * nothing: the content is the one element marked as the page's content.
   */
  | { type: 'content.hydrated' }
  /**
   * Every island on screen in the adopted page has hydrated, or failed to load and stays static;
   * the others wait, unloaded, until the visitor comes to them.
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

export const navigationMachine = setup({
  types: {
    input: {} as NavigationInput,
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
  },
  actions: {
    /** Shows on `<html data-navigation>` whether the page on screen is the address's. */
    showNavigation: (_, _params: { navigation: 'idle' | 'loading' }) => {},
    /**
     * Hydrates the islands inside the adopted content, each as its own root: those on screen now,
     * the others when the visitor comes to them. It finds the content itself, and says
     * `islands.ready` once those on screen are ready.
     */
    hydrateIslands: () => {},
    /** Unmounts the islands' roots: their page is replaced by one rendered from its chunk. */
    disposeIslands: () => {},
    /** Scrolls the window to the top: the new page starts at its beginning. */
    scrollToTop: () => {},
    /** Moves keyboard focus to the main content, without scrolling, so the new page is read next. */
    focusPage: () => {},
    /** Forgets every failed load (a chunk, a dictionary, an island): the next use loads afresh. */
    retryFailedLoads: () => {},
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
    isFirstPageShown: ({ context, event }) =>
      event.type === 'page.shown' && event.path === context.currentPath && !context.shownPath,
    isToShownPage: ({ context, event }) =>
      event.type === 'location.changed' && event.path === context.shownPath,
  },
}).createMachine({
  id: 'navigation',
  description:
    'Navigation: which page the router shows (the prerendered one, adopted, until the visitor leaves it), whether a navigation has settled, and whether the footer is the prerendered one.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    shownPath: input.prerendered ? input.loadedPath : null,
  }),
  states: {
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
              on: { 'content.hydrated': { target: 'withIslands', actions: 'hydrateIslands' } },
            },
            withIslands: {
              description: 'The islands in the adopted content are hydrated, each as its own root.',
              initial: 'hydrating',
              states: {
                hydrating: {
                  description: 'The islands on screen load and hydrate.',
                  on: { 'islands.ready': 'ready' },
                },
                ready: {
                  description:
                    'Every island on screen is live, or failed and stays static; those further down wait for the visitor.',
                },
              },
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
    status: {
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
            'page.shown': [
              {
                guard: 'isFirstPageShown',
                target: 'idle',
                actions: 'notePageShown',
                description:
                  'The first page on an empty root (the dev server) is where the visitor landed: it is not moved.',
              },
              {
                guard: 'isCurrentPageShown',
                target: 'idle',
                actions: ['notePageShown', 'scrollToTop', 'focusPage'],
                description:
                  'A navigation has settled: the new page starts at the top, focus on its content.',
              },
            ],
          },
        },
      },
      on: {
        'location.changed': [
          { guard: 'isToShownPage', target: '.idle', actions: 'noteLocation' },
          {
            target: '.loading',
            actions: ['noteLocation', 'retryFailedLoads'],
            description:
              'A new address: what failed to load before (the new page’s chunk included) loads afresh when the page asks for it.',
          },
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
