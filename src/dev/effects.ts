/**
 * What the app's provided actions and invoked actors do outside the machines, as far as time
 * travel is concerned (issue #22). Travel restores the machines' snapshots and runs no action, so
 * whatever such an implementation changed in the browser stays as it is: the inspector names it
 * next to the step that did it, so a developer knows what the restored page still shows.
 *
 * Every implementation a machine leaves to `src/` (`machine.provide()`) is listed, by machine id
 * and by its name in the machine's `setup()`: an effect, or `null` for one that leaves nothing
 * behind. A test fails when a machine gains one that is not listed here.
 */

/** Lasting changes outside the machines, which travel neither undoes nor replays. */
export type Effect =
  /** `localStorage` or `sessionStorage`: a reload starts from what was written. */
  | 'storage write'
  /** The address bar and the history: the route stays the route. */
  | 'address bar'
  /** A request that stores something on the contact service. */
  | 'post'
  /** Markers on `<html>` and the page title, set again by the next step that sets them. */
  | 'document';

/**
 * `null`: nothing stays. Focus moves with the visitor; announcements and toasts are heard or
 * shown once (a toast is the toast machine's, which travel restores); listeners and the token
 * request are invoked actors, started again by a restored snapshot that is in their state.
 */
export const EFFECTS: Readonly<Record<string, Readonly<Record<string, Effect | null>>>> = {
  startUp: {
    showPhase: 'document',
    markHydrated: 'document',
    replayEarlyInput: null,
    navigationListener: null,
  },
  navigation: {
    showNavigation: 'document',
    hydrateIslands: null,
    disposeIslands: null,
    scrollToTop: null,
    focusPage: null,
    retryFailedLoads: null,
  },
  island: {
    hydrateRoot: null,
    markHydrated: 'document',
    releaseStartUp: null,
    reportFailure: null,
    approachListener: null,
    loadIsland: null,
    waitForIdle: null,
  },
  chunkLoader: {
    reportFailure: null,
    load: null,
  },
  language: {
    persistLanguage: 'storage write',
    navigateToTwin: 'address bar',
  },
  viewMode: {
    persistViewMode: 'storage write',
    applyDocumentMarkers: 'document',
    announceViewModeChange: null,
    suspendTransitions: 'document',
    restoreTransitions: 'document',
    viewportListener: null,
    measureViewport: null,
  },
  viewModeSwitcher: {
    focusCheckedChoice: null,
    focusSwitcherButton: null,
    switcherDismissal: null,
    framePainted: null,
  },
  sideBar: {
    focusMenuButton: null,
    focusFirstItem: null,
    escapeKeyListener: null,
  },
  demoPlayer: {
    motionPreferenceListener: null,
  },
  contactForm: {
    persistDraft: 'storage write',
    clearDraft: 'storage write',
    submitContact: 'post',
    markTitle: 'document',
    fetchToken: null,
    focusErrorSummary: null,
    focusResult: null,
    announceSent: null,
    announceFailure: null,
  },
};

/** The effect of a machine's action or invoked actor, by its name in the machine's `setup()`. */
export const effectOf = (machineId: string, name: string): Effect | undefined =>
  EFFECTS[machineId]?.[name] ?? undefined;
