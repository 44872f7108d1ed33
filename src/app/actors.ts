import {
  createActor,
  type ActorOptions,
  type AnyActorLogic,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
} from 'xstate';
import { STORAGE_KEYS, VIEW_MODE_CHANGED_EVENT, type ViewMode } from '../../machines/constants';
import { languageMachine } from '../../machines/language.machine';
import { sideBarMachine } from '../../machines/side-bar.machine';
import { toastMachine, type ToastContent } from '../../machines/toast.machine';
import { layoutOf, viewModeMachine, type ViewModeEvent } from '../../machines/view-mode.machine';
import type { MessageKey } from '../i18n';
import { twinPath } from '../paths';
import { applyDocumentLanguage, applyViewModeMarkers, setResizing } from '../platform/document';
import type { Environment } from '../platform/environment';
import { escapeKeyListener, measureViewport, viewportListener } from '../platform/listeners';
import { writeStored } from '../platform/storage';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface Navigation {
  currentPath: () => string;
  navigate: (to: string, options: { replace: boolean }) => void;
}

export interface AppActorsOptions {
  environment: Environment;
  navigation: Navigation;
  /** Focus targets for the side bar (looked up by id so views stay free of refs). */
  focus?: { menuButton: () => void; firstSideBarItem: () => void };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The machines' timers (tests pass a `SimulatedClock`); the browser's by default. */
  clock?: Clock;
  /**
   * The environment the page was prerendered for. While React hydrates, views read the
   * snapshots the server rendered, so the markup matches; then they catch up with the live actors.
   */
  hydrateFrom?: Environment;
}

/** What a toast's action does; the toast machine carries it without knowing it. */
export type ToastIntent = Extract<ViewModeEvent, { type: 'viewMode.revert' }>;

/** A toast whose texts are message keys, so it can be translated when shown. */
export interface AppToast extends ToastContent {
  title: MessageKey;
  description?: MessageKey;
  action?: { label: MessageKey; altText: MessageKey; intent: ToastIntent };
}

const VIEW_MODE_MESSAGES: Record<ViewMode, MessageKey> = {
  auto: 'toast.viewMode.auto',
  mobile: 'toast.viewMode.mobile',
  desktop: 'toast.viewMode.desktop',
};

const isToastIntent = (intent: unknown): intent is ToastIntent =>
  typeof intent === 'object' &&
  intent !== null &&
  (intent as { type?: unknown }).type === 'viewMode.revert';

export const MENU_BUTTON_ID = 'side-bar-menu-button';
export const SIDE_BAR_ID = 'side-bar';

const focusById = (id: string) => () => document.getElementById(id)?.focus();
const focusFirstLink = () => document.querySelector<HTMLElement>(`#${SIDE_BAR_ID} a`)?.focus();

/**
 * The app's four long-lived actors, wired together once. Browser effects are provided here
 * (ARCHITECTURE E2); components only read snapshots and send events.
 */
export function createAppActors({
  environment,
  navigation,
  focus = { menuButton: focusById(MENU_BUTTON_ID), firstSideBarItem: focusFirstLink },
  inspect,
  clock,
  hydrateFrom,
}: AppActorsOptions) {
  const options = { inspect, ...(clock ? { clock } : {}) };
  let started = false;
  let storageFailureReported = false;

  const toast = createActor(
    toastMachine.provide({
      actions: {
        runToastAction: (_, { intent }) => {
          if (isToastIntent(intent)) viewMode.send(intent);
        },
      },
    }),
    options,
  );

  const showToast = (content: AppToast) => toast.send({ type: 'toast.show', toast: content });

  /** Save a preference; tell the visitor once if the browser refuses (not during start-up). */
  const persist = (key: string, value: string) => {
    if (writeStored(key, value) || !started || storageFailureReported) return;
    storageFailureReported = true;
    showToast({
      title: 'toast.storage.title',
      description: 'toast.storage.description',
      variant: 'destructive',
    });
  };

  const language = createActor(
    languageMachine.provide({
      actions: {
        persistLanguage: (_, { language }) => persist(STORAGE_KEYS.language, language),
        applyDocumentLanguage: (_, { language }) => applyDocumentLanguage(language),
        navigateToTwin: (_, { language, replace }) =>
          navigation.navigate(twinPath(navigation.currentPath(), language), { replace }),
      },
    }),
    { ...options, input: environment.language },
  );

  const viewMode = createActor(
    viewModeMachine.provide({
      actions: {
        persistViewMode: (_, { mode }) => persist(STORAGE_KEYS.viewMode, mode),
        applyDocumentMarkers: ({ context }) => applyViewModeMarkers(context),
        announceViewModeChange: (_, { mode }) =>
          window.dispatchEvent(new CustomEvent(VIEW_MODE_CHANGED_EVENT, { detail: mode })),
        confirmViewModeChange: (_, { mode, previous }) =>
          showToast({
            title: 'toast.viewMode.title',
            description: VIEW_MODE_MESSAGES[mode],
            action: {
              label: 'toast.viewMode.undo',
              altText: 'toast.viewMode.undoAlt',
              intent: { type: 'viewMode.revert', mode: previous },
            },
          }),
        suspendTransitions: () => setResizing(true),
        restoreTransitions: () => setResizing(false),
      },
      actors: { viewportListener, measureViewport },
    }),
    { ...options, input: environment.viewMode },
  );

  const initialLayout = layoutOf(viewMode.getSnapshot().context);
  const sideBar = createActor(
    sideBarMachine.provide({
      actions: {
        focusMenuButton: () => focus.menuButton(),
        // The drawer is rendered in the same commit that opens it; focus it after paint.
        focusFirstItem: () => requestAnimationFrame(() => focus.firstSideBarItem()),
      },
      actors: { escapeKeyListener },
    }),
    { ...options, input: { layout: initialLayout } },
  );

  toast.start();
  language.start();
  viewMode.start();
  sideBar.start();

  // A change of effective layout resets the side bar.
  let layout = layoutOf(viewMode.getSnapshot().context);
  sideBar.send({ type: 'layout.changed', layout });
  viewMode.subscribe((snapshot) => {
    const next = layoutOf(snapshot.context);
    if (next === layout) return;
    layout = next;
    sideBar.send({ type: 'layout.changed', layout });
  });

  started = true;
  const live = { language, viewMode, sideBar, toast };
  return {
    ...live,
    showToast,
    /** For actors a component creates (the demo player): the same inspection and clock. */
    inspect,
    clock,
    hydration: hydrateFrom ? initialSnapshots(hydrateFrom) : currentSnapshots(live),
  };
}

type Snapshots = {
  language: SnapshotFrom<typeof languageMachine>;
  viewMode: SnapshotFrom<typeof viewModeMachine>;
  sideBar: SnapshotFrom<typeof sideBarMachine>;
  toast: SnapshotFrom<typeof toastMachine>;
};
export type HydrationSnapshots = { [K in keyof Snapshots]: () => Snapshots[K] };

/** The machines' initial snapshots for an environment, without running any effect. */
function initialSnapshots(environment: Environment): HydrationSnapshots {
  const viewMode = createActor(viewModeMachine, { input: environment.viewMode }).getSnapshot();
  const snapshots: Snapshots = {
    language: createActor(languageMachine, { input: environment.language }).getSnapshot(),
    viewMode,
    sideBar: createActor(sideBarMachine, {
      input: { layout: layoutOf(viewMode.context) },
    }).getSnapshot(),
    toast: createActor(toastMachine).getSnapshot(),
  };
  return {
    language: () => snapshots.language,
    viewMode: () => snapshots.viewMode,
    sideBar: () => snapshots.sideBar,
    toast: () => snapshots.toast,
  };
}

function currentSnapshots(live: { [K in keyof Snapshots]: { getSnapshot: () => Snapshots[K] } }) {
  return {
    language: () => live.language.getSnapshot(),
    viewMode: () => live.viewMode.getSnapshot(),
    sideBar: () => live.sideBar.getSnapshot(),
    toast: () => live.toast.getSnapshot(),
  };
}

/**
 * Actors for prerendering: never started, so no effect runs and no browser global is touched.
 * Views read their initial snapshots.
 */
export function createServerActors(environment: Environment): AppActors {
  const viewMode = createActor(viewModeMachine, { input: environment.viewMode });
  const toast = createActor(toastMachine);
  return {
    language: createActor(languageMachine, { input: environment.language }),
    viewMode,
    sideBar: createActor(sideBarMachine, {
      input: { layout: layoutOf(viewMode.getSnapshot().context) },
    }),
    toast,
    showToast: () => {},
    inspect: undefined,
    clock: undefined,
    hydration: initialSnapshots(environment),
  };
}

export type AppActors = ReturnType<typeof createAppActors>;
export type LanguageActor = AppActors['language'];
export type ViewModeActor = AppActors['viewMode'];
export type SideBarActor = AppActors['sideBar'];
export type ToastActor = AppActors['toast'];
