import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import type { ToastEvent } from '../../machines/toast.machine';
import type { SideBarEvent } from '../../machines/side-bar.machine';
import { useLocation } from 'wouter';
import type { ChromeMessages } from '../i18n';
import { useMessagesOf } from '../i18n/messages';
import { languageOfPath } from '../urls';
import type { AppActors, AppSnapshots } from './actors';
import {
  sameModes,
  selectAvailableViewModes,
  selectDensity,
  selectSideBarView,
  selectSwitcherVisible,
  selectToast,
  selectViewMode,
} from './selectors';
import { useActorSelector, type ReadableActor } from './useActorSelector';

/**
 * Which snapshots the views read: those the page was prerendered with (`actors.hydration`), or
 * the live actors'. While the app root hydrates a prerendered page (`adopting` in the
 * start-up machine), the shell provides `prerendered`, so the markup matches the server's; then
 * `live`, and the views catch up with the live actors in a transition, which React renders in
 * slices (src/shell/start-up.tsx). Without a provider (island roots, tests): `live`.
 */
export type SnapshotSource = 'prerendered' | 'live';
export const SnapshotSourceContext = createContext<SnapshotSource>('live');

const AppActorsContext = createContext<AppActors | null>(null);

/** The app's actors, for the views' selector hooks below. */
export function AppActorsProvider({
  actors,
  children,
}: {
  actors: AppActors;
  children: ReactNode;
}) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('AppActorsProvider is missing above this component');
  return actors;
}

type ActorName = keyof AppSnapshots;

/** Reads one of the app's actors through a selector, with the prerendered snapshot for hydration. */
function useAppSelector<K extends ActorName, T>(
  name: K,
  selector: (snapshot: AppSnapshots[K]) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const actors = useAppActors();
  const prerendered = actors.hydration?.[name];
  const source = useContext(SnapshotSourceContext);
  // The actors seen only as what a view reads, so that `readable[name]` keeps the named one's type.
  const live: { [P in ActorName]: ReadableActor<AppSnapshots[P]> } = actors;
  const readable = source === 'prerendered' && prerendered ? unchanging(prerendered) : live[name];
  return useActorSelector(readable, selector, prerendered, compare);
}

const unchangingActors = new WeakMap<object, ReadableActor<unknown>>();
const NO_SUBSCRIPTION = { unsubscribe: () => {} };

/** A snapshot seen as an actor that never changes (one per snapshot, so hooks see it as stable). */
function unchanging<TSnapshot extends object>(snapshot: TSnapshot): ReadableActor<TSnapshot> {
  let actor = unchangingActors.get(snapshot);
  if (!actor) {
    actor = { getSnapshot: () => snapshot, subscribe: () => NO_SUBSCRIPTION };
    unchangingActors.set(snapshot, actor);
  }
  return actor as ReadableActor<TSnapshot>;
}

/** The development inspection observer (undefined in production), for actors views create. */
export const useInspect = () => useAppActors().inspect;

/** Named selector hooks: the only way views read machine state. */

/**
 * The page's language is its route's (`/he/…` is Hebrew): the URL is the one truth of what is
 * shown. The language machine keeps the visitor's preference and the toggle.
 */
export const useLanguage = (): Language => languageOfPath(useLocation()[0]);
/** The chrome's dictionary; a view suspends while a language's dictionary first loads. */
export const useMessages = (): ChromeMessages => useMessagesOf(useLanguage());
export const useToggleLanguage = () => {
  const { language } = useAppActors();
  return () => language.send({ type: 'language.toggle' });
};
/** The router reports the language of the URL the visitor is on (STYLE §9). */
export const useReportUrlLanguage = () => {
  const { language } = useAppActors();
  return (urlLanguage: Language) => language.send({ type: 'url.changed', language: urlLanguage });
};

export const useViewMode = () => useAppSelector('viewMode', selectViewMode);
export const useDensity = () => useAppSelector('viewMode', selectDensity);
export const useSwitcherVisible = () => useAppSelector('viewMode', selectSwitcherVisible);
export const useAvailableViewModes = () =>
  useAppSelector('viewMode', selectAvailableViewModes, sameModes);

export const useSideBarView = () => useAppSelector('sideBar', selectSideBarView);
export const useSideBarSend = () => {
  const { sideBar } = useAppActors();
  return (event: SideBarEvent) => sideBar.send(event);
};

/** The clock the app's machines run on: the browser's, or the one a test passes. */
export const useActorClock = () => useAppActors().clock;

export const useToast = () => useAppSelector('toast', selectToast);
/** Show a toast whose texts are message keys (page-local actors use it for their outcomes). */
export const useShowToast = () => useAppActors().showToast;
/** The toast actor's `send`, the same function on every render (XState binds it to its actor). */
export const useToastSend = (): ((event: ToastEvent) => void) => useAppActors().toast.send;
