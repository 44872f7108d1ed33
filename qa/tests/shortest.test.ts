import { describe, expect, it } from 'vitest';
import { shortestPathTo } from '../paths/shortest';

const TOGGLE_CLOSED = 'sideBar.mobile.open —sideBar.toggle→ sideBar.mobile.closed';

describe('the shortest path to a part of a chart', () => {
  it('is the fewest steps that reach a state, on the project asked for', () => {
    const shortest = shortestPathTo('sideBar', 'sideBar.mobile.open', 'phone-he');

    expect(shortest).toMatchObject({ project: 'phone-he' });
    // A path is never a prefix of another: each opening of the drawer is followed by a closing.
    expect(shortest!.steps).toHaveLength(3);
    expect(shortest!.steps.slice(0, 2)).toEqual([
      'start: a Hebrew page on a phone or tablet, always in the mobile view, at /he/about',
      '1. press the menu button',
    ]);
    expect(shortest!.command).toMatch(
      /^npm run paths -- run --machine side-bar --path 'side-bar \d+' --project phone-he$/,
    );
    expect(shortest!.title).toMatch(/^side-bar \d+: /);
  });

  it('reaches a transition by taking it', () => {
    const shortest = shortestPathTo('side-bar', TOGGLE_CLOSED, 'narrow-en');

    expect(shortest!.steps).toEqual([
      'start: an English page in a desktop window 700 px wide, at /about',
      '1. press the menu button',
      '2. press the menu button',
    ]);
  });

  it('on any project when none is asked for, and none where nothing can reach it', () => {
    expect(shortestPathTo('sideBar', 'sideBar.desktop.expanded')!.project).toMatch(
      /^(desktop|narrow)-/,
    );
    expect(shortestPathTo('sideBar', 'sideBar.desktop.expanded', 'phone-en')).toBeNull();
    expect(() => shortestPathTo('clock', 'clock.ticking')).toThrow(
      /^No path spec for the machine clock/,
    );
  });
});
