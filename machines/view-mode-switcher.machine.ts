import { assertEvent, assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { ViewMode } from './constants';
import { SYSTEM_IDS, tell } from './system';
import type { ViewModeEvent } from './view-mode.machine';

export type ViewModeSwitcherEvent =
  | { type: 'switcher.toggle' }
  | { type: 'switcher.close' }
  | { type: 'switcher.choose'; mode: ViewMode }
  | { type: 'switcher.painted' };

export interface ViewModeSwitcherContext {
  /** The choice being passed on to the view mode, between the press and the frame after it. */
  choice: ViewMode | null;
}

/**
 * The view-mode switcher at the bottom right: a menu button (WAI-ARIA APG) whose three choices
 * are the view modes. It only opens, closes and passes a choice on to the view mode, through the
 * actor system; which choices a device may take, and what a choice changes, is the view mode's.
 */
export const viewModeSwitcherMachine = setup({
  types: { context: {} as ViewModeSwitcherContext, events: {} as ViewModeSwitcherEvent },
  actions: {
    /** Move focus to the checked choice of the switcher that has just opened. */
    focusCheckedChoice: () => {},
    /** Give focus back to the switcher's button, if it was inside the closing switcher. */
    focusSwitcherButton: () => {},
    /** Keep the mode chosen until it is passed on. */
    rememberChoice: assign(({ event }) => {
      assertEvent(event, 'switcher.choose');
      return { choice: event.mode };
    }),
    /** Ask the view mode for the mode chosen (it ignores a choice this device may not take). */
    chooseViewMode: enqueueActions(({ context: { choice }, enqueue, ...args }) => {
      if (!choice) return;
      const select: ViewModeEvent = { type: 'viewMode.select', mode: choice };
      tell({ enqueue, ...args }, SYSTEM_IDS.viewMode, select);
      enqueue.assign({ choice: null });
    }),
  },
  actors: {
    /** Reports `switcher.close` on Escape, or a press outside the open switcher. */
    switcherDismissal: fromCallback<ViewModeSwitcherEvent>(() => {}),
    /** Reports `switcher.painted` once the frame that shows the switcher closed is painted. */
    framePainted: fromCallback<ViewModeSwitcherEvent>(({ sendBack }) =>
      sendBack({ type: 'switcher.painted' }),
    ),
  },
}).createMachine({
  id: 'viewModeSwitcher',
  description:
    'The switcher at the bottom right: one small button showing the mode, which opens to the three choices.',
  context: { choice: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the button shows.',
      on: { 'switcher.toggle': 'open' },
    },
    open: {
      description: 'The three choices show above the button, focus on the checked one.',
      entry: 'focusCheckedChoice',
      exit: 'focusSwitcherButton',
      invoke: { src: 'switcherDismissal' },
      on: {
        'switcher.toggle': 'closed',
        'switcher.close': {
          target: 'closed',
          description: 'Escape, or a press outside the switcher.',
        },
        'switcher.choose': {
          target: 'passingOn',
          actions: 'rememberChoice',
          description: 'A choice closes the switcher, whether or not the mode changes.',
        },
      },
    },
    passingOn: {
      description:
        'Closed: the press is answered in this frame. The choice goes to the view mode once the frame is painted, so a new layout is drawn in a frame of its own.',
      invoke: { src: 'framePainted' },
      on: { 'switcher.painted': { target: 'closed', actions: 'chooseViewMode' } },
    },
  },
});
