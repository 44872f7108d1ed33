/**
 * The inspector machine's named implementations (STYLE §2): its types, the actors the page
 * provides (src/dev/inspector-main.tsx; the defaults here only say where the real ones live),
 * its actions and its guards. The statechart that names them is src/dev/inspector.machine.ts.
 */
import {
  assertEvent,
  assign,
  enqueueActions,
  type EventObject,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import type { CoverageReport } from './coverage-overlay';
import { entriesOf, received, toggled, withNewest, LOG_LIMIT } from './inspector-log';
import type {
  ChannelCommand,
  InspectorContext,
  InspectorEvent,
  InspectorInput,
  ShortestPath,
} from './inspector-types';
import type { InspectorMessage, Plain } from './protocol';
import { parsePayload } from './send-payload';
import type { Session } from './session';
import {
  resumeBeforeSelecting,
  resumeMessage,
  selected,
  stepped,
  travelMessage,
} from './time-travel';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const post = (message: InspectorMessage): ChannelCommand => ({ type: 'post', message });

export const inspectorSetup = setup({
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
      return received(context, event.message);
    }),
    /** The newest entry (numbered by `receive`) goes to the log, or is held while paused. */
    logEntry: assign({
      log: ({ context, event }) => {
        assertEvent(event, 'app.message');
        return withNewest(context, context.log, event.message);
      },
    }),
    holdEntry: assign({
      held: ({ context, event }) => {
        assertEvent(event, 'app.message');
        return withNewest(context, context.held, event.message);
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
      return post({
        kind: 'send',
        tab: actor.tab,
        actor: actor.key,
        event: { ...parsed.payload, type: event.eventType },
      });
    }),
    clearSendError: assign({ sendError: null }),
    reportGoneActor: assign({
      sendError: 'That actor is gone (its tab closed or it stopped). Choose another.',
    }),
    select: assign(({ context, event }) => {
      assertEvent(event, 'travel.select');
      return selected(context, event.n);
    }),
    stepBack: assign(({ context }) => stepped(context, -1)!),
    stepForward: assign(({ context }) => stepped(context, 1)!),
    /** Shows the cursor's tab as it was, when the tab sent snapshots to restore. */
    postTravel: enqueueActions(({ context, enqueue }) => {
      const message = travelMessage(context);
      if (message) enqueue.sendTo('channel', post(message));
    }),
    /** A selection in another tab first returns the travelled one to live. */
    resumeOtherTab: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'travel.select');
      const message = resumeBeforeSelecting(context, event.n);
      if (message) enqueue.sendTo('channel', post(message));
    }),
    /** Returns the travelled tab to live, when it has systems to restore. */
    postResume: enqueueActions(({ context, enqueue }) => {
      const message = resumeMessage(context);
      if (message) enqueue.sendTo('channel', post(message));
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
    hasEarlier: ({ context }) => stepped(context, -1) !== undefined,
    hasLater: ({ context }) => stepped(context, 1) !== undefined,
  },
});
