import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { coverageOfSteps } from '../paths/coverage';
import { pathsOf } from '../paths/generate';
import type { Walk } from '../paths/model';
import { pathFileOf, pathFileText } from '../paths/path-file';
import { sideBarPaths } from '../paths/specs/side-bar.paths';
import { toastPaths } from '../paths/specs/toast.paths';
import { mulberry32, randomWalk } from '../paths/walk';

/** The digest of an export of the side bar's walks on two projects. */
const sha256 = (walk: Walk) =>
  createHash('sha256')
    .update(
      pathFileText(
        pathFileOf({
          specs: [sideBarPaths],
          generation: { walk },
          projects: ['desktop-en', 'phone-he'],
        }),
      ),
    )
    .digest('hex');

describe('the seeded generator', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));

    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const number of draw(42)) expect(number >= 0 && number < 1).toBe(true);
  });
});

describe('a random walk', () => {
  it('draws again when a step cannot happen, and ends where nothing can', () => {
    // From each number n the steps are n + 1 and n + 2; odd numbers cannot happen; 6 is the end.
    const walk = randomWalk<number>({
      random: mulberry32(1),
      length: 10,
      next: (sofar) => {
        const here = sofar.at(-1) ?? 0;
        return here >= 6 ? [] : [here + 1, here + 2];
      },
      feasible: (sofar) => sofar.at(-1)! % 2 === 0,
    });

    expect(walk).toEqual([2, 4, 6]);
  });
});

describe('the random walks of a machine', () => {
  const walk: Walk = { seed: 2026, length: 8, count: 3 };

  it('are the same paths, byte for byte, for the same seed, and others for another', () => {
    expect(sha256(walk)).toBe(sha256({ ...walk }));
    expect(sha256(walk)).not.toBe(sha256({ ...walk, seed: 2027 }));
  }, 30_000);

  it('take a transition at every step, within the length, and only what the device allows', () => {
    const paths = pathsOf(toastPaths, { walk });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.steps.length - 1).toBeLessThanOrEqual(walk.length);
      const covers = coverageOfSteps(path.spec.machine, path.start.input, path.steps);
      for (const step of covers.slice(1)) expect(step.transitions.length).toBeGreaterThan(0);
    }
    // A phone's window is not resized: no walk on a phone changes the side bar's layout.
    const onPhones = pathsOf(sideBarPaths, { walk }).filter((path) =>
      path.projects.some((id) => id.startsWith('phone')),
    );
    expect(onPhones.length).toBeGreaterThan(0);
    for (const path of onPhones)
      for (const step of path.steps)
        expect(step.events.map((event) => event.type)).not.toContain('layout.changed');
  }, 30_000);

  it('respect the spec’s filter: the pointer leaves the side bar only after it entered', () => {
    for (const path of pathsOf(sideBarPaths, { walk: { ...walk, count: 5, length: 12 } })) {
      let inside = false;
      for (const step of path.steps.slice(1)) {
        for (const { type } of step.events) {
          if (type === 'sideBar.pointerLeft') expect(inside).toBe(true);
          if (type === 'sideBar.pointerEntered') expect(inside).toBe(false);
          if (type === 'sideBar.pointerEntered' || type === 'sideBar.pointerLeft')
            inside = type === 'sideBar.pointerEntered';
          if (type === 'layout.changed') inside = false;
        }
      }
    }
  }, 30_000);
});
