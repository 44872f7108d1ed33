/**
 * The navigation machine's wiring (machines/navigation.machine.ts): its actor, with the browser's
 * actions, and the React provider the router and the pages read it through. What they tell it is
 * in ./navigation-reports.
 *
 * An actor, as start-up's is (decision 020): hydrating the islands, or moving focus to a new page,
 * must run once, at the moment of its event. React keeps only what the views render from the
 * actor's snapshot (`NavigationView`), renewed in a transition.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Language } from '../../machines/constants';
import {
  navigationMachine,
  type NavigationEvent,
  type NavigationInput,
} from '../../machines/navigation.machine';
import type { HydratedIslands } from '../islands/hydrate';
import type { AppActors } from '../state/actors';
import { languageOfPath } from '../urls';
import { MAIN_CONTENT_ID, PAGE_CONTENT_ATTRIBUTE } from '../config/element-ids';
import { retryFailedLoads } from '../platform/loader';

export type NavigationActor = ActorRefFrom<typeof navigationMachine>;

interface NavigationOptions {
  actors: AppActors;
  /** Hydrates the islands inside the adopted content (src/islands/hydrate.tsx). */
  hydrateIslands: (content: Element) => HydratedIslands;
}

/** The adopted page's content: the one page content in the main content, marked so. */
const adoptedContent = () =>
  document.querySelector(`#${MAIN_CONTENT_ID} [${PAGE_CONTENT_ATTRIBUTE}]`);

/**
 * The navigation actor, started, with the browser's actions: it writes the navigation on
 * `<html>`, hydrates and disposes the adopted page's islands, and, once a client navigation has
 * settled, starts the new page at the top with focus on it and forgets what failed to load.
 */
export function createNavigation(
  input: NavigationInput,
  { actors, hydrateIslands }: NavigationOptions,
): NavigationActor {
  let islands: HydratedIslands | undefined;
  const root = document.documentElement;
  const machine = navigationMachine.provide({
    actions: {
      showNavigation: (_, { navigation }) => void (root.dataset.navigation = navigation),
      hydrateIslands: ({ self }) => {
        const content = adoptedContent();
        islands = content
          ? hydrateIslands(content)
          : { ready: Promise.resolve(), dispose: () => {} };
        void islands.ready.then(() => self.send({ type: 'islands.ready' }));
      },
      disposeIslands: () => {
        islands?.dispose();
        islands = undefined;
      },
      scrollToTop: () => window.scrollTo(0, 0),
      focusPage: () => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true }),
      retryFailedLoads,
    },
  });
  return createActor(machine, { input, inspect: actors.inspect }).start();
}

/** What the router and the pages render from the navigation machine's snapshot. */
export interface NavigationView {
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

type Snapshot = SnapshotFrom<typeof navigationMachine>;

function viewOf(snapshot: Snapshot): NavigationView {
  const { loadedPath } = snapshot.context;
  const returning = snapshot.matches({ route: 'returning' });
  return {
    adoptedPath: snapshot.matches({ route: 'onLoadedPage' }) || returning ? loadedPath : undefined,
    heldPath: returning ? loadedPath : undefined,
    footerAdoptedIn: snapshot.matches({ footer: 'adopted' })
      ? languageOfPath(loadedPath)
      : undefined,
  };
}

const sameView = (a: NavigationView, b: NavigationView) =>
  (Object.keys(a) as Array<keyof NavigationView>).every((key) => a[key] === b[key]);

interface NavigationValue {
  view: NavigationView;
  send: (event: NavigationEvent) => void;
}

/** Without a navigation actor (the server, tests, island roots): nothing adopted, nobody told. */
const NavigationViewContext = createContext<NavigationValue>({ view: {}, send: () => {} });

/**
 * Gives the router and the pages the navigation actor's snapshot, as `NavigationView`, and the
 * way to tell it what they did. A new view renders in a transition (decision 015).
 */
export function NavigationProvider({
  navigation,
  children,
}: {
  navigation: NavigationActor;
  children: ReactNode;
}) {
  // React's copy of the view, renewed in a transition whenever the machine's snapshot changes it.
  const [view, setView] = useState(() => viewOf(navigation.getSnapshot()));
  useEffect(() => {
    const follow = (snapshot: Snapshot) => {
      const next = viewOf(snapshot);
      startTransition(() => setView((current) => (sameView(current, next) ? current : next)));
    };
    const subscription = navigation.subscribe(follow);
    // The children's effects ran first: the page's content may have hydrated already.
    follow(navigation.getSnapshot());
    return () => subscription.unsubscribe();
  }, [navigation]);
  const send = useMemo(() => navigation.send.bind(navigation), [navigation]);
  const value = useMemo(() => ({ view, send }), [view, send]);
  return <NavigationViewContext.Provider value={value}>{children}</NavigationViewContext.Provider>;
}

export const useNavigationView = () => useContext(NavigationViewContext).view;
export const useNavigationSend = () => useContext(NavigationViewContext).send;
