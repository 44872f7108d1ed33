import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { Language, ViewMode } from '../../machines/constants';
import type { ToastEvent } from '../../machines/toast.machine';
import type { SideBarEvent } from '../../machines/side-bar.machine';
import { dictionaries, type Messages } from '../i18n';
import type { AppActors } from './actors';
import {
  sameModes,
  selectAvailableViewModes,
  selectDensity,
  selectIsMobileDevice,
  selectLanguage,
  selectLayout,
  selectSideBarView,
  selectSwitcherVisible,
  selectToast,
  selectViewMode,
} from './selectors';

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

/** Named selector hooks: the only way views read machine state. */

export const useLanguage = () => useSelector(useAppActors().language, selectLanguage);
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

export const useViewMode = () => useSelector(useAppActors().viewMode, selectViewMode);
export const useLayout = () => useSelector(useAppActors().viewMode, selectLayout);
export const useDensity = () => useSelector(useAppActors().viewMode, selectDensity);
export const useIsMobileDevice = () => useSelector(useAppActors().viewMode, selectIsMobileDevice);
export const useSwitcherVisible = () => useSelector(useAppActors().viewMode, selectSwitcherVisible);
export const useAvailableViewModes = () =>
  useSelector(useAppActors().viewMode, selectAvailableViewModes, sameModes);
export const useSelectViewMode = () => {
  const { viewMode } = useAppActors();
  return (mode: ViewMode) => viewMode.send({ type: 'viewMode.select', mode });
};

export const useSideBarView = () => useSelector(useAppActors().sideBar, selectSideBarView);
export const useSideBarSend = () => {
  const { sideBar } = useAppActors();
  return (event: SideBarEvent) => sideBar.send(event);
};

export const useToast = () => useSelector(useAppActors().toast, selectToast);
export const useToastSend = () => {
  const { toast } = useAppActors();
  return (event: ToastEvent) => toast.send(event);
};
