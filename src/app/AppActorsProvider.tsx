import { createContext, useContext, type ReactNode } from 'react';
import type { Language, ViewMode } from '../../machines/constants';
import type { ToastEvent } from '../../machines/toast.machine';
import type { SideBarEvent } from '../../machines/side-bar.machine';
import { dictionaries, type Messages } from '../i18n';
import type { AppActors, AppSnapshots } from './actors';
import {
  sameModes,
  selectAvailableViewModes,
  selectDensity,
  selectLanguage,
  selectSideBarView,
  selectSwitcherVisible,
  selectToast,
  selectViewMode,
} from './selectors';
import { useActorSelector, type ReadableActor } from './useActorSelector';

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({
  actors,
  children,
}: {
  actors: AppActors;
  children: ReactNode;
}) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

function useAppActors(): AppActors {
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
  // The actors seen only as what a view reads, so that `readable[name]` keeps the named one's type.
  const readable: { [P in ActorName]: ReadableActor<AppSnapshots[P]> } = actors;
  return useActorSelector(readable[name], selector, actors.hydration?.[name], compare);
}

/** The development inspection observer (undefined in production), for actors views create. */
export const useInspect = () => useAppActors().inspect;

/** Named selector hooks: the only way views read machine state. */

export const useLanguage = () => useAppSelector('language', selectLanguage);
export const useMessages = (): Messages => dictionaries[useLanguage()];
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
export const useSelectViewMode = () => {
  const { viewMode } = useAppActors();
  return (mode: ViewMode) => viewMode.send({ type: 'viewMode.select', mode });
};

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
export const useToastSend = () => {
  const { toast } = useAppActors();
  return (event: ToastEvent) => toast.send(event);
};
