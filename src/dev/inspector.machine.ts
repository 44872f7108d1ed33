/**
 * The inspector page's own state: the live actors of every open app tab, the event log with its
 * filters and pause, time travel through the log, an imported session to look at, the coverage
 * overlay and the session's path file. The channel to the app tabs and every request to the dev
 * server are actors the page provides (src/dev/inspector-main.tsx), so tests run it without a
 * browser.
 */
import {
  assertEvent,
  assign,
  enqueueActions,
  type EventObject,
  fromCallback,
  fromPromise,
  not,
  sendTo,
  setup,
} from 'xstate';
import type { CoverageReport } from './coverage-overlay';
import type { AppMessage, InspectorMessage, Plain, TabInfo } from './protocol';
import { SESSION_FORMAT, SESSION_VERSION, type Session, type SessionEntry } from './session';

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

/** The shortest generated path to an uncovered state or transition (`/__machines/shortest`). */
export interface ShortestPath {
  title: string;
  steps: string[];
  command: string;
}

export interface InspectorContext {
  /** Every tab seen, with the page it shows now. */
  tabs: Record<string, TabInfo>;
  actors: Record<string, LiveActor>;
  /** The session's entries, oldest first, at most `LOG_LIMIT`. */
  log: SessionEntry[];
  /** Entries that arrived while the log was paused, appended when it resumes. */
  held: SessionEntry[];
  logged: number;
  /** Event types and actor ids (`<tab>/<key>`) whose entries the log hides. */
  hiddenTypes: string[];
  hiddenActors: string[];
  /** Which actor a machine's chart follows; the most recently updated one when unset. */
  following: Record<string, string>;
  /** The actor the send form targets. */
  target: string | null;
  sendError: string | null;
  /** The selected entry's number while travelling or looking through an imported session. */
  cursor: number | null;
  /** The system the cursor travels in: its tab and root; root null for an actor without one. */
  travel: { tab: string; root: string | null } | null;
  /** A session read from a file, shown instead of the live one until closed. */
  imported: Session | null;
  /** Something the developer should know that is no error of theirs (a dropped stored session). */
  notice: string | null;
  coverage: CoverageReport | null;
  /** The coverage's project, or `all`. */
  project: string;
  shortest: { target: string; path: ShortestPath | null; error: string | null } | null;
  /** What went wrong with the last coverage load or path file. */
  requestError: string | null;
}

export type InspectorEvent =
  | { type: 'app.message'; message: AppMessage }
  | { type: 'log.pause' }
  | { type: 'log.resume' }
  | { type: 'log.clear' }
  | { type: 'filter.type'; eventType: string; shown: boolean }
  | { type: 'filter.actor'; actor: string; shown: boolean }
  | { type: 'filter.reset' }
  | { type: 'chart.follow'; machineId: string; actor: string }
  | { type: 'form.target'; actor: string }
  | { type: 'form.send'; actor: string; eventType: string; payload: string }
  | { type: 'travel.select'; n: number }
  | { type: 'travel.back' }
  | { type: 'travel.forward' }
  | { type: 'travel.resume' }
  | { type: 'session.import'; session: Session }
  | { type: 'session.importFailed'; error: string }
  | { type: 'session.close' }
  | { type: 'notice.dismiss' }
  | { type: 'coverage.load' }
  | { type: 'coverage.loaded'; report: CoverageReport }
  | { type: 'coverage.failed'; error: string }
  | { type: 'coverage.project'; project: string }
  | { type: 'coverage.explain'; machineId: string; target: string }
  | { type: 'coverage.hide' }
  | { type: 'shortest.close' }
  | { type: 'path.save'; machineId: string };

export interface InspectorInput {
  /** The session kept across a reload of the inspector page. */
  restored: Session | null;
  /** Why there is none, when it could not be read. */
  notice: string | null;
}

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

const actorIdOf = (entry: Pick<SessionEntry, 'tab' | 'actor'>) => `${entry.tab}/${entry.actor.key}`;

/** The entries the log and the cursor move through: the imported session's, or the live ones. */
export const entriesOf = (context: InspectorContext): SessionEntry[] =>
  context.imported ? context.imported.entries : context.log;

/** The system an entry belongs to: its tab and root (null when its actor's owner cannot restore). */
function systemOf(entries: readonly SessionEntry[], entry: SessionEntry) {
  const root =
    entry.system?.root ??
    entries.findLast(
      (e) => e.n <= entry.n && actorIdOf(e) === actorIdOf(entry) && e.system !== undefined,
    )?.system?.root ??
    null;
  return { tab: entry.tab, root };
}

const isInSystem = (entry: SessionEntry, travel: NonNullable<InspectorContext['travel']>) =>
  entry.tab === travel.tab && travel.root !== null && entry.system?.root === travel.root;

/**
 * The entries of the cursor's system, oldest first: those with its root, or, for an actor that
 * cannot be restored, the selected entry's actor's.
 */
function systemEntries(context: InspectorContext): SessionEntry[] {
  const entries = entriesOf(context);
  const { travel, cursor } = context;
  if (!travel || cursor === null) return [];
  if (travel.root !== null) return entries.filter((e) => isInSystem(e, travel));
  const selected = entries.find((e) => e.n === cursor);
  return selected ? entries.filter((e) => actorIdOf(e) === actorIdOf(selected)) : [];
}

/** The entry of the cursor's system one step before (-1) or after (+1) the cursor. */
function neighbour(context: InspectorContext, direction: -1 | 1): SessionEntry | undefined {
  const entries = systemEntries(context);
  const at = entries.findIndex((e) => e.n === context.cursor);
  return at === -1 ? undefined : entries[at + direction];
}

/** The `travel` message for the cursor: the system's persisted snapshot at or before it. */
function travelMessage(context: InspectorContext): InspectorMessage | null {
  const { travel, cursor } = context;
  if (!travel?.root || cursor === null) return null;
  const root = travel.root;
  const latest = context.log.findLast((e) => e.n <= cursor && isInSystem(e, travel));
  if (!latest?.system) return null;
  return { kind: 'travel', tab: travel.tab, root, persisted: latest.system.persisted };
}

function entryOf(message: Extract<AppMessage, { kind: 'snapshot' }>, n: number): SessionEntry {
  const { kind: _kind, tab, ...rest } = message;
  return { ...rest, n, tab: tab.id, page: tab.page };
}

/** The session the page holds, as a file would keep it. */
export function sessionOf(context: InspectorContext, savedAt: Date): Session {
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    savedAt: savedAt.toISOString(),
    tabs: Object.values(context.tabs),
    entries: [...context.log, ...context.held],
  };
}

const toggled = (list: readonly string[], item: string, shown: boolean) =>
  shown ? list.filter((x) => x !== item) : [...new Set([...list, item])];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
    input: {} as InspectorInput,
  },
  actors: {
    /** Posts `post` commands to the app tabs and reports their messages as `app.message`. */
    channel: fromCallback<ChannelCommand>(() => {}),
    /** Keeps the session somewhere that outlives a reload of the page; reads it with `session`. */
    sessionKeeper: fromCallback<EventObject, { session: () => Session }>(() => {}),
    /** The last `npm run paths -- run`'s coverage, from the dev server. */
    fetchCoverage: fromPromise<CoverageReport>(() =>
      Promise.reject(new Error('Coverage is loaded by the dev server')),
    ),
    /** The shortest generated path to a state or transition of a machine. */
    fetchShortest: fromPromise<
      ShortestPath,
      { machineId: string; target: string; project: string }
    >(() => Promise.reject(new Error('Paths are found by the dev server'))),
    /** The session as a path file for one machine, downloaded; rejects with the server's error. */
    savePath: fromPromise<void, { session: Session; machineId: string }>(() =>
      Promise.reject(new Error('Path files are written by the dev server')),
    ),
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
      if (message.kind === 'travelled') return {};
      const tabs = { ...context.tabs, [message.tab.id]: message.tab };
      if (message.kind === 'page') {
        const actors = Object.fromEntries(
          Object.entries(context.actors).map(([id, actor]) => [
            id,
            actor.tab === message.tab.id ? { ...actor, page: message.tab.page } : actor,
          ]),
        );
        return { tabs, actors };
      }
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
      return { tabs, actors, logged: context.logged + 1, target: context.target ?? id };
    }),
    /** The newest entry (numbered by `receive`) goes to the log, or is held while paused. */
    logEntry: assign({
      log: ({ context, event }) => {
        assertEvent(event, 'app.message');
        if (event.message.kind !== 'snapshot') return context.log;
        return [...context.log, entryOf(event.message, context.logged)].slice(-LOG_LIMIT);
      },
    }),
    holdEntry: assign({
      held: ({ context, event }) => {
        assertEvent(event, 'app.message');
        if (event.message.kind !== 'snapshot') return context.held;
        return [...context.held, entryOf(event.message, context.logged)].slice(-LOG_LIMIT);
      },
    }),
    appendHeld: assign({
      log: ({ context }) => [...context.log, ...context.held].slice(-LOG_LIMIT),
      held: [],
    }),
    clearLog: assign({ log: [], held: [] }),
    filterType: assign({
      hiddenTypes: ({ context, event }) => {
        assertEvent(event, 'filter.type');
        return toggled(context.hiddenTypes, event.eventType, event.shown);
      },
    }),
    filterActor: assign({
      hiddenActors: ({ context, event }) => {
        assertEvent(event, 'filter.actor');
        return toggled(context.hiddenActors, event.actor, event.shown);
      },
    }),
    resetFilters: assign({ hiddenTypes: [], hiddenActors: [] }),
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
    select: assign(({ context, event }) => {
      assertEvent(event, 'travel.select');
      const entries = entriesOf(context);
      const entry = entries.find((e) => e.n === event.n)!;
      return { cursor: entry.n, travel: systemOf(entries, entry) };
    }),
    stepBack: assign({ cursor: ({ context }) => neighbour(context, -1)!.n }),
    stepForward: assign({ cursor: ({ context }) => neighbour(context, 1)!.n }),
    /** Restores the cursor's system in its tab, when the app sent a snapshot to restore. */
    postTravel: enqueueActions(({ context, enqueue }) => {
      const message = travelMessage(context);
      if (message) enqueue.sendTo('channel', { type: 'post', message } satisfies ChannelCommand);
    }),
    /** A selection in another system first returns the travelled one to live. */
    resumeOtherSystem: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'travel.select');
      const { travel } = context;
      const entry = context.log.find((e) => e.n === event.n);
      if (!travel?.root || !entry) return;
      const next = systemOf(context.log, entry);
      if (next.tab === travel.tab && next.root === travel.root) return;
      const message: InspectorMessage = { kind: 'resume', tab: travel.tab, root: travel.root };
      enqueue.sendTo('channel', { type: 'post', message } satisfies ChannelCommand);
    }),
    /** Returns the travelled system to live, when a tab restored one. */
    postResume: enqueueActions(({ context, enqueue }) => {
      const { tab, root } = context.travel ?? {};
      if (!tab || !root) return;
      const message: InspectorMessage = { kind: 'resume', tab, root };
      enqueue.sendTo('channel', { type: 'post', message } satisfies ChannelCommand);
    }),
    leaveCursor: assign({ cursor: null, travel: null }),
    importSession: assign({
      imported: ({ event }) => {
        assertEvent(event, 'session.import');
        return event.session;
      },
      cursor: null,
      travel: null,
      notice: null,
    }),
    closeSession: assign({ imported: null, cursor: null, travel: null }),
    reportImportError: assign({
      notice: ({ event }) => {
        assertEvent(event, 'session.importFailed');
        return event.error;
      },
    }),
    dismissNotice: assign({ notice: null }),
    storeCoverage: assign((_, { report }: { report: CoverageReport }) => ({
      coverage: report,
      requestError: null,
    })),
    chooseProject: assign({
      project: ({ event }) => {
        assertEvent(event, 'coverage.project');
        return event.project;
      },
    }),
    hideCoverage: assign({ coverage: null, shortest: null }),
    closeShortest: assign({ shortest: null }),
    reportRequestError: assign((_, { error }: { error: unknown }) => ({
      requestError: messageOf(error),
    })),
    clearRequestError: assign({ requestError: null }),
    askShortest: assign({
      shortest: ({ event }) => {
        assertEvent(event, 'coverage.explain');
        return { target: event.target, path: null, error: null };
      },
    }),
    showShortest: assign(
      ({ context }, { path, error }: { path: ShortestPath | null; error: unknown }) => ({
        shortest: {
          target: context.shortest!.target,
          path,
          error: error === null ? null : messageOf(error),
        },
      }),
    ),
  },
  guards: {
    isLiveActor: ({ context, event }) =>
      event.type === 'form.send' && context.actors[event.actor] !== undefined,
    isValidPayload: ({ event }) =>
      event.type === 'form.send' && !('error' in parsePayload(event.payload)),
    isLoggedEntry: ({ context, event }) =>
      event.type === 'travel.select' && entriesOf(context).some((e) => e.n === event.n),
    hasEarlier: ({ context }) => neighbour(context, -1) !== undefined,
    hasLater: ({ context }) => neighbour(context, 1) !== undefined,
  },
}).createMachine({
  id: 'inspector',
  description: 'The dev inspector page: live actors, the event log, time travel and sessions.',
  context: ({ input }) => ({
    tabs: Object.fromEntries((input.restored?.tabs ?? []).map((tab) => [tab.id, tab])),
    actors: {},
    log: input.restored?.entries.slice(-LOG_LIMIT) ?? [],
    held: [],
    logged: Math.max(0, ...(input.restored?.entries.map((e) => e.n) ?? [])),
    hiddenTypes: [],
    hiddenActors: [],
    following: {},
    target: null,
    sendError: null,
    cursor: null,
    travel: null,
    imported: null,
    notice: input.notice,
    coverage: null,
    project: 'all',
    shortest: null,
    requestError: null,
  }),
  invoke: [
    { id: 'channel', src: 'channel' },
    {
      src: 'sessionKeeper',
      input: ({ self }) => ({ session: () => sessionOf(self.getSnapshot().context, new Date()) }),
    },
  ],
  type: 'parallel',
  on: {
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
    'filter.type': { actions: 'filterType' },
    'filter.actor': { actions: 'filterActor' },
    'filter.reset': { actions: 'resetFilters' },
    'log.clear': { actions: 'clearLog' },
    'notice.dismiss': { actions: 'dismissNotice' },
    'session.importFailed': { actions: 'reportImportError' },
  },
  states: {
    log: {
      description: 'Whether new entries join the log; the live actors follow them either way.',
      initial: 'flowing',
      states: {
        flowing: {
          on: {
            'app.message': { actions: ['receive', 'logEntry'] },
            'log.pause': 'paused',
          },
        },
        paused: {
          description: 'New entries are held, counted, and appended when the log resumes.',
          on: {
            'app.message': { actions: ['receive', 'holdEntry'] },
            'log.resume': { target: 'flowing', actions: 'appendHeld' },
          },
        },
      },
    },
    view: {
      initial: 'live',
      states: {
        live: {
          description: 'The charts show what the app tabs do now.',
          on: {
            'travel.select': [
              {
                guard: 'isLoggedEntry',
                target: 'travelling',
                actions: 'select',
                description: 'Selecting an entry takes its tab back to the snapshot after it.',
              },
            ],
            'session.import': { target: 'reviewing', actions: 'importSession' },
          },
        },
        travelling: {
          description:
            'A tab shows an earlier snapshot of one system; new entries are kept, the cursor stays.',
          entry: 'postTravel',
          on: {
            'travel.select': {
              guard: 'isLoggedEntry',
              target: 'travelling',
              reenter: true,
              actions: ['resumeOtherSystem', 'select'],
            },
            'travel.back': {
              guard: 'hasEarlier',
              target: 'travelling',
              reenter: true,
              actions: 'stepBack',
            },
            'travel.forward': {
              guard: 'hasLater',
              target: 'travelling',
              reenter: true,
              actions: 'stepForward',
            },
            'travel.resume': { target: 'live', actions: ['postResume', 'leaveCursor'] },
            'session.import': {
              target: 'reviewing',
              actions: ['postResume', 'importSession'],
            },
          },
        },
        reviewing: {
          description:
            'An imported session, read-only: the cursor moves the charts, no tab is told anything.',
          on: {
            'travel.select': { guard: 'isLoggedEntry', actions: 'select' },
            'travel.back': { guard: 'hasEarlier', actions: 'stepBack' },
            'travel.forward': { guard: 'hasLater', actions: 'stepForward' },
            'session.import': { actions: 'importSession' },
            'session.close': { target: 'live', actions: 'closeSession' },
          },
        },
      },
    },
    coverage: {
      initial: 'none',
      states: {
        none: {},
        loading: {
          invoke: {
            src: 'fetchCoverage',
            onDone: {
              target: 'shown',
              actions: { type: 'storeCoverage', params: ({ event }) => ({ report: event.output }) },
            },
            onError: {
              target: 'none',
              actions: { type: 'reportRequestError', params: ({ event }) => event },
            },
          },
        },
        shown: {
          description: 'Each chart colours its states and transitions by the coverage.',
          on: {
            'coverage.project': { actions: 'chooseProject' },
            'coverage.explain': { target: '.explaining', actions: 'askShortest' },
            'coverage.hide': { target: 'none', actions: 'hideCoverage' },
            'shortest.close': { target: '.idle', actions: 'closeShortest' },
          },
          initial: 'idle',
          states: {
            idle: {},
            explaining: {
              invoke: {
                src: 'fetchShortest',
                input: ({ context, event }) => {
                  assertEvent(event, 'coverage.explain');
                  return {
                    machineId: event.machineId,
                    target: event.target,
                    project: context.project,
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'showShortest',
                    params: ({ event }) => ({ path: event.output, error: null }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'showShortest',
                    params: ({ event }) => ({ path: null, error: event.error }),
                  },
                },
              },
            },
          },
        },
      },
      on: {
        'coverage.load': { target: '.loading' },
        'coverage.loaded': {
          target: '.shown',
          actions: { type: 'storeCoverage', params: ({ event }) => event },
        },
        'coverage.failed': {
          actions: { type: 'reportRequestError', params: ({ event }) => event },
        },
      },
    },
    pathFile: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'path.save': 'saving' },
        },
        saving: {
          invoke: {
            src: 'savePath',
            input: ({ context, event }) => {
              assertEvent(event, 'path.save');
              return {
                session: context.imported ?? sessionOf(context, new Date()),
                machineId: event.machineId,
              };
            },
            onDone: { target: 'idle', actions: 'clearRequestError' },
            onError: {
              target: 'idle',
              actions: { type: 'reportRequestError', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
});

/** An actor as the last of its entries up to `n` shows it. */
const asOf = (entries: readonly SessionEntry[], actor: string, n: number) =>
  entries.findLast((e) => e.n <= n && actorIdOf(e) === actor);

/**
 * The actors the charts show: the live ones; while travelling, those of the travelled system as
 * the log has them at the cursor; while reviewing, the imported session's at the cursor.
 */
export function shownActors(context: InspectorContext): Record<string, LiveActor> {
  const { cursor, travel, imported } = context;
  if (imported) {
    const shown: Record<string, LiveActor> = {};
    for (const e of imported.entries) {
      if (cursor !== null && e.n > cursor) break;
      const id = actorIdOf(e);
      if (e.status !== 'active') delete shown[id];
      else
        shown[id] = {
          id,
          tab: e.tab,
          key: e.actor.key,
          machineId: e.actor.machineId,
          page: e.page,
          value: e.value,
          context: e.context,
          updated: e.time,
        };
    }
    return shown;
  }
  if (cursor === null || !travel) return context.actors;
  const system = systemEntries(context);
  return Object.fromEntries(
    Object.entries(context.actors).map(([id, actor]) => {
      const past = asOf(system, id, cursor);
      return [id, past ? { ...actor, value: past.value, context: past.context } : actor];
    }),
  );
}

/** The actor a machine's chart follows: the chosen one while it is shown, else the latest. */
export function followed(context: InspectorContext, machineId: string): LiveActor | undefined {
  const actors = shownActors(context);
  const chosen = actors[context.following[machineId] ?? ''];
  if (chosen) return chosen;
  return Object.values(actors)
    .filter((actor) => actor.machineId === machineId)
    .sort((a, b) => b.updated - a.updated)[0];
}
