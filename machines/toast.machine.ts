import { assertEvent, assign, enqueueActions, setup, type EventObject } from 'xstate';
import { DELAYS } from './constants';
import { tell, type SystemId } from './system';

export type ToastVariant = 'default' | 'destructive';

/**
 * A toast's action button. Whoever shows the toast says what the button does, as a message to an
 * actor of the system (the view mode's Undo sends `viewMode.revert` to `viewMode`), so the toast
 * knows no other machine.
 */
export interface ToastAction {
  label: string;
  /** Describes the action for screen-reader users who cannot reach it in time. */
  altText: string;
  /** The system id of the actor that carries the action out. */
  to: SystemId;
  /** What that actor is sent when the visitor takes the action (its own event, payload and all). */
  event: EventObject & Record<string, unknown>;
}

/** Title, description and action labels are message keys; the view translates them. */
export interface ToastContent {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
}

export interface Toast extends ToastContent {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

export interface ToastContext {
  /** Only one toast is kept at a time (SPEC §9: one visible toast); a new one replaces it. */
  toast: Toast | null;
  count: number;
}

export type ToastEvent =
  | { type: 'toast.show'; toast: ToastContent }
  | { type: 'toast.shown'; id: string }
  | { type: 'toast.dismiss'; id?: string }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }
  | { type: 'toast.actionTaken' };

const targets = (context: ToastContext, id: string | undefined) =>
  context.toast !== null && (id === undefined || id === context.toast.id);

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    /** Carry out the toast's action: send its event to the actor it names, if that is there. */
    runToastAction: enqueueActions(({ context, ...args }) => {
      const action = context.toast?.action;
      if (action) tell(args, action.to, action.event);
    }),
    addToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      const count = context.count + 1;
      const toast: Toast = {
        ...event.toast,
        variant: event.toast.variant ?? 'default',
        id: `toast-${count}`,
        open: true,
      };
      return { count, toast };
    }),
    closeToast: assign({
      toast: ({ context }) => context.toast && { ...context.toast, open: false },
    }),
    removeToast: assign({ toast: null }),
  },
  guards: {
    isCurrentToast: ({ context, event }) =>
      (event.type === 'toast.dismiss' || event.type === 'toast.shown') &&
      targets(context, event.id),
    hasAction: ({ context }) => context.toast?.action !== undefined,
  },
  delays: {
    toastDuration: DELAYS.toastDuration,
    toastRemoveDelay: DELAYS.toastRemoveDelay,
  },
}).createMachine({
  id: 'toast',
  description:
    'Notifications: one at a time, closed 5 s after it is on screen unless paused, removed long after.',
  context: { toast: null, count: 0 },
  initial: 'empty',
  on: {
    'toast.show': {
      target: '.visible',
      reenter: true,
      actions: 'addToast',
      description: 'A new toast replaces the one before it.',
    },
  },
  states: {
    empty: { description: 'No toast.' },
    visible: {
      description: 'The toast is open.',
      initial: 'arriving',
      states: {
        arriving: {
          description:
            'Added; its view puts it on screen (its first one loads a chunk): the 5 s count from then.',
          on: { 'toast.shown': { guard: 'isCurrentToast', target: 'counting' } },
        },
        counting: {
          after: { toastDuration: { target: '#toast.dismissed', actions: 'closeToast' } },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          description:
            'The pointer or focus is on the toast, or the window lost focus: the clock stops.',
          on: { 'toast.resume': 'counting' },
        },
      },
      on: {
        'toast.dismiss': { guard: 'isCurrentToast', target: 'dismissed', actions: 'closeToast' },
        'toast.actionTaken': {
          guard: 'hasAction',
          target: 'dismissed',
          actions: ['runToastAction', 'closeToast'],
        },
      },
    },
    dismissed: {
      description: 'Closed (open is false) and animating out; removed after 1,000,000 ms.',
      after: { toastRemoveDelay: { target: 'empty', actions: 'removeToast' } },
    },
  },
});
