import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot, type StateValue } from 'xstate';
import { toastMachine } from '../../machines/toast.machine';
import { activeStateIds, allStates, statechartOf } from '../../src/dev/statechart';

/** The state value that names a path: `['mode', 'auto']` → `{ mode: 'auto' }`. */
const valueOf = (path: string[]): StateValue =>
  path.slice(0, -1).reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path.at(-1)!);

/** What XState itself says: the states the snapshot `matches`. */
function matching(snapshot: AnyMachineSnapshot, ids: string[], paths: Map<string, string[]>) {
  return new Set(
    ids.filter((id) => paths.get(id)!.length === 0 || snapshot.matches(valueOf(paths.get(id)!))),
  );
}

const sample = createMachine({
  id: 'sample',
  type: 'parallel',
  states: {
    upload: {
      initial: 'idle',
      states: {
        idle: { on: { send: 'busy' } },
        busy: {
          initial: 'connecting',
          states: { connecting: { on: { connected: 'sending' } }, sending: {} },
        },
      },
    },
    light: { initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } },
  },
});

describe('the states a chart highlights', () => {
  it.each([
    ['a parallel machine', sample, [{ type: 'send' }, { type: 'flip' }, { type: 'connected' }]],
    [
      'the toast machine',
      toastMachine,
      [
        { type: 'toast.show', toast: { title: 'x' } },
        { type: 'toast.pause' },
        { type: 'toast.dismiss' },
      ],
    ],
  ] as const)(
    'are exactly the states the snapshot of %s matches, after every event',
    (_, machine, events) => {
      const chart = statechartOf(machine);
      const states = allStates(chart.root);
      const ids = states.map((s) => s.id);
      const paths = new Map(states.map((s) => [s.id, s.path]));
      const actor = createActor(machine).start();
      const check = () => {
        const snapshot = actor.getSnapshot();
        expect(activeStateIds(chart, snapshot.value)).toEqual(matching(snapshot, ids, paths));
      };
      check();
      for (const event of events) {
        actor.send(event);
        check();
      }
    },
  );
});
