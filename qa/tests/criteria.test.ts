import { describe, expect, it } from 'vitest';
import { setup, type EventObject } from 'xstate';
import { coverageDocument, parseGeneration, runsOfPaths } from '../paths/criteria';
import { CoverageTally, coverageOfSteps } from '../paths/coverage';
import { pathsOf } from '../paths/generate';
import type { GeneratedPath, Generation, PathSpec } from '../paths/model';
import { sideBarPaths } from '../paths/specs/side-bar.paths';

/** A door: opened and closed, and knocked on while closed (which changes nothing). */
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'knock' } },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', knock: {} } },
    opened: { on: { close: 'closed' } },
  },
});

const doorSpec: PathSpec<typeof door> = {
  name: 'door',
  machine: door,
  starts: (project) =>
    project.id === 'desktop-en'
      ? [{ label: 'closed', url: '/', stored: {}, input: undefined }]
      : [],
  events: () => [{ type: 'open' }, { type: 'close' }, { type: 'knock' }],
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  describe: (event) => event.type,
  act: () => [],
  expect: () => [],
};

const OPEN = 'door.closed —open→ door.opened';
const CLOSE = 'door.opened —close→ door.closed';
const KNOCK = 'door.closed —knock→ (stays)';

function reached(paths: GeneratedPath[]) {
  const tally = new CoverageTally();
  for (const path of paths)
    for (const step of coverageOfSteps(path.spec.machine, path.start.input, path.steps))
      tally.add(step);
  return tally;
}

const eventsOf = (paths: GeneratedPath[]) =>
  paths.map((path) =>
    path.steps.slice(1).map((step) => step.events.map((event: EventObject) => event.type).join()),
  );

describe('the coverage criteria', () => {
  it('states: only the shortest path to every state', () => {
    const paths = pathsOf(doorSpec, { criterion: 'states' }) as GeneratedPath[];

    expect(eventsOf(paths)).toEqual([['open']]);
    expect([...reached(paths).transitions]).toEqual([OPEN]);
  });

  it('transitions (the default): every transition, the knock that changes nothing included', () => {
    const paths = pathsOf(doorSpec) as GeneratedPath[];

    expect([...reached(paths).transitions].sort()).toEqual([OPEN, CLOSE, KNOCK].sort());
  });

  it('transition pairs: every two transitions that can follow each other', () => {
    const paths = pathsOf(doorSpec, { criterion: 'transition-pairs' }) as GeneratedPath[];

    expect([...reached(paths).pairs].sort()).toEqual(
      [
        `${OPEN} then ${CLOSE}`,
        `${CLOSE} then ${OPEN}`,
        `${CLOSE} then ${KNOCK}`,
        `${KNOCK} then ${OPEN}`,
        `${KNOCK} then ${KNOCK}`,
      ].sort(),
    );
  });

  it('counts the pairs of the side bar as covered and possible alike, per project', () => {
    const paths = pathsOf(sideBarPaths, { criterion: 'transition-pairs' }) as GeneratedPath[];
    const document = coverageDocument({
      runs: runsOfPaths(paths),
      projects: ['desktop-en', 'phone-he'],
      criterion: 'transition-pairs',
    });
    const [desktop, phone] = document.machines[0]!.projects;

    expect(desktop!.summary.pairs!.covered).toBe(desktop!.summary.pairs!.total);
    expect(desktop!.pairs).toContainEqual({
      id: 'sideBar.desktop.collapsed —sideBar.pointerEntered→ sideBar.desktop.expanded then sideBar.desktop.expanded —sideBar.pointerLeft→ sideBar.desktop.collapsed',
      covered: true,
    });
    // A phone has no desktop bar: its rule excludes the state, and no pair there is possible.
    const desktopBar = phone!.states.find((state) => state.id === 'sideBar.desktop');
    expect(desktopBar?.covered).toBe(false);
    expect(desktopBar?.excludedBy).toContain('a phone or tablet is always in the mobile view');
    expect(phone!.pairs!.some((pair) => pair.id.includes('sideBar.desktop'))).toBe(false);
  }, 30_000);
});

describe('the command line choice of generation', () => {
  it.each<[Parameters<typeof parseGeneration>[0], Generation]>([
    [{}, { criterion: 'transitions' }],
    [{ criterion: 'states' }, { criterion: 'states' }],
    [{ walk: true, seed: '7', length: '12' }, { walk: { seed: 7, length: 12, count: 1 } }],
    [
      { walk: true, seed: '0', length: '3', count: '4' },
      { walk: { seed: 0, length: 3, count: 4 } },
    ],
  ])('reads %o', (options, generation) => {
    expect(parseGeneration(options)).toEqual(generation);
  });

  it.each([
    [
      { criterion: 'edges' },
      'No criterion "edges"; the criteria are states, transitions, transition-pairs',
    ],
    [{ walk: true, length: '5' }, '--walk needs --seed'],
    [{ walk: true, seed: '1', length: '0' }, '--walk needs --length, a whole number of at least 1'],
    [{ walk: true, seed: '1.5', length: '4' }, '--walk needs --seed'],
    [{ seed: '1' }, '--seed, --length and --count go with --walk'],
    [{ walk: true, seed: '1', length: '4', criterion: 'states' }, 'do not go together'],
  ])('refuses %o', (options, message) => {
    expect(() => parseGeneration(options)).toThrow(message);
  });
});
