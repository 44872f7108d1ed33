/**
 * The browser effects of the view-mode switcher's machine, which only its view's chunk imports
 * (src/state/useViewModeSwitcher.ts): they load with the switcher, not with the first page.
 */
import { fromCallback } from 'xstate';
import type { ViewModeSwitcherEvent } from '../../machines/view-mode-switcher.machine';
import { VIEW_MODE_SWITCHER_ID } from '../config/element-ids';

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
 * for the whole page) is drawn in the frame after, and the press is answered at once.
 */
export const framePainted = fromCallback<ViewModeSwitcherEvent>(({ sendBack }) => {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(() => sendBack({ type: 'switcher.painted' }));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
});
