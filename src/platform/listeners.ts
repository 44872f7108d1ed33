import { fromCallback } from 'xstate';
import type { SideBarEvent } from '../../machines/side-bar.machine';
import type { ViewModeSwitcherEvent } from '../../machines/view-mode-switcher.machine';
import type { ViewModeEvent } from '../../machines/view-mode.machine';
import { VIEW_MODE_SWITCHER_ID } from '../config/element-ids';

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

/** Escape, or a press anywhere outside it, closes the open view-mode switcher. */
export const switcherDismissal = fromCallback<ViewModeSwitcherEvent>(({ sendBack }) => {
  const close = () => sendBack({ type: 'switcher.close' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const onPointerDown = (event: PointerEvent) => {
    const switcher = document.getElementById(VIEW_MODE_SWITCHER_ID);
    if (!switcher?.contains(event.target as Node)) close();
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onPointerDown);
  };
});

/**
 * `switcher.painted` once the frame that answers the press has been painted: a task queued from
 * that frame's animation callback runs after its paint, so what the choice changes (a new layout
 * for the whole page) is drawn in the frame after, and the press is answered at once. Nothing to
 * stop: the switcher leaves the state that waits for it only on this event.
 */
export const framePainted = fromCallback<ViewModeSwitcherEvent>(({ sendBack }) => {
  requestAnimationFrame(() => setTimeout(sendBack, 0, { type: 'switcher.painted' }));
});
