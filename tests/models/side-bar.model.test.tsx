import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { DELAYS, SIDE_BAR } from '../../machines/constants';
import { sideBarMachine, type SideBarEvent } from '../../machines/side-bar.machine';
import { MENU_BUTTON_ID, SIDE_BAR_ID } from '../../src/app/actors';
import { localizedPath } from '../../src/paths';
import {
  NARROW,
  WIDE,
  emulateFocusVisible,
  eventsFrom,
  isVisuallyHidden,
  otherPage,
  PAGES,
  pathsCoveringTransitions,
  recordCoverage,
  renderApp,
  reportCoverageAfterAll,
  titled,
  setUpApp,
  runOnSimulatedClock,
  type RenderedApp,
  type Visit,
} from './harness';

type SideBarSnapshot = SnapshotFrom<typeof sideBarMachine>;
/** `sideBar.close` comes from two places: a tap on the overlay, or Escape. */
type CloseVia = 'overlay' | 'escape';

const coverage = recordCoverage(sideBarMachine);
reportCoverageAfterAll(coverage);
runOnSimulatedClock();
setUpApp({ pages: [...PAGES] });
emulateFocusVisible();

const catalogue = [
  { type: 'sideBar.pointerEntered' },
  { type: 'sideBar.pointerLeft' },
  { type: 'sideBar.focusEntered' },
  { type: 'sideBar.focusLeft' },
  { type: 'sideBar.toggle' },
  { type: 'sideBar.close', via: 'overlay' },
  { type: 'sideBar.close', via: 'escape' },
  { type: 'sideBar.itemChosen' },
  { type: 'layout.changed', layout: 'mobile' },
  { type: 'layout.changed', layout: 'desktop' },
] as SideBarEvent[];

/**
 * The machine invokes the Escape listener, so `createTestModel` refuses it; a plain `TestModel`
 * over the machine itself is used (its own implementations are no-ops; the browser's are provided
 * in `src/app/actors.ts`). The filters keep to what a visitor can do: the pointer enters the bar
 * only from outside and leaves only from inside; keyboard focus leaves only from inside.
 */
function modelFor(layout: 'desktop' | 'mobile') {
  return new TestModel(sideBarMachine, {
    input: { layout },
    events: eventsFrom(catalogue),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.pointerInside,
        snapshot.context.focusInside,
      ]),
    filterEvents: (snapshot, event) => {
      const { pointerInside, focusInside } = snapshot.context;
      if (event.type === 'sideBar.pointerEntered') return !pointerInside;
      if (event.type === 'sideBar.pointerLeft') return pointerInside;
      if (event.type === 'sideBar.focusLeft') return focusInside;
      return true;
    },
  });
}

const starts: Array<{ label: string; visit: Visit; layout: 'desktop' | 'mobile' }> = [
  {
    label: 'A wide desktop window',
    visit: { path: PAGES[0], viewportWidth: WIDE },
    layout: 'desktop',
  },
  {
    label: 'A narrow desktop window',
    visit: { path: PAGES[0], viewportWidth: NARROW },
    layout: 'mobile',
  },
];

const sideBar = () => {
  const nav = document.getElementById(SIDE_BAR_ID);
  if (!nav) throw new Error('no side bar');
  return nav;
};
const menuButton = () => document.getElementById(MENU_BUTTON_ID);
const overlay = () => document.querySelector<HTMLElement>('[data-testid="drawer-overlay"]');
const navLinks = () => [...sideBar().querySelectorAll('a')];
const focusIsInBar = () => sideBar().contains(document.activeElement);

async function execute(app: RenderedApp, event: SideBarEvent & { via?: CloseVia }) {
  switch (event.type) {
    // fireEvent.pointerEnter/Leave: Testing Library also dispatches pointerover/pointerout, which
    // is what React listens to for onPointerEnter/Leave (it has no native enter/leave listener).
    case 'sideBar.pointerEntered':
      fireEvent.pointerEnter(sideBar());
      return;
    case 'sideBar.pointerLeft':
      fireEvent.pointerLeave(sideBar());
      return;
    case 'sideBar.focusEntered': {
      // Tab into the bar (skip link, then the first item), or on to another item inside it.
      if (focusIsInBar()) {
        const last = navLinks().at(-1) === document.activeElement;
        await app.user.tab({ shift: last });
        expect(focusIsInBar()).toBe(true);
        return;
      }
      for (let presses = 0; !focusIsInBar(); presses += 1) {
        if (presses > 10) throw new Error('Tab never reached the side bar');
        await app.user.tab();
      }
      return;
    }
    case 'sideBar.focusLeft':
      for (let presses = 0; focusIsInBar(); presses += 1) {
        if (presses > 20) throw new Error('Shift+Tab never left the side bar');
        await app.user.tab({ shift: true });
      }
      return;
    case 'sideBar.toggle': {
      const button = menuButton();
      if (!button) throw new Error('no menu button');
      const opening = button.getAttribute('aria-expanded') === 'false';
      await app.user.click(button);
      if (opening) {
        // The first item is focused after the drawer has painted.
        act(() => {
          vi.advanceTimersToNextFrame();
        });
        expect(document.activeElement).toBe(navLinks()[0]);
      } else {
        expect(document.activeElement).toBe(menuButton());
      }
      return;
    }
    case 'sideBar.close':
      if (event.via === 'escape') await app.user.keyboard('{Escape}');
      else await app.user.click(overlay()!);
      expect(document.activeElement, 'focus returns to the menu button').toBe(menuButton());
      return;
    case 'sideBar.itemChosen': {
      const href = localizedPath(otherPage(app.currentPath()), app.language());
      const link = navLinks().find((candidate) => candidate.getAttribute('href') === href);
      await app.user.click(link!);
      expect(app.currentPath()).toBe(href);
      return;
    }
    case 'layout.changed':
      // The visitor resizes the window across 767/768 px (auto mode); the layout follows once
      // the resize debounce has elapsed.
      window.innerWidth = event.layout === 'mobile' ? NARROW : WIDE;
      fireEvent(window, new Event('resize'));
      act(() => {
        vi.advanceTimersByTime(DELAYS.resizeDebounce);
      });
      expect(document.documentElement).toHaveAttribute('data-layout', event.layout);
      return;
  }
}

/** What the visitor sees for each state of the side bar. */
function expectSideBar(app: RenderedApp, snapshot: SideBarSnapshot) {
  const m = app.messages();
  const nav = sideBar();
  const label = nav.querySelector('a span');
  const main = document.querySelector('main');
  // (An accessible name is only computed for a shown element; the closed drawer is hidden.)
  expect(nav).toHaveAttribute('aria-label', m['nav.label']);

  if (snapshot.matches('desktop')) {
    const expanded = snapshot.matches({ desktop: 'expanded' });
    expect(document.documentElement).toHaveAttribute('data-layout', 'desktop');
    expect(nav).toHaveAttribute('data-state', expanded ? 'expanded' : 'collapsed');
    expect(getComputedStyle(nav).width).toBe(
      expanded ? SIDE_BAR.expandedWidth : SIDE_BAR.collapsedWidth,
    );
    expect(isVisuallyHidden(label!), 'labels shown only when expanded').toBe(!expanded);
    // The menu button and the drawer's overlay are rendered in every layout, shown only on mobile.
    expect(getComputedStyle(menuButton()!).display).toBe('none');
    expect(getComputedStyle(overlay()!).display).toBe('none');
    expect(main).not.toHaveAttribute('inert');
    return;
  }

  const open = snapshot.matches({ mobile: 'open' });
  expect(document.documentElement).toHaveAttribute('data-layout', 'mobile');
  expect(nav).toHaveAttribute('data-state', open ? 'open' : 'closed');
  expect(getComputedStyle(nav).visibility).toBe(open ? 'visible' : 'hidden');
  if (open) expect(isVisuallyHidden(label!)).toBe(false);
  const button = menuButton();
  expect(getComputedStyle(button!).display).not.toBe('none');
  expect(button).toHaveAttribute('aria-expanded', String(open));
  expect(button).toHaveAttribute('aria-controls', SIDE_BAR_ID);
  expect(button).toHaveAccessibleName(open ? m['nav.menu.close'] : m['nav.menu.open']);
  expect(overlay()).toHaveAttribute('data-state', open ? 'open' : 'closed');
  // The page behind the open drawer is inert.
  if (open) expect(main).toHaveAttribute('inert');
  else expect(main).not.toHaveAttribute('inert');
}

for (const start of starts) {
  const paths = titled(
    start.label,
    pathsCoveringTransitions(sideBarMachine, modelFor(start.layout)),
  );

  describe(start.label, () => {
    for (const { title, path } of paths) {
      it(title, async () => {
        const app = renderApp(start.visit, coverage);
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) await execute(app, step.event);
          expectSideBar(app, step.state);
          expect(app.actors.sideBar.getSnapshot().value).toEqual(step.state.value);
        }
        coverage.pathRun();
      });
    }
  });
}
