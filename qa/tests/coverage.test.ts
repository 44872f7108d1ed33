import { beforeAll, describe, expect, it } from 'vitest';
import { setup, type AnyStateMachine } from 'xstate';
import {
  CoverageTally,
  coverageOfSteps,
  coverStart,
  definitionOf,
  exclusionsOn,
} from '../paths/coverage';
import { PROJECTS } from '../paths/devices';
import { pathsOf } from '../paths/generate';
import { PATH_SPECS } from '../paths/specs';

describe('the coverage of a step', () => {
  it('names the guarded alternative XState took, asking no guard itself', () => {
    let asked = 0;
    // Two alternatives to the same state: only the guard's answer tells them apart, and a second
    // asking would answer otherwise.
    const machine = setup({
      guards: {
        firstTime: () => {
          asked += 1;
          return asked === 1;
        },
        always: () => true,
      },
    }).createMachine({
      id: 'm',
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'firstTime', target: 'decided' },
            { guard: 'always', target: 'decided' },
          ],
        },
        decided: {},
      },
    });

    const covered = coverStart(machine, undefined);

    expect(covered.transitions).toEqual(['m.deciding —always [firstTime]→ m.decided']);
    expect(covered.states.sort()).toEqual(['m', 'm.decided', 'm.deciding']);
    expect(asked).toBe(1);
  });
});

describe.each(PATH_SPECS.map((spec) => [spec.name, spec] as const))(
  'the generated paths of the %s machine',
  (_, spec) => {
    const machine = spec.machine as AnyStateMachine;
    const { states, transitions } = definitionOf(machine);
    /** What the paths generated for each project reach. */
    const byProject = new Map(PROJECTS.map((project) => [project.id, new CoverageTally()]));
    beforeAll(() => {
      for (const path of pathsOf(spec)) {
        const tally = new CoverageTally();
        for (const step of coverageOfSteps(machine, path.start.input, path.steps)) tally.add(step);
        for (const id of path.projects) byProject.get(id)!.merge(tally);
      }
    }, 30_000);
    const reached = (tally: CoverageTally) => [
      ...states.filter((id) => tally.states.has(id)),
      ...transitions.filter((key) => tally.transitions.has(key)),
    ];

    it('reach every state and every transition of the machine over all devices, but what a named rule excludes on every one', () => {
      const all = new CoverageTally();
      for (const tally of byProject.values()) all.merge(tally);
      const exclusions = PROJECTS.map((project) => exclusionsOn(spec, project));
      const everywhere = (item: string) => exclusions.every((excluded) => excluded.has(item));

      expect(reached(all)).toEqual([...states, ...transitions].filter((item) => !everywhere(item)));
    });

    it.each(PROJECTS.map((project) => [project.id, project] as const))(
      'miss on %s exactly what the named rules exclude there',
      (id, project) => {
        const excluded = exclusionsOn(spec, project);
        const reachable = [...states, ...transitions].filter((item) => !excluded.has(item));

        expect(reached(byProject.get(id)!)).toEqual(reachable);
      },
    );
  },
);
