/**
 * The start-up machine's wiring (machines/start-up.machine.ts): its actor, with the browser's
 * actions, and the React provider the views read it through.
 *
 * An actor, not a reducer React applies (decision 020): React may apply an update more than once
 * (StrictMode, or a transition rebased on an urgent update), and an action like hydrating the
 * islands must run once. React keeps only what the views render from the actor's snapshot
 * (`StartUpView`), renewed in a transition.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { BaseLocationHook } from 'wouter';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { TOAST, type Language } from '../../machines/constants';
import {
  startUpMachine,
  type StartUpEvent,
  type StartUpInput,
} from '../../machines/start-up.machine';
import type { HydratedIslands } from '../islands/hydrate';
import type { AppActors } from '../state/actors';
import { SnapshotSourceContext, type SnapshotSource } from '../state/AppActorsProvider';
import { languageOfPath } from '../urls';
import { SIDE_BAR_ID } from '../config/element-ids';
import { takeEarlyInput, type EarlyInput } from '../platform/early-input';

export type StartUpActor = ActorRefFrom<typeof startUpMachine>;

interface StartUpOptions {
  actors: AppActors;
  /** Hydrates the islands inside the adopted content (src/islands/hydrate.tsx). */
  hydrateIslands: (content: Element) => HydratedIslands;
}

/** Replays a press or the notifications hotkey the boot script recorded before start-up. */
function replay(input: EarlyInput) {
  if (input.kind === 'press') {
    document.getElementById(input.id)?.click();
    return;
  }
  document.dispatchEvent(
    new KeyboardEvent('keydown', { code: TOAST.hotkey[0], key: TOAST.hotkey[0], bubbles: true }),
  );
}

/**
 * The start-up actor, started, with the browser's actions: it writes the phase and the
 * navigation on `<html>`, hydrates and disposes the islands, and, once live, replays what the
 * visitor did before (src/platform/early-input.ts) and expands a side bar the pointer already
 * rests on.
 */
export function createStartUp(
  input: StartUpInput,
  { actors, hydrateIslands }: StartUpOptions,
): StartUpActor {
  let islands: HydratedIslands | undefined;
  const root = document.documentElement;
  const machine = startUpMachine.provide({
    actions: {
      showPhase: (_, { phase }) => void (root.dataset.app = phase),
      showNavigation: (_, { navigation }) => void (root.dataset.navigation = navigation),
      markHydrated: () => void (root.dataset.hydrated = ''),
      hydrateIslands: ({ self }, { content }) => {
        islands = hydrateIslands(content);
        void islands.ready.then(() => self.send({ type: 'islands.ready' }));
      },
      disposeIslands: () => {
        islands?.dispose();
        islands = undefined;
      },
      replayEarlyInput: () => {
        takeEarlyInput().forEach(replay);
        // The pointer came to rest on the bar before its listeners were there.
        if (document.getElementById(SIDE_BAR_ID)?.matches(':hover')) {
          actors.sideBar.send({ type: 'sideBar.pointerEntered' });
        }
      },
    },
  });
  return createActor(machine, { input, inspect: actors.inspect }).start();
}

/** What the views render from the start-up machine's snapshot. */
export interface StartUpView {
  /** The views read the snapshots the page was prerendered with, or the live actors. */
  source: SnapshotSource;
  /** The prerendered page's path while its content is adopted, not rendered from its chunk. */
  adoptedPath?: string;
  /** The path the router holds while the prerendered page hydrates after an early Back. */
  heldPath?: string;
  /**
   * The language of the prerendered footer while it is still on the page: pages in that
   * language show it as it was sent; a page in the other language renders the footer's content.
   */
  footerAdoptedIn?: Language;
}

type Snapshot = SnapshotFrom<typeof startUpMachine>;

function viewOf(snapshot: Snapshot): StartUpView {
  const { loadedPath } = snapshot.context;
  return {
    source: snapshot.matches({ phase: 'adopting' }) ? 'prerendered' : 'live',
    adoptedPath:
      snapshot.matches({ route: 'onLoadedPage' }) || snapshot.matches({ route: 'returning' })
        ? loadedPath
        : undefined,
    heldPath: snapshot.matches({ route: 'returning' }) ? loadedPath : undefined,
    footerAdoptedIn: snapshot.matches({ footer: 'adopted' })
      ? languageOfPath(loadedPath)
      : undefined,
  };
}

const sameView = (a: StartUpView, b: StartUpView) =>
  (Object.keys(a) as Array<keyof StartUpView>).every((key) => a[key] === b[key]);

interface StartUpValue {
  view: StartUpView;
  send: (event: StartUpEvent) => void;
}

/** Without a start-up actor (the server, tests, island roots): live, nothing adopted. */
const StartUpContext = createContext<StartUpValue>({
  view: { source: 'live' },
  send: () => {},
});

/**
 * Gives the views the start-up actor's snapshot, as `StartUpView`, and the app's selector hooks
 * the snapshots to read (`SnapshotSourceContext`). A new view renders in a transition, which
 * React renders in slices (decision 015): catching up with the live actors is a render of the
 * whole chrome, too long for one task on a phone. Once the root has committed, this tells the
 * machine so.
 */
export function StartUpProvider({
  startUp,
  children,
}: {
  startUp: StartUpActor;
  children: ReactNode;
}) {
  // React's copy of the view, renewed in a transition whenever the machine's snapshot changes it.
  const [view, setView] = useState(() => viewOf(startUp.getSnapshot()));
  useEffect(() => {
    const follow = (snapshot: Snapshot) => {
      const next = viewOf(snapshot);
      startTransition(() => setView((current) => (sameView(current, next) ? current : next)));
    };
    const subscription = startUp.subscribe(follow);
    // The children's effects ran first: the page's content may have hydrated already.
    follow(startUp.getSnapshot());
    startUp.send({ type: 'root.committed' });
    return () => subscription.unsubscribe();
  }, [startUp]);
  const send = useMemo(() => startUp.send.bind(startUp), [startUp]);
  const value = useMemo(() => ({ view, send }), [view, send]);
  return (
    <StartUpContext.Provider value={value}>
      <SnapshotSourceContext.Provider value={view.source}>
        {children}
      </SnapshotSourceContext.Provider>
    </StartUpContext.Provider>
  );
}

export const useStartUpView = () => useContext(StartUpContext).view;
export const useStartUpSend = () => useContext(StartUpContext).send;

/**
 * Tells the machine of every change of the address, in the commit that makes it, before the
 * browser paints: `<html data-navigation>` says "loading" as soon as the address has changed.
 */
export function LocationReporter({ useLocationHook }: { useLocationHook: BaseLocationHook }) {
  const [path] = useLocationHook();
  const send = useStartUpSend();
  useLayoutEffect(() => send({ type: 'location.changed', path }), [path, send]);
  return null;
}
