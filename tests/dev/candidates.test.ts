import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { candidatesOf } from '../../src/dev/candidates';
import { statechartOf } from '../../src/dev/statechart';

/** Two regions; `poke` is handled in a leaf, its region and the root, behind guards. */
const machine = setup({
  guards: { isFirst: () => false, isSecond: () => true, isThird: () => true },
}).createMachine({
  id: 'm',
  type: 'parallel',
  on: { poke: { target: '.left.done' } },
  states: {
    left: {
      initial: 'idle',
      on: { poke: { guard: 'isThird', target: '.idle' } },
      states: {
        idle: {
          on: {
            poke: [
              { guard: 'isFirst', target: 'done' },
              { guard: 'isSecond', target: 'busy' },
            ],
          },
        },
        busy: {},
        done: {},
      },
    },
    right: {
      initial: 'off',
      states: { off: { on: { poke: { guard: 'isFirst', target: 'on' } } }, on: {} },
    },
  },
});
const chart = statechartOf(machine);

const summary = (before: unknown, taken: Parameters<typeof candidatesOf>[3]) =>
  candidatesOf(chart, before, 'poke', taken).map(({ state, candidates }) => [
    state,
    candidates.map((c) => `${c.transition.id}: ${c.taken ? 'taken' : (c.guard ?? 'no guard')}`),
  ]);

describe('the transitions an event could take, with their guards', () => {
  it('walk from each active leaf up to the root: guards before the taken one said no, later ones were not asked', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'poke' });
    // What XState did, which the app reports as the taken transitions:
    expect(actor.getSnapshot().value).toEqual({ left: 'busy', right: 'off' });
    const taken = [{ source: 'm.left.idle', targets: ['m.left.busy'], guard: 'isSecond' }];
    expect(summary({ left: 'idle', right: 'off' }, taken)).toEqual([
      [
        'm.left.idle',
        [
          'm.left.idle —poke [isFirst]→ m.left.done: false',
          'm.left.idle —poke [isSecond]→ m.left.busy: taken',
          'm.left —poke [isThird]→ m.left.idle: not asked',
          'm —poke→ m.left.done: no guard',
        ],
      ],
      [
        'm.right.off',
        // Enabled here too, but the left leaf's transition wins the conflict.
        ['m.right.off —poke [isFirst]→ m.right.on: false', 'm —poke→ m.left.done: no guard'],
      ],
    ]);
  });

  it('reach the ancestors when the leaf has nothing for the event', () => {
    const taken = [{ source: 'm.left', targets: ['m.left.idle'], guard: 'isThird' }];
    expect(summary({ left: 'busy', right: 'on' }, taken)).toEqual([
      [
        'm.left.busy',
        ['m.left —poke [isThird]→ m.left.idle: taken', 'm —poke→ m.left.done: no guard'],
      ],
      ['m.right.on', ['m —poke→ m.left.done: no guard']],
    ]);
  });

  it('mark the guard of the taken transition true', () => {
    const taken = [{ source: 'm.left.idle', targets: ['m.left.busy'], guard: 'isSecond' }];
    const [left] = candidatesOf(chart, { left: 'idle', right: 'off' }, 'poke', taken);
    expect(left!.candidates.map((c) => c.guard)).toEqual(['false', 'true', 'not asked', undefined]);
  });
});
