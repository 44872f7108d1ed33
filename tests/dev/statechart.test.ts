import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { allTransitions, statechartOf } from '../../src/dev/statechart';

describe('the names a statechart gives transitions', () => {
  it('are the source, the label (event or delay, and guard) and the targets', () => {
    const machine = setup({
      guards: { isReady: () => true },
      delays: { settle: 300 },
    }).createMachine({
      id: 'm',
      initial: 'idle',
      states: {
        idle: { always: { guard: 'isReady', target: 'waiting' } },
        waiting: { after: { settle: 'done', 100: 'idle' }, on: { poke: {} } },
        done: { on: { reset: 'idle' } },
      },
    });

    expect(allTransitions(statechartOf(machine)).map((t) => t.id)).toEqual([
      'm.idle —always [isReady]→ m.waiting',
      'm.waiting —poke→ (stays)',
      'm.waiting —after 100 ms→ m.idle',
      'm.waiting —after settle→ m.done',
      'm.done —reset→ m.idle',
    ]);
  });

  it('refuse a machine in which two transitions would share one', () => {
    const machine = setup({ actions: { log: () => {} } }).createMachine({
      id: 'm',
      on: { poke: [{ actions: 'log' }, { actions: 'log' }] },
    });

    expect(() => statechartOf(machine)).toThrow('m: two transitions share a name');
  });
});
