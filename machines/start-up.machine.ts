import { fromCallback, setup } from 'xstate';

/**
 * How the app takes over a page (ARCHITECTURE E5, decisions 013, 015 and 020). A production page
 * arrives prerendered: React adopts it, reading the snapshots the server rendered with; then the
 * views catch up with the live actors while the adopted page's islands on screen hydrate; then the
 * app is live, and what the visitor did before is replayed. (An island further down loads when
 * the visitor comes to it: machines/island.machine.ts.)
 *
 * Which page the router shows, where a navigation is and the adopted page's islands are the
 * navigation chart's (machines/navigation.machine.ts, decision 031): while catching up, start-up
 * listens to it (`navigationListener`) for the islands on screen being ready, or the visitor
 * leaving the prerendered page, after which there is nothing of it left to wait for.
 *
 * One actor runs it, and its named actions are the browser's (src/shell/start-up.tsx): React may
 * apply an update twice, and replaying a tap must run once.
 */
export interface StartUpInput {
  /** Whether the page arrived prerendered (production), or empty (the dev server). */
  prerendered: boolean;
}

export type StartUpContext = StartUpInput;

export type StartUpEvent =
  /** React has committed the app root: hydrated the prerendered chrome, or rendered it afresh. */
  | { type: 'root.committed' }
  /**
   * Every island on screen in the prerendered page has hydrated, or failed to load and stays
   * static; the others wait, unloaded, until the visitor comes to them (the navigation chart's
   * `route.onLoadedPage.withIslands.ready`).
   */
  | { type: 'islands.ready' }
  /**
   * The router no longer shows the prerendered page: every page renders from its chunk, and the
   * adopted page's islands are gone (the navigation chart's `route.leftPrerendered`).
   */
  | { type: 'prerenderedPage.left' };

export const startUpMachine = setup({
  types: {
    input: {} as StartUpInput,
    context: {} as StartUpContext,
    events: {} as StartUpEvent,
  },
  actions: {
    /** Shows the phase on `<html data-app>`. */
    showPhase: (_, _params: { phase: 'adopting' | 'catchingUp' | 'live' }) => {},
    /** Marks `<html data-hydrated>` (what tests have waited for since the first issue). */
    markHydrated: () => {},
    /** Replays what the visitor did to the chrome before start-up (src/platform/early-input.ts). */
    replayEarlyInput: () => {},
  },
  actors: {
    /**
     * Listens to the navigation chart (machines/navigation.machine.ts) and says what it has
     * reached, at once if it has already: `islands.ready` once the adopted page's islands on
     * screen are ready, `prerenderedPage.left` once the router no longer shows that page.
     */
    navigationListener: fromCallback<StartUpEvent>(() => {}),
  },
  guards: {
    isPrerendered: ({ context }) => context.prerendered,
  },
}).createMachine({
  id: 'startUp',
  description:
    'Start-up: the app adopts the prerendered page, catches up with the live machines while the islands on screen hydrate, then is live.',
  context: ({ input }) => input,
  initial: 'adopting',
  states: {
    adopting: {
      description: 'The views read the snapshots the page was prerendered with.',
      entry: { type: 'showPhase', params: { phase: 'adopting' } },
      on: {
        'root.committed': [
          { guard: 'isPrerendered', target: 'catchingUp' },
          {
            target: 'live',
            description: 'An empty root (the dev server) has nothing to adopt or catch up with.',
          },
        ],
      },
    },
    catchingUp: {
      description:
        'The views read the live machines, rendered in a transition; the islands on screen hydrate.',
      entry: { type: 'showPhase', params: { phase: 'catchingUp' } },
      invoke: { src: 'navigationListener' },
      on: {
        'islands.ready': 'live',
        'prerenderedPage.left': {
          target: 'live',
          description: 'The visitor has left the prerendered page: its islands are not waited for.',
        },
      },
    },
    live: {
      description: 'The app answers the visitor: what they did before start-up is replayed.',
      entry: [{ type: 'showPhase', params: { phase: 'live' } }, 'markHydrated', 'replayEarlyInput'],
    },
  },
});
