/**
 * The inspector page's own state: the live actors of every open app tab, the event log, the
 * log filter, which actor each chart follows, and the send-event form. The channel to the app
 * tabs is an invoked callback actor that the page provides (src/dev/inspector.tsx).
 */
import { assertEvent, assign, fromCallback, not, sendTo, setup } from 'xstate';
import type { AppMessage, InspectorMessage, Plain } from './protocol';

export interface LiveActor {
  /** `<tab>/<key>`: unique across tabs. */
  id: string;
  tab: string;
  key: string;
  machineId: string;
  page: string;
  value: Plain;
  context: Plain;
  updated: number;
}

export interface LogEntry {
  /** Running number, for React keys. */
  n: number;
  actor: string;
  machineId: string;
  time: number;
  /** The event type; `(current)` for a snapshot sent in answer to hello. */
  event: string;
  payload: Plain;
  value: Plain;
  context: Plain;
  status: string;
}

export interface InspectorContext {
  actors: Record<string, LiveActor>;
  log: LogEntry[];
  logged: number;
  /** Show only this actor's entries; null for all. */
  filter: string | null;
  /** Which actor a machine's chart follows; the most recently updated one when unset. */
  following: Record<string, string>;
  /** The actor the send form targets. */
  target: string | null;
  sendError: string | null;
}

export type InspectorEvent =
  | { type: 'app.message'; message: AppMessage }
  | { type: 'log.filter'; actor: string | null }
  | { type: 'log.clear' }
  | { type: 'chart.follow'; machineId: string; actor: string }
  | { type: 'form.target'; actor: string }
  | { type: 'form.send'; actor: string; eventType: string; payload: string };

/** What the channel actor is told to post. */
export type ChannelCommand = { type: 'post'; message: InspectorMessage };

export const LOG_LIMIT = 300;

/** A JSON object for the event's payload, or an error message. */
function parsePayload(text: string): { payload: Record<string, Plain> } | { error: string } {
  if (text.trim() === '') return { payload: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `Payload is not JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { error: 'Payload must be a JSON object, for example {"mode": "mobile"}.' };
  }
  if ('type' in parsed)
    return { error: 'Leave "type" out of the payload: choose the event above.' };
  return { payload: parsed as Record<string, Plain> };
}

export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
  },
  actors: {
    /** Posts `post` commands to the app tabs and reports their messages as `app.message`. */
    channel: fromCallback<ChannelCommand>(() => {}),
  },
  actions: {
    receive: assign(({ context, event }) => {
      assertEvent(event, 'app.message');
      const { message } = event;
      if (message.kind === 'bye') {
        const actors = Object.fromEntries(
          Object.entries(context.actors).filter(([, actor]) => actor.tab !== message.tab),
        );
        return { actors };
      }
      // Followed in issue #22's inspector work: labels that follow the page, and travel.
      if (message.kind !== 'snapshot') return {};
      const id = `${message.tab.id}/${message.actor.key}`;
      const actors = { ...context.actors };
      if (message.status === 'active') {
        actors[id] = {
          id,
          tab: message.tab.id,
          key: message.actor.key,
          machineId: message.actor.machineId,
          page: message.tab.page,
          value: message.value,
          context: message.context,
          updated: message.time,
        };
      } else delete actors[id];
      const entry: LogEntry = {
        n: context.logged + 1,
        actor: id,
        machineId: message.actor.machineId,
        time: message.time,
        event: message.event?.type ?? '(current)',
        payload: message.event?.payload ?? null,
        value: message.value,
        context: message.context,
        status: message.status,
      };
      return {
        actors,
        log: [entry, ...context.log].slice(0, LOG_LIMIT),
        logged: entry.n,
        target: context.target ?? id,
      };
    }),
    filterLog: assign({
      filter: ({ event }) => {
        assertEvent(event, 'log.filter');
        return event.actor;
      },
    }),
    clearLog: assign({ log: [] }),
    follow: assign({
      following: ({ context, event }) => {
        assertEvent(event, 'chart.follow');
        return { ...context.following, [event.machineId]: event.actor };
      },
    }),
    chooseTarget: assign({
      target: ({ event }) => {
        assertEvent(event, 'form.target');
        return event.actor;
      },
      sendError: null,
    }),
    rejectPayload: assign({
      sendError: ({ event }) => {
        assertEvent(event, 'form.send');
        const parsed = parsePayload(event.payload);
        return 'error' in parsed ? parsed.error : null;
      },
    }),
    forward: sendTo('channel', ({ context, event }): ChannelCommand => {
      assertEvent(event, 'form.send');
      const actor = context.actors[event.actor]!;
      const parsed = parsePayload(event.payload) as { payload: Record<string, Plain> };
      return {
        type: 'post',
        message: {
          kind: 'send',
          tab: actor.tab,
          actor: actor.key,
          event: { ...parsed.payload, type: event.eventType },
        },
      };
    }),
    clearSendError: assign({ sendError: null }),
    reportGoneActor: assign({
      sendError: 'That actor is gone (its tab closed or it stopped). Choose another.',
    }),
  },
  guards: {
    isLiveActor: ({ context, event }) =>
      event.type === 'form.send' && context.actors[event.actor] !== undefined,
    isValidPayload: ({ event }) =>
      event.type === 'form.send' && !('error' in parsePayload(event.payload)),
  },
}).createMachine({
  id: 'inspector',
  description: 'The dev inspector page: live actors, event log and the send-event form.',
  context: {
    actors: {},
    log: [],
    logged: 0,
    filter: null,
    following: {},
    target: null,
    sendError: null,
  },
  invoke: { id: 'channel', src: 'channel' },
  on: {
    'app.message': { actions: 'receive' },
    'log.filter': { actions: 'filterLog' },
    'log.clear': { actions: 'clearLog' },
    'chart.follow': { actions: 'follow' },
    'form.target': { actions: 'chooseTarget' },
    'form.send': [
      { guard: not('isLiveActor'), actions: 'reportGoneActor' },
      {
        guard: 'isValidPayload',
        actions: ['clearSendError', 'forward'],
        description: 'A JSON-object payload goes to the actor with the chosen event type.',
      },
      { actions: 'rejectPayload', description: 'Anything else is shown as an error, not sent.' },
    ],
  },
});

/** The actor a machine's chart follows: the chosen one while it lives, else the latest. */
export function followed(context: InspectorContext, machineId: string): LiveActor | undefined {
  const chosen = context.actors[context.following[machineId] ?? ''];
  if (chosen) return chosen;
  return Object.values(context.actors)
    .filter((actor) => actor.machineId === machineId)
    .sort((a, b) => b.updated - a.updated)[0];
}
