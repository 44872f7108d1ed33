import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { DELAYS } from '../../machines/constants';
import { projectById } from '../paths/devices';
import { pathOfEvents } from '../paths/generate';
import { sideBarPaths } from '../paths/specs/side-bar.paths';
import { viewModePaths } from '../paths/specs/view-mode.paths';

const narrow = projectById('narrow-en');
const desktop = projectById('desktop-en');
const startOn = (project: typeof narrow) => sideBarPaths.starts(project)[0]!;
const eventTypes = (steps: ReadonlyArray<{ events: EventObject[] }>) =>
  steps.map((step) => step.events.map((event) => event.type));

describe('a path of given events', () => {
  it('takes the events one step each, from the start, as a visitor would', () => {
    const toggle = { type: 'sideBar.toggle' };
    const path = pathOfEvents(sideBarPaths, startOn(narrow), narrow, [toggle, toggle], 'drawer');

    expect(path).not.toBeNull();
    expect(eventTypes(path!.steps)).toEqual([[], ['sideBar.toggle'], ['sideBar.toggle']]);
    expect(path!.steps.map((step) => step.state.value)).toEqual([
      { mobile: 'closed' },
      { mobile: 'open' },
      { mobile: 'closed' },
    ]);
    expect(path!.steps.map((step) => step.ms)).toEqual([0, 0, 0]);
    expect(path!.id).toBe('drawer');
    expect(path!.title).toBe(
      'drawer: an English page in a desktop window 700 px wide: press the menu button → press the menu button ⇒ closed',
    );
    expect(path!.projects).toEqual(['narrow-en']);
  });

  it('is null when an event is not one the spec gives there, or takes no transition', () => {
    const toggle = { type: 'sideBar.toggle' };
    // A 1280 px window shows the desktop bar: there is no menu button to press.
    expect(pathOfEvents(sideBarPaths, startOn(desktop), desktop, [toggle])).toBeNull();
    // The pointer cannot leave the bar before it has entered it (the spec's filter).
    expect(
      pathOfEvents(sideBarPaths, startOn(desktop), desktop, [{ type: 'sideBar.pointerLeft' }]),
    ).toBeNull();
    // The spec's close carries how the visitor closed the drawer; a bare one is not the spec's.
    expect(
      pathOfEvents(sideBarPaths, startOn(narrow), narrow, [toggle, { type: 'sideBar.close' }]),
    ).toBeNull();
    expect(
      pathOfEvents(sideBarPaths, startOn(narrow), narrow, [
        toggle,
        { type: 'sideBar.close', via: 'escape' },
      ]),
    ).not.toBeNull();
  });

  it('waits for a delay on the clock, and joins what is due or done at the same instant', () => {
    const start = viewModePaths.starts(desktop).find((s) => s.label === 'nothing stored')!;
    const path = pathOfEvents(viewModePaths, start, desktop, [
      { type: 'viewport.resized' },
      { type: 'xstate.after.resizeDebounce.viewMode.viewport.resizing' },
      { type: 'viewport.measured', width: 767 },
      { type: 'xstate.after.layoutResizeBlock.viewMode.transitions.suspended.waiting' },
    ]);

    expect(path).not.toBeNull();
    // The debounce ends; the app measures the window at once; the layout block, due at the same
    // instant, ends in the same step.
    expect(eventTypes(path!.steps)).toEqual([
      [],
      ['viewport.resized'],
      [
        'xstate.after.resizeDebounce.viewMode.viewport.resizing',
        'viewport.measured',
        'xstate.after.layoutResizeBlock.viewMode.transitions.suspended.waiting',
      ],
    ]);
    expect(path!.steps[2]!.ms).toBe(DELAYS.resizeDebounce);
    expect(path!.steps.at(-1)!.state.value).toMatchObject({ viewport: 'steady' });
  });

  it('is null when the events cannot happen in that order on a real clock', () => {
    const start = viewModePaths.starts(desktop).find((s) => s.label === 'nothing stored')!;
    // No timer is pending before the window is resized.
    expect(
      pathOfEvents(viewModePaths, start, desktop, [
        { type: 'xstate.after.resizeDebounce.viewMode.viewport.resizing' },
      ]),
    ).toBeNull();
    // The layout block ends with the debounce: a path cannot stop between the two.
    expect(
      pathOfEvents(viewModePaths, start, desktop, [
        { type: 'viewport.resized' },
        { type: 'xstate.after.resizeDebounce.viewMode.viewport.resizing' },
      ]),
    ).toBeNull();
  });
});
