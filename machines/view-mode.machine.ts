import { assertEvent, assign, enqueueActions, fromCallback, setup } from 'xstate';
import { decideViewMode } from './boot-decisions';
import { DELAYS, type Layout, type ViewMode } from './constants';
import { describeDevice, resolveLayout, type DeviceFacts, type DeviceInfo } from './device';
import type { SideBarEvent } from './side-bar.machine';
import { SYSTEM_IDS, tell } from './system';
import type { ToastEvent } from './toast.machine';

export interface ViewModeInput extends DeviceFacts {
  /** Raw value read from storage under `viewMode`; only `mobile` and `desktop` are used directly. */
  storedViewMode: unknown;
  viewportWidth: number;
}

export interface ViewModeContext {
  mode: ViewMode;
  /** The mode before the visitor's last choice, so a confirmation can offer to undo it. */
  previousMode: ViewMode | null;
  device: DeviceInfo;
  viewportWidth: number;
}

export type ViewModeEvent =
  | { type: 'viewMode.select'; mode: ViewMode }
  | { type: 'viewMode.revert'; mode: ViewMode }
  | { type: 'viewport.resized' }
  | { type: 'viewport.orientationChanged' }
  | { type: 'viewport.measured'; width: number };

/** The layout in force: what `auto` resolves to at the current width, or the chosen mode. */
export const layoutOf = (context: Pick<ViewModeContext, 'mode' | 'viewportWidth'>): Layout =>
  resolveLayout(context.mode, context.viewportWidth);

/**
 * SPEC §2: the view-mode switcher shows but on a computer (not a mobile device) in auto mode
 * showing the desktop layout. In the terms of `<html>`'s view-mode markers, which say the same.
 */
export const showsSwitcher = (view: { layout: Layout; mode: ViewMode; isMobileDevice: boolean }) =>
  !(view.layout === 'desktop' && view.mode === 'auto' && !view.isMobileDevice);

/** Where the machine starts: the boot decision (`decideViewMode`, the boot script's too), read once. */
const startContext = (input: ViewModeInput): ViewModeContext => {
  const device = describeDevice(input);
  const { mode } = decideViewMode(device, () => input.storedViewMode);
  return { mode, previousMode: null, device, viewportWidth: input.viewportWidth };
};

/** The layout the app starts in, before the machine runs: what the side bar starts from. */
export const startLayout = (input: ViewModeInput): Layout => layoutOf(startContext(input));

/** The toast that confirms a choice of `mode` (message keys): its Undo goes back to `previous`. */
const confirmation = (mode: ViewMode, previous: ViewMode): ToastEvent => {
  const event: ViewModeEvent = { type: 'viewMode.revert', mode: previous };
  const undo = { label: 'toast.viewMode.undo', altText: 'toast.viewMode.undoAlt', event };
  const toast = { title: 'toast.viewMode.title', description: `toast.viewMode.${mode}` };
  return { type: 'toast.show', toast: { ...toast, action: { ...undo, to: SYSTEM_IDS.viewMode } } };
};

const { resizeDebounce, orientationSettle, layoutResizeBlock } = DELAYS;

export const viewModeMachine = setup({
  types: {
    input: {} as ViewModeInput,
    context: {} as ViewModeContext,
    events: {} as ViewModeEvent,
  },
  actions: {
    /** Save the mode in force under `viewMode`. */
    persistViewMode: () => {},
    /** Put the view-mode, layout, density, mobile, iOS and modern-iPhone markers on `<html>` and `<body>`. */
    applyDocumentMarkers: () => {},
    /** Dispatch the `viewModeChanged` CustomEvent with the mode in force as its detail. */
    announceViewModeChange: () => {},
    /** Tell the visitor the view changed, offering to undo it: a toast from the toast actor. */
    confirmViewModeChange: enqueueActions(({ context: { mode, previousMode }, ...args }) => {
      if (previousMode) tell(args, SYSTEM_IDS.toast, confirmation(mode, previousMode));
    }),
    /** Tell the side bar the layout in force: it resets when the layout changes. */
    reportLayout: enqueueActions(({ context, ...args }) => {
      const report: SideBarEvent = { type: 'layout.changed', layout: layoutOf(context) };
      tell(args, SYSTEM_IDS.sideBar, report);
    }),
    /** Suspend CSS transitions while the window is being resized. */
    suspendTransitions: () => {},
    restoreTransitions: () => {},
    /** The mode chosen is in force; the one before it is kept for the confirmation's Undo. */
    choose: assign(({ context, event }) => {
      assertEvent(event, 'viewMode.select');
      return { mode: event.mode, previousMode: context.mode };
    }),
    /** The mode the Undo goes back to is in force. */
    revert: assign(({ event }) => {
      assertEvent(event, 'viewMode.revert');
      return { mode: event.mode };
    }),
    rememberViewportWidth: assign(({ event }) => {
      assertEvent(event, 'viewport.measured');
      return { viewportWidth: event.width };
    }),
  },
  actors: {
    /** Reports `viewport.resized` and `viewport.orientationChanged` from the window. */
    viewportListener: fromCallback<ViewModeEvent>(() => {}),
    /** Reads the viewport width once and reports it as `viewport.measured`. */
    measureViewport: fromCallback<ViewModeEvent>(() => {}),
  },
  guards: {
    isMode: ({ context }, { mode }: { mode: ViewMode }) => context.mode === mode,
    /** Another mode than the one in force, one the device may have: a mobile one is mobile (SPEC §4). */
    mayChoose: ({ context }, { mode }: { mode: ViewMode }) =>
      mode !== context.mode && (mode === 'mobile' || !context.device.isMobile),
  },
  delays: { resizeDebounce, orientationSettle, layoutResizeBlock },
}).createMachine({
  id: 'viewMode',
  description: 'Which layout shows: auto follows the width; mobile and desktop are forced.',
  type: 'parallel',
  context: ({ input }) => startContext(input),
  invoke: { src: 'viewportListener' },
  states: {
    mode: {
      initial: 'applying',
      on: {
        'viewMode.select': {
          guard: { type: 'mayChoose', params: ({ event }) => ({ mode: event.mode }) },
          target: '.applying',
          actions: ['choose', 'announceViewModeChange', 'confirmViewModeChange', 'reportLayout'],
          description: 'A choice in the switcher, confirmed by a toast that can undo it.',
        },
        'viewMode.revert': {
          guard: { type: 'mayChoose', params: ({ event }) => ({ mode: event.mode }) },
          target: '.applying',
          actions: ['revert', 'announceViewModeChange', 'reportLayout'],
          description: 'The toast’s Undo: back to the mode before the last choice.',
        },
      },
      states: {
        applying: {
          description: 'The boot decision at start-up, then each choice, is stored and shown.',
          entry: ['persistViewMode', 'applyDocumentMarkers'],
          always: [
            { guard: { type: 'isMode', params: { mode: 'auto' } }, target: 'auto' },
            { guard: { type: 'isMode', params: { mode: 'mobile' } }, target: 'mobile' },
            { target: 'desktop' },
          ],
        },
        auto: { description: 'Mobile layout up to 767 px wide, desktop layout above.' },
        mobile: { description: 'Mobile layout whatever the width.' },
        desktop: { description: 'Desktop layout whatever the width.' },
      },
    },
    viewport: {
      description: 'The width is measured 250 ms after resizing stops, 300 ms after a turn.',
      initial: 'steady',
      states: {
        steady: {
          on: { 'viewport.resized': 'resizing', 'viewport.orientationChanged': 'orienting' },
        },
        resizing: {
          description: 'Each resize restarts the debounce.',
          after: { resizeDebounce: 'measuring' },
          on: {
            'viewport.resized': { target: 'resizing', reenter: true },
            'viewport.orientationChanged': 'orienting',
          },
        },
        orienting: {
          description: 'Wait for the rotated viewport to settle.',
          after: { orientationSettle: 'measuring' },
          on: {
            'viewport.orientationChanged': { target: 'orienting', reenter: true },
            'viewport.resized': 'resizing',
          },
        },
        measuring: {
          invoke: { src: 'measureViewport' },
          on: {
            'viewport.measured': {
              target: 'steady',
              actions: ['rememberViewportWidth', 'applyDocumentMarkers', 'reportLayout'],
            },
          },
        },
      },
    },
    transitions: {
      description: 'The layout resize block: CSS transitions are off while the window is resized.',
      initial: 'enabled',
      states: {
        enabled: { on: { 'viewport.resized': 'suspended' } },
        suspended: {
          tags: ['resizing'],
          entry: 'suspendTransitions',
          exit: 'restoreTransitions',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Each resize restarts the block.',
              after: { layoutResizeBlock: '#viewMode.transitions.enabled' },
              on: { 'viewport.resized': { target: 'waiting', reenter: true } },
            },
          },
        },
      },
    },
  },
});
