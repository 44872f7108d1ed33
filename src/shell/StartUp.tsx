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
import type { StartUpEvent } from '../../machines/start-up.machine';
import type { StartUp } from './start-up';

/** What the views render from the start-up machine's snapshot. */
export interface StartUpView {
  /** The views read the snapshots the page was prerendered with, or the live actors. */
  source: 'prerendered' | 'live';
  /** The prerendered page's path while its content is adopted, not rendered from its chunk. */
  adoptedPath: string | undefined;
  /** The path the router holds while the prerendered page hydrates after an early Back. */
  heldPath: string | undefined;
}

type Snapshot = ReturnType<StartUp['getSnapshot']>;

function viewOf(snapshot: Snapshot): StartUpView {
  const { loadedPath } = snapshot.context;
  return {
    source: snapshot.matches({ phase: 'adopting' }) ? 'prerendered' : 'live',
    adoptedPath:
      snapshot.matches({ route: 'onLoadedPage' }) || snapshot.matches({ route: 'returning' })
        ? loadedPath
        : undefined,
    heldPath: snapshot.matches({ route: 'returning' }) ? loadedPath : undefined,
  };
}

const sameView = (a: StartUpView, b: StartUpView) =>
  a.source === b.source && a.adoptedPath === b.adoptedPath && a.heldPath === b.heldPath;

interface StartUpValue {
  view: StartUpView;
  send: (event: StartUpEvent) => void;
}

/** Without a start-up (the server, tests, island roots): live, nothing adopted. */
const StartUpContext = createContext<StartUpValue>({
  view: { source: 'live', adoptedPath: undefined, heldPath: undefined },
  send: () => {},
});

/**
 * Gives the views the start-up machine's snapshot, as `StartUpView`. A new view renders in a
 * transition, which React renders in slices (decision 015): catching up with the live actors is
 * a render of the whole chrome, too long for one task on a phone. Once the root has committed,
 * this tells the machine so.
 */
export function StartUpProvider({ startUp, children }: { startUp: StartUp; children: ReactNode }) {
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
  return <StartUpContext.Provider value={value}>{children}</StartUpContext.Provider>;
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
