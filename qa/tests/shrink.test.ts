import { describe, expect, it } from 'vitest';
import { projectById } from '../paths/devices';
import { pathOfEvents } from '../paths/generate';
import type { GeneratedPath } from '../paths/model';
import { entryOf } from '../paths/path-file';
import { ddmin, shrinkableSteps, subPath } from '../paths/shrink';
import { sideBarPaths } from '../paths/specs/side-bar.paths';

describe('ddmin', () => {
  it('finds the two steps that together make the failure, in their order', async () => {
    const tried: number[][] = [];
    const fails = (subset: readonly number[]) => {
      tried.push([...subset]);
      return Promise.resolve(subset.includes(3) && subset.includes(7));
    };
    expect(await ddmin([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], fails)).toEqual([3, 7]);
    // Fewer tries than every subset of ten (1,024).
    expect(tried.length).toBeLessThan(40);
  });

  it('finds one step, and no step when the start alone fails', async () => {
    expect(
      await ddmin([1, 2, 3, 4, 5, 6], (subset) => Promise.resolve(subset.includes(5))),
    ).toEqual([5]);
    expect(await ddmin([1, 2, 3], () => Promise.resolve(true))).toEqual([]);
  });

  it('keeps every step when each one is needed', async () => {
    const all = [1, 2, 3, 4];
    expect(await ddmin(all, (subset) => Promise.resolve(subset.length === all.length))).toEqual(
      all,
    );
  });
});

describe('a sub-path of a failing path', () => {
  const narrow = projectById('narrow-en');
  const toggle = { type: 'sideBar.toggle' };
  const start = sideBarPaths.starts(narrow)[0]!;
  const entry = entryOf(
    pathOfEvents(
      sideBarPaths,
      start,
      narrow,
      [toggle, toggle, toggle],
      'side-bar 99',
    )! as GeneratedPath,
    narrow,
  );

  it('is rebuilt from the kept steps, with the checks of the states it reaches', () => {
    expect(shrinkableSteps(entry)).toEqual([1, 2, 3]);
    const shorter = subPath(entry, [1])!;
    expect(shorter.steps.map((step) => step.events.map((event) => event.type))).toEqual([
      [],
      ['sideBar.toggle'],
    ]);
    expect(shorter.id).toBe('side-bar 99 shrunk');
    expect(shorter.start).toEqual(entry.start);
    // The drawer is open after one press: the last step checks the open drawer, as the long path's
    // second-to-last step does not.
    expect(shorter.steps[1]!.checks).toEqual(entry.steps[1]!.checks);
  });

  it('is null where the model does not allow the kept events', () => {
    const pointer = projectById('desktop-en');
    const desktopStart = sideBarPaths.starts(pointer)[0]!;
    const path = pathOfEvents(
      sideBarPaths,
      desktopStart,
      pointer,
      [{ type: 'sideBar.pointerEntered' }, { type: 'sideBar.pointerLeft' }],
      'side-bar 98',
    )! as GeneratedPath;
    // Leaving the bar without having entered it is not something a visitor can do.
    expect(subPath(entryOf(path, pointer), [2])).toBeNull();
  });
});
