/**
 * The inspector page's own state: the live actors of every open app tab, the event log with its
 * filters and pause, time travel through the log, an imported session to look at, the coverage
 * overlay and the session's path file. The channel to the app tabs and every request to the dev
 * server are actors the page provides (src/dev/inspector-main.tsx), so tests run it without a
 * browser. Its named actions, guards and actors are in src/dev/inspector-setup.ts; what they
 * compute, in src/dev/inspector-log.ts (the log) and src/dev/time-travel.ts (the cursor).
 */
import { assertEvent, not } from 'xstate';
import { initialContext, sessionOf } from './inspector-log';
import { inspectorSetup } from './inspector-setup';

export const inspectorMachine = inspectorSetup.createMachine({
  id: 'inspector',
  description: 'The dev inspector page: live actors, the event log, time travel and sessions.',
  context: ({ input }) => initialContext(input),
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
            'travel.back': {
              guard: 'hasEarlier',
              target: 'travelling',
              actions: 'stepBack',
              description:
                'Step back from live: the tab as it was before the newest entry the log shows, whichever of its systems logged it, as if that entry were selected and stepped back from.',
            },
            'session.import': { target: 'reviewing', actions: 'importSession' },
          },
        },
        travelling: {
          description:
            'A tab shows how it was at the selected entry, every system it can restore; new entries are kept, the cursor stays.',
          entry: 'postTravel',
          on: {
            'travel.select': {
              guard: 'isLoggedEntry',
              target: 'travelling',
              reenter: true,
              actions: ['resumeOtherTab', 'select'],
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
