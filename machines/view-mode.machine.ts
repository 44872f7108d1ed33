import {
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  setup,
  type AnyEventObject,
} from 'xstate';
import { DELAYS, type Layout, type ViewMode } from './constants';
import { describeDevice, resolveLayout, type DeviceFacts, type DeviceInfo } from './device';
import type { SideBarEvent } from './side-bar.machine';
import { decideViewMode } from './boot-decisions';
import { actorInSystem, SYSTEM_IDS, type SystemId } from './system';
import type { ToastContent, ToastEvent } from './toast.machine';

export interface ViewModeInput extends DeviceFacts {
  /** Raw value read from storage under `viewMode`; only `mobile` and `desktop` are used directly. */
  storedViewMode: unknown;
  viewportWidth: number;
}

export interface ViewModeContext {
  mode: ViewMode;
  /** The mode before the visitor's last choice, so a confirmation can offer to undo it. */
  previousMode: ViewMode | null;
  storedViewMode: 'mobile' | 'desktop' | null;
  device: DeviceInfo;
  viewportWidth: number;
}

export type ViewModeEvent =
  | { type: 'viewMode.select'; mode: ViewMode }
  | { type: 'viewMode.revert'; mode: ViewMode }
  | { type: 'viewport.resized' }
  | { type: 'viewport.orientationChanged' }
  | { type: 'viewport.measured'; width: number }
  | { type: 'switcher.toggle' }
  | { type: 'switcher.close' };

export interface ViewModeChange {
  mode: ViewMode;
  previous: ViewMode;
}

const isFixedViewMode = (value: unknown): value is 'mobile' | 'desktop' =>
  value === 'mobile' || value === 'desktop';

/** The layout in force: what `auto` resolves to at the current width, or the chosen mode. */
export const layoutOf = (context: Pick<ViewModeContext, 'mode' | 'viewportWidth'>): Layout =>
  resolveLayout(context.mode, context.viewportWidth);

/**
 * SPEC §2: the view-mode switcher shows but on a computer (not a mobile device) in auto mode
 * showing the desktop layout. In the terms of `<html>`'s view-mode markers, which say the same.
 */
export const showsSwitcher = (view: { layout: Layout; mode: ViewMode; isMobileDevice: boolean }) =>
  !(view.layout === 'desktop' && view.mode === 'auto' && !view.isMobileDevice);

/** The layout the app starts in, before the machine runs: what the side bar starts from. */
export const startLayout = (input: ViewModeInput): Layout =>
  resolveLayout(
    decideViewMode(describeDevice(input), input.storedViewMode).mode,
    input.viewportWidth,
  );

/** The boot decision for this context (the guards of `deciding` ask it). */
const startOf = (context: ViewModeContext) =>
  decideViewMode(context.device, context.storedViewMode);

/** The confirmation the visitor sees after choosing a view mode; its texts are message keys. */
const viewModeToast = ({ mode, previous }: ViewModeChange): ToastContent => ({
  title: 'toast.viewMode.title',
  description: `toast.viewMode.${mode}`,
  action: {
    label: 'toast.viewMode.undo',
    altText: 'toast.viewMode.undoAlt',
    to: SYSTEM_IDS.viewMode,
    event: { type: 'viewMode.revert', mode: previous } satisfies ViewModeEvent,
  },
});

/** Whether a mode may be chosen at all on this device: a mobile device may only be mobile (SPEC §4). */
export const isChoosable = (context: Pick<ViewModeContext, 'device'>, mode: ViewMode): boolean =>
  mode === 'mobile' || !context.device.isMobile;

const requested = (event: ViewModeEvent): ViewMode | null =>
  event.type === 'viewMode.select' || event.type === 'viewMode.revert' ? event.mode : null;

const announce = (mode: ViewMode) =>
  ({ type: 'announceViewModeChange', params: { mode } }) as const;

const confirm = (mode: ViewMode) =>
  ({
    type: 'confirmViewModeChange',
    params: ({ context }: { context: ViewModeContext }) => ({ mode, previous: context.mode }),
  }) as const;

/**
 * What the view mode tells another actor of the app's system, in its statechart: `message` to the
 * actor named `to`, sent only when it is there (a machine started alone, as in its own tests, has
 * no side bar or toast beside it). The `never`s say that it enqueues nothing but `sendTo`: no
 * named actions, guards, delays or emitted events.
 */
const tell = <TParams extends ViewModeChange | undefined>(
  to: SystemId,
  message: (context: ViewModeContext, params: TParams) => AnyEventObject,
) =>
  enqueueActions<
    ViewModeContext,
    ViewModeEvent,
    TParams,
    ViewModeEvent,
    never,
    never,
    never,
    never,
    never
  >(({ context, enqueue, system }, params) => {
    const recipient = actorInSystem(system, to);
    if (recipient) enqueue.sendTo(recipient, message(context, params));
  });

const confirmViewModeChange = tell<ViewModeChange>(SYSTEM_IDS.toast, (_, change): ToastEvent => ({
  type: 'toast.show',
  toast: viewModeToast(change),
}));

const reportLayout = tell<undefined>(SYSTEM_IDS.sideBar, (context): SideBarEvent => ({
  type: 'layout.changed',
  layout: layoutOf(context),
}));

/** What entering a mode does: it is the mode in force, it is stored, and the page and the side bar follow. */
const entering = (mode: ViewMode) =>
  [
    { type: 'setMode', params: { mode } },
    { type: 'persistViewMode', params: { mode } },
    'applyDocumentMarkers',
    'reportLayout',
  ] as const;

export const viewModeMachine = setup({
  types: {
    input: {} as ViewModeInput,
    context: {} as ViewModeContext,
    events: {} as ViewModeEvent,
  },
  actions: {
    /** Save the mode under `viewMode`. */
    persistViewMode: (_, _params: { mode: ViewMode }) => {},
    /** Put the view-mode, layout, density, mobile, iOS and modern-iPhone markers on `<html>` and `<body>`. */
    applyDocumentMarkers: () => {},
    /** Dispatch the `viewModeChanged` CustomEvent with the new mode as its detail. */
    announceViewModeChange: (_, _params: { mode: ViewMode }) => {},
    /** Tell the visitor the view changed, offering to undo it: a toast from the toast actor. */
    confirmViewModeChange,
    /** Tell the side bar which layout is in force; it resets when the layout changes. */
    reportLayout,
    /** Suspend CSS transitions while the window is being resized. */
    suspendTransitions: () => {},
    restoreTransitions: () => {},
    /** Move focus to the checked choice of the switcher that has just opened. */
    focusCheckedChoice: () => {},
    /** Give focus back to the switcher's button, if it was inside the closing switcher. */
    focusSwitcherButton: () => {},
    /** The mode in force. */
    setMode: assign((_, params: { mode: ViewMode }) => ({ mode: params.mode })),
    rememberPreviousMode: assign({ previousMode: ({ context }) => context.mode }),
    rememberViewportWidth: assign({
      viewportWidth: ({ event }) => {
        assertEvent(event, 'viewport.measured');
        return event.width;
      },
    }),
  },
  actors: {
    /** Reports `viewport.resized` and `viewport.orientationChanged` from the window. */
    viewportListener: fromCallback<ViewModeEvent>(() => {}),
    /** Reads the viewport width once and reports it as `viewport.measured`. */
    measureViewport: fromCallback<ViewModeEvent>(() => {}),
    /** Reports `switcher.close` on Escape, or a press outside the open switcher. */
    switcherDismissal: fromCallback<ViewModeEvent>(() => {}),
  },
  guards: {
    // The boot decision `decideViewMode`, shared with the pre-paint boot script.
    isMobileDevice: ({ context }) => startOf(context).reason === 'mobileDevice',
    hasStoredMobile: ({ context }) =>
      startOf(context).reason === 'stored' && startOf(context).mode === 'mobile',
    hasStoredDesktop: ({ context }) =>
      startOf(context).reason === 'stored' && startOf(context).mode === 'desktop',
    choosesMobile: ({ context, event }) =>
      requested(event) === 'mobile' && context.mode !== 'mobile',
    /** On a mobile device, requests for a non-mobile mode are ignored (SPEC §4). */
    mayChooseDesktop: ({ context, event }) =>
      requested(event) === 'desktop' &&
      context.mode !== 'desktop' &&
      isChoosable(context, 'desktop'),
    mayChooseAuto: ({ context, event }) =>
      requested(event) === 'auto' && context.mode !== 'auto' && isChoosable(context, 'auto'),
  },
  delays: {
    resizeDebounce: DELAYS.resizeDebounce,
    orientationSettle: DELAYS.orientationSettle,
    layoutResizeBlock: DELAYS.layoutResizeBlock,
  },
}).createMachine({
  id: 'viewMode',
  description:
    'Which layout the visitor sees: auto follows the viewport, mobile and desktop are forced. A mobile device is always mobile.',
  type: 'parallel',
  context: ({ input }) => ({
    mode: 'auto',
    previousMode: null,
    storedViewMode: isFixedViewMode(input.storedViewMode) ? input.storedViewMode : null,
    device: describeDevice(input),
    viewportWidth: input.viewportWidth,
  }),
  invoke: { src: 'viewportListener' },
  states: {
    mode: {
      initial: 'deciding',
      states: {
        deciding: {
          description:
            'Read once at start-up, by the same rule as the boot script (decideViewMode).',
          always: [
            {
              guard: 'isMobileDevice',
              target: 'mobile',
              description: 'A mobile user agent or a high-density touch screen forces mobile.',
            },
            { guard: 'hasStoredMobile', target: 'mobile', description: 'A stored mobile is used.' },
            {
              guard: 'hasStoredDesktop',
              target: 'desktop',
              description: 'A stored desktop is used.',
            },
            { target: 'auto', description: 'Nothing valid stored: auto, and it is stored.' },
          ],
        },
        auto: {
          description: 'Mobile layout up to 767 px wide, desktop layout above.',
          entry: entering('auto'),
        },
        mobile: {
          description: 'Mobile layout whatever the width.',
          entry: entering('mobile'),
        },
        desktop: {
          description: 'Desktop layout whatever the width.',
          entry: entering('desktop'),
        },
      },
      on: {
        'viewMode.select': [
          {
            guard: 'choosesMobile',
            target: '.mobile',
            actions: ['rememberPreviousMode', announce('mobile'), confirm('mobile')],
          },
          {
            guard: 'mayChooseDesktop',
            target: '.desktop',
            actions: ['rememberPreviousMode', announce('desktop'), confirm('desktop')],
          },
          {
            guard: 'mayChooseAuto',
            target: '.auto',
            actions: ['rememberPreviousMode', announce('auto'), confirm('auto')],
          },
        ],
        'viewMode.revert': [
          { guard: 'choosesMobile', target: '.mobile', actions: announce('mobile') },
          { guard: 'mayChooseDesktop', target: '.desktop', actions: announce('desktop') },
          { guard: 'mayChooseAuto', target: '.auto', actions: announce('auto') },
        ],
      },
    },
    viewport: {
      description:
        'The viewport is re-evaluated 250 ms after resizing stops, 300 ms after an orientation change.',
      initial: 'steady',
      states: {
        steady: {
          on: {
            'viewport.resized': 'resizing',
            'viewport.orientationChanged': 'orienting',
          },
        },
        resizing: {
          after: { resizeDebounce: 'measuring' },
          on: {
            'viewport.resized': {
              target: 'resizing',
              reenter: true,
              description: 'Each resize restarts the debounce.',
            },
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
        enabled: {
          on: { 'viewport.resized': 'suspended' },
        },
        suspended: {
          tags: ['resizing'],
          entry: 'suspendTransitions',
          exit: 'restoreTransitions',
          initial: 'waiting',
          states: {
            waiting: {
              after: { layoutResizeBlock: '#viewMode.transitions.enabled' },
              on: {
                'viewport.resized': {
                  target: 'waiting',
                  reenter: true,
                  description: 'Each resize restarts the block.',
                },
              },
            },
          },
        },
      },
    },
    switcher: {
      description:
        'The switcher at the bottom right: one small button showing the mode, which opens to the three choices.',
      initial: 'closed',
      states: {
        closed: {
          on: { 'switcher.toggle': 'open' },
        },
        open: {
          entry: 'focusCheckedChoice',
          exit: 'focusSwitcherButton',
          invoke: { src: 'switcherDismissal' },
          on: {
            'switcher.toggle': 'closed',
            'switcher.close': {
              target: 'closed',
              description: 'Escape, or a press outside the switcher.',
            },
            'viewMode.select': {
              target: 'closed',
              description: 'A choice closes the switcher, whether or not the mode changes.',
            },
          },
        },
      },
    },
  },
});
