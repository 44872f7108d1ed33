import {
  createActor,
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
  type InspectionEvent,
  type Observer,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { STORAGE_KEYS, VIEW_MODE_CHANGED_EVENT } from '../../machines/constants';
import { languageMachine } from '../../machines/language.machine';
import { sideBarMachine } from '../../machines/side-bar.machine';
import type { toastMachine, ToastContent } from '../../machines/toast.machine';
import { viewModeMachine } from '../../machines/view-mode.machine';
import type { ToastMessageKey } from '../i18n';
import { twinPath } from '../urls';
import { applyViewModeMarkers, setResizing } from '../platform/document';
import { inspectLoaders } from '../platform/loader';
import type { Environment } from '../platform/environment';
import type { ActorTravel } from './actor-travel';
import { MENU_BUTTON_ID, SIDE_BAR_ID } from '../config/element-ids';
import { escapeKeyListener, measureViewport, viewportListener } from '../platform/listeners';
import { writeStored } from '../platform/storage';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Navigation {
  currentPath: () => string;
  navigate: (to: string, options: { replace: boolean }) => void;
}

export interface AppActorsOptions {
  environment: Environment;
  navigation: Navigation;
  /** Focus targets for the side bar (looked up by id so views stay free of refs). */
  focus?: {
    menuButton: () => void;
    firstSideBarItem: () => void;
  };
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The machines' timers (tests pass a `SimulatedClock`); the browser's by default. */
  clock?: Clock;
  /**
   * The snapshots the page was prerendered with (`prerenderedSnapshots`). While React hydrates,
   * views read them, so the markup matches the server's; then they catch up with the live actors.
   */
  hydration?: AppSnapshots;
  /**
   * Development only: a persisted snapshot of the root to resume from (the inspector's time
   * travel, src/dev/bridge.ts). The machines start where it was taken and run no action to get
   * there; the facts in `environment` are not read again. Production builds drop it.
   */
  snapshot?: Snapshot<unknown>;
}

/** A toast the app shows itself, whose texts are message keys, so it is translated when shown. */
interface AppToast extends ToastContent {
  title: ToastMessageKey;
  description?: ToastMessageKey;
}

/** The snapshot of each long-lived actor, by its name in the system. */
export interface AppSnapshots {
  language: SnapshotFrom<typeof languageMachine>;
  viewMode: SnapshotFrom<typeof viewModeMachine>;
  sideBar: SnapshotFrom<typeof sideBarMachine>;
  toast: SnapshotFrom<typeof toastMachine>;
}

export interface AppActors {
  /** The root of the one actor system; stopping it stops every actor in it. */
  root: ActorRefFrom<typeof appMachine>;
  language: ActorRefFrom<typeof languageMachine>;
  viewMode: ActorRefFrom<typeof viewModeMachine>;
  sideBar: ActorRefFrom<typeof sideBarMachine>;
  toast: ActorRefFrom<typeof toastMachine>;
  /** Show a toast whose texts are message keys (page-local actors use it for their outcomes). */
  showToast: (toast: AppToast) => void;
  /** For actors a component creates (the demo player): the same inspection and clock. */
  inspect: AppActorsOptions['inspect'];
  /**
   * Development only (src/dev/travel-app.tsx adds it): how time travel restores the actors the
   * islands make (src/state/useIslandActorRef.ts), so a tab travels back as a whole.
   */
  travel?: ActorTravel;
  clock: Clock | undefined;
  /** What a prerendered page was rendered with: views read it while React hydrates. */
  hydration: AppSnapshots | undefined;
}

const focusById = (id: string) => () => document.getElementById(id)?.focus();
/** The drawer's first page item (Home), past the company's mark that heads it. */
const focusFirstLink = () => document.querySelector<HTMLElement>(`#${SIDE_BAR_ID} li a`)?.focus();

/** The four long-lived actors the root machine started, by their names in the system. */
function childrenOf(root: ActorRefFrom<typeof appMachine>) {
  const { language, viewMode, sideBar, toast } = root.getSnapshot().children;
  if (!language || !viewMode || !sideBar || !toast) {
    throw new Error('The app machine did not start its actors');
  }
  return { language, viewMode, sideBar, toast };
}

/**
 * The app's one actor system, started. The machines talk to each other in their statecharts
 * (`machines/app.machine.ts`); this module only hands in the browser effects (ARCHITECTURE E2),
 * and components only read snapshots and send events.
 */
export function createAppActors({
  environment,
  navigation,
  focus = {
    menuButton: focusById(MENU_BUTTON_ID),
    firstSideBarItem: focusFirstLink,
  },
  inspect,
  clock,
  hydration,
  snapshot,
}: AppActorsOptions): AppActors {
  let started = false;
  let storageFailureReported = false;
  // The chunk loaders' actors, made on first use outside this system, report to the same observer.
  if (import.meta.env.DEV && inspect) inspectLoaders(inspect);

  const showToast = (content: AppToast) =>
    root.getSnapshot().children.toast?.send({ type: 'toast.show', toast: content });

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

  const machine = appMachine.provide({
    actors: {
      language: languageMachine.provide({
        actions: {
          persistLanguage: (_, { language }) => persist(STORAGE_KEYS.language, language),
          navigateToTwin: (_, { language, replace }) =>
            navigation.navigate(twinPath(navigation.currentPath(), language), { replace }),
        },
      }),
      viewMode: viewModeMachine.provide({
        actions: {
          persistViewMode: ({ context }) => persist(STORAGE_KEYS.viewMode, context.mode),
          applyDocumentMarkers: ({ context }) => applyViewModeMarkers(context),
          announceViewModeChange: ({ context }) =>
            window.dispatchEvent(
              new CustomEvent(VIEW_MODE_CHANGED_EVENT, { detail: context.mode }),
            ),
          suspendTransitions: () => setResizing(true),
          restoreTransitions: () => setResizing(false),
        },
        actors: { viewportListener, measureViewport },
      }),
      sideBar: sideBarMachine.provide({
        actions: {
          focusMenuButton: () => focus.menuButton(),
          // The drawer is rendered in the same commit that opens it; focus it after paint.
          focusFirstItem: () => requestAnimationFrame(() => focus.firstSideBarItem()),
        },
        actors: { escapeKeyListener },
      }),
    },
  });

  const root = createActor(machine, {
    input: environment,
    inspect,
    ...(clock && { clock }),
    ...(import.meta.env.DEV && snapshot && { snapshot }),
  });
  root.start();
  started = true;

  return {
    root,
    ...childrenOf(root),
    showToast,
    inspect,
    clock,
    hydration,
  };
}

/**
 * The machines' initial snapshots for an environment, from a system that is never started: what
 * the prerenderer rendered with, given the environment it assumed (`serverEnvironment`).
 */
export function prerenderedSnapshots(environment: Environment): AppSnapshots {
  const children = childrenOf(createActor(appMachine, { input: environment }));
  return {
    language: children.language.getSnapshot(),
    viewMode: children.viewMode.getSnapshot(),
    sideBar: children.sideBar.getSnapshot(),
    toast: children.toast.getSnapshot(),
  };
}

/**
 * Actors for prerendering: never started, so no effect runs and no browser global is touched.
 * Views read their initial snapshots.
 */
export function createServerActors(environment: Environment): AppActors {
  const root = createActor(appMachine, { input: environment });
  return {
    root,
    ...childrenOf(root),
    showToast: () => {},
    inspect: undefined,
    clock: undefined,
    hydration: prerenderedSnapshots(environment),
  };
}
