import type { SnapshotFrom } from 'xstate';
import { VIEW_MODES, type ViewMode } from '../../machines/constants';
import { densityOf } from '../../machines/device';
import type { sideBarMachine } from '../../machines/side-bar.machine';
import type { toastMachine } from '../../machines/toast.machine';
import { layoutOf, showsSwitcher, type viewModeMachine } from '../../machines/view-mode.machine';

/** Selectors live outside components (STYLE §7) so views never see whole snapshots. */

type ViewModeSnapshot = SnapshotFrom<typeof viewModeMachine>;
type SideBarSnapshot = SnapshotFrom<typeof sideBarMachine>;
type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export const selectViewMode = (snapshot: ViewModeSnapshot) => snapshot.context.mode;
export const selectDensity = (snapshot: ViewModeSnapshot) => densityOf(snapshot.context.device);
export const selectSwitcherVisible = ({ context }: ViewModeSnapshot) =>
  showsSwitcher({
    layout: layoutOf(context),
    mode: context.mode,
    isMobileDevice: context.device.isMobile,
  });
/**
 * Modes the visitor may pick (a mobile device may only be mobile): the one in force, and those the
 * machine would take (STYLE §8: ask the machine).
 */
export const selectAvailableViewModes = (snapshot: ViewModeSnapshot): ViewMode[] =>
  VIEW_MODES.filter(
    (mode) => mode === snapshot.context.mode || snapshot.can({ type: 'viewMode.select', mode }),
  );
export const sameModes = (a: readonly ViewMode[], b: readonly ViewMode[]) => a.join() === b.join();

export type SideBarView = 'collapsed' | 'expanded' | 'closed' | 'open';
export const selectSideBarView = (snapshot: SideBarSnapshot): SideBarView => {
  if (snapshot.matches({ desktop: 'expanded' })) return 'expanded';
  if (snapshot.matches({ mobile: 'open' })) return 'open';
  if (snapshot.matches({ mobile: 'closed' })) return 'closed';
  return 'collapsed';
};

export const selectToast = (snapshot: ToastSnapshot) => snapshot.context.toast;
