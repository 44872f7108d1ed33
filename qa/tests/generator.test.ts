import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { coverStart, definitionOf } from '../paths/coverage';
import { PROJECTS } from '../paths/devices';
import { pathsOf } from '../paths/generate';
import type { PathSpec } from '../paths/model';
import { PATH_SPECS } from '../paths/specs';
import { Timeline } from '../paths/timeline';

describe('the path generator', () => {
  it('gives every path of every machine a unique id and title, and the same ones each time', () => {
    for (const spec of PATH_SPECS) {
      const paths = pathsOf(spec);
      expect(paths.length, spec.name).toBeGreaterThan(0);
      expect(new Set(paths.map((path) => path.id)).size).toBe(paths.length);
      expect(new Set(paths.map((path) => path.title)).size).toBe(paths.length);
      for (const path of paths) {
        expect(path.title.startsWith(`${path.id}: `)).toBe(true);
        expect(path.projects.every((id) => PROJECTS.some((p) => p.id === id))).toBe(true);
      }
    }
    // Generating every machine's paths on eight projects takes seconds on a busy machine.
  }, 30_000);

  it('names each guarded start-up decision that was taken, not the first one with that target', () => {
    const viaStoredHebrew = coverStart(languageMachine, {
      urlLanguage: 'en',
      storedLanguage: 'he',
    });
    expect(viaStoredHebrew.transitions).toEqual([
      'language.deciding —always [prefersHebrew]→ language.he',
    ]);
    const viaHebrewUrl = coverStart(languageMachine, { urlLanguage: 'he', storedLanguage: 'en' });
    expect(viaHebrewUrl.transitions).toEqual([
      'language.deciding —always [isHebrewUrl]→ language.he',
    ]);
  });

  it('counts every state node and every transition, eventless and delayed ones included', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { always: { target: 'b' } },
        b: { after: { 100: 'c' }, on: { go: 'c' } },
        c: { type: 'final' },
      },
    });
    const { states, transitions } = definitionOf(machine);
    expect(states).toEqual(['m', 'm.a', 'm.b', 'm.c']);
    expect([...transitions].sort()).toEqual([
      'm.a —always→ m.b',
      'm.b —after 100 ms→ m.c',
      'm.b —go→ m.c',
    ]);
  });
});

describe('real time for generated paths', () => {
  /** A region that a poke sets waiting for `delay`, then done. */
  const waitingFor = (delay: 'debounce' | 'block') => ({
    initial: 'idle',
    states: {
      idle: { on: { poke: 'waiting' } },
      waiting: { after: { [delay]: 'done' } },
      done: {},
    },
  });
  /** Two timers started by the same event, due at the same instant. */
  const twoTimers = setup({
    delays: { debounce: 250, block: 250 },
  }).createMachine({
    id: 'twoTimers',
    type: 'parallel',
    states: { one: waitingFor('debounce'), two: waitingFor('block') },
  });

  it('moves the clock by the delay, and folds a timer that was due at the same instant', () => {
    const timeline = new Timeline(twoTimers, undefined);
    expect(timeline.apply({ type: 'poke' })).toBe(0);
    expect(timeline.apply({ type: 'xstate.after.debounce.twoTimers.one.waiting' })).toBe(250);
    expect(timeline.snapshot.value).toEqual({ one: 'done', two: 'done' });
    expect(timeline.apply({ type: 'xstate.after.block.twoTimers.two.waiting' })).toBeNull();
    timeline.stop();
  });

  it('folds the second timer into the first step of a generated path', () => {
    const spec: PathSpec<typeof twoTimers> = {
      name: 'two-timers',
      machine: twoTimers,
      starts: (project) =>
        project.id === 'desktop-en'
          ? [{ label: 'idle', url: '/', stored: {}, input: undefined }]
          : [],
      events: () => [{ type: 'poke' }],
      serialize: (snapshot) => JSON.stringify(snapshot.value),
      describe: (event) => event.type,
      act: () => [],
      expect: () => [],
    };
    const paths = pathsOf(spec);
    const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
    expect(longest.steps.map((step) => step.events.map((event) => event.type))).toEqual([
      [],
      ['poke'],
      ['xstate.after.debounce.twoTimers.one.waiting', 'xstate.after.block.twoTimers.two.waiting'],
    ]);
    expect(longest.steps[2]!.ms).toBe(250);
    expect(longest.steps.at(-1)!.state.value).toEqual({ one: 'done', two: 'done' });
  });
});
