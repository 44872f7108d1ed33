import { fromCallback } from 'xstate';
import type { SideBarEvent } from '../../machines/side-bar.machine';
import type { ViewModeEvent } from '../../machines/view-mode.machine';

/** Window resize and orientation changes, as `viewport.*` events. */
export const viewportListener = fromCallback<ViewModeEvent>(({ sendBack }) => {
  const onResize = () => sendBack({ type: 'viewport.resized' });
  const onOrientation = () => sendBack({ type: 'viewport.orientationChanged' });
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onOrientation);
  screen.orientation?.addEventListener('change', onOrientation);
  return () => {
    window.removeEventListener('resize', onResize);
    window.removeEventListener('orientationchange', onOrientation);
    screen.orientation?.removeEventListener('change', onOrientation);
  };
});

export const measureViewport = fromCallback<ViewModeEvent>(({ sendBack }) => {
  sendBack({ type: 'viewport.measured', width: window.innerWidth });
});

/** Escape closes the mobile drawer. */
export const escapeKeyListener = fromCallback<SideBarEvent>(({ sendBack }) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') sendBack({ type: 'sideBar.close' });
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
});
