import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  STORAGE_KEYS,
  SWITCHER_ICON_SIZE,
  VIEW_MODES,
  type ViewMode,
} from '../../machines/constants';
import { densityOf } from '../../machines/device';
import {
  layoutOf,
  viewModeMachine,
  type ViewModeEvent,
  type ViewModeInput,
} from '../../machines/view-mode.machine';
import { MENU_BUTTON_ID } from '../../src/app/actors';
import { selectSwitcherVisible } from '../../src/app/selectors';
import {
  DESKTOP_DEVICE,
  IPHONE,
  NARROW,
  PAGES,
  WIDE,
  delayOf,
  elapse,
  eventsFrom,
  pathsCoveringTransitions,
  recordCoverage,
  renderApp,
  reportCoverageAfterAll,
  shownToast,
  titled,
  setUpApp,
  runOnSimulatedClock,
  viewModeInputFor,
  type RenderedApp,
  type Visit,
} from './harness';

type ViewModeSnapshot = SnapshotFrom<typeof viewModeMachine>;

const coverage = recordCoverage(viewModeMachine, {
  '#viewMode.viewport.measuring —viewport.':
    'unreachable in the app: the provided measureViewport reports the width synchronously when measuring is entered, so no resize or orientation change can arrive while measuring',
});
reportCoverageAfterAll(coverage);
runOnSimulatedClock();
setUpApp({ pages: [...PAGES] });

const regions = (snapshot: ViewModeSnapshot) =>
  snapshot.value as { mode: string; viewport: string; transitions: string | object };

/**
 * The machine invokes actors and has `after` timers, so `createTestModel` refuses it; a plain
 * `TestModel` over the machine itself is used (its own action and actor implementations are
 * no-ops: the browser effects are provided in `src/app/actors.ts`). Delayed transitions appear
 * as `xstate.after.<delay>.<state>` events, replayed by letting that named delay elapse.
 *
 * The filters keep the model to what a visitor can do, in the order time allows:
 * - a mode is chosen only from a visible switcher, never the one already checked, and undone
 *   only to the mode before the last choice (the toast's Undo);
 * - `measuring` is left only by `viewport.measured`: the app measures synchronously;
 * - the layout resize block (250 ms) restarts with every resize, as the resize debounce
 *   (250 ms, scheduled first) does, and ends before an orientation settles (300 ms), so it
 *   cannot end while resizing nor after an orientation settle it started before;
 * - test design: window changes are explored before the visitor's first choice (in the mode
 *   the visit starts in: auto, stored or forced), choices are made in a steady window.
 */
function modelFor(input: ViewModeInput, widths: readonly number[]) {
  const catalogue: ViewModeEvent[] = [
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.select', mode }) as const),
    ...VIEW_MODES.map((mode) => ({ type: 'viewMode.revert', mode }) as const),
    { type: 'viewport.resized' },
    { type: 'viewport.orientationChanged' },
    ...widths.map((width) => ({ type: 'viewport.measured', width }) as const),
  ];
  return new TestModel(viewModeMachine, {
    input,
    events: eventsFrom(catalogue),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.mode,
        snapshot.context.previousMode,
        snapshot.context.viewportWidth,
      ]),
    filterEvents: (snapshot, event) => {
      const { viewport, transitions } = regions(snapshot);
      const steady = viewport === 'steady' && transitions === 'enabled';
      if (viewport === 'measuring') return event.type === 'viewport.measured';
      switch (event.type) {
        case 'viewport.measured':
          return false;
        case 'viewMode.select':
          return steady && selectSwitcherVisible(snapshot) && event.mode !== snapshot.context.mode;
        case 'viewMode.revert':
          return steady && event.mode === snapshot.context.previousMode;
        case 'viewport.resized':
        case 'viewport.orientationChanged':
          return snapshot.context.previousMode === null;
      }
      const delay = delayOf((event as { type: string }).type);
      if (delay === 'layoutResizeBlock') return viewport !== 'resizing';
      if (delay === 'orientationSettle') return transitions === 'enabled';
      return true;
    },
  });
}

const starts: Array<{ label: string; visit: Visit; widths: readonly number[] }> = [
  {
    label: 'A desktop computer with nothing stored',
    visit: { path: PAGES[0], device: DESKTOP_DEVICE, viewportWidth: WIDE },
    widths: [NARROW, WIDE],
  },
  {
    label: 'A desktop computer with mobile stored',
    visit: {
      path: PAGES[0],
      device: DESKTOP_DEVICE,
      viewportWidth: WIDE,
      stored: { viewMode: 'mobile' },
    },
    widths: [NARROW, WIDE],
  },
  {
    label: 'A desktop computer with desktop stored',
    visit: {
      path: PAGES[0],
      device: DESKTOP_DEVICE,
      viewportWidth: WIDE,
      stored: { viewMode: 'desktop' },
    },
    widths: [NARROW, WIDE],
  },
  {
    label: 'A phone',
    visit: { path: PAGES[0], device: IPHONE, viewportWidth: IPHONE.screenWidth },
    widths: [IPHONE.screenWidth, IPHONE.screenHeight],
  },
];

type Steps = ReturnType<ReturnType<typeof modelFor>['getShortestPaths']>[number]['steps'];

/** The width the window is resized (or rotated) to: what the app will measure next in the path. */
function widthAfter(steps: Steps, index: number): number {
  const measured = steps
    .slice(index + 1)
    .find((step) => step.event.type === 'viewport.measured')?.event;
  return measured?.type === 'viewport.measured' ? measured.width : window.innerWidth;
}

function execute(app: RenderedApp, steps: Steps, index: number) {
  const { event } = steps[index]!;
  const m = app.messages();
  switch (event.type) {
    case 'viewMode.select': {
      // fireEvent.click: the radios act on click alone, and user-event's full pointer sequence
      // doubles the cost of a step (role queries likewise: one `getByRole` is ~100 ms here).
      fireEvent.click(within(switcher(app)).getByLabelText(m[`viewMode.${event.mode}`]));
      // The change is confirmed with a toast that offers to undo it.
      const toast = shownToast();
      expect(toast).toHaveTextContent(m['toast.viewMode.title']);
      expect(toast).toHaveTextContent(m[`toast.viewMode.${event.mode}`]);
      return;
    }
    case 'viewMode.revert': {
      const toast = shownToast();
      if (!toast) throw new Error('no toast to undo from');
      fireEvent.click(within(toast).getByRole('button', { name: m['toast.viewMode.undo'] }));
      expect(shownToast(), 'Undo closes the toast').toBeNull();
      return;
    }
    case 'viewport.resized':
      window.innerWidth = widthAfter(steps, index);
      fireEvent(window, new Event('resize'));
      return;
    case 'viewport.orientationChanged':
      window.innerWidth = widthAfter(steps, index);
      fireEvent(window, new Event('orientationchange'));
      return;
    case 'viewport.measured':
      // Already done: the app measured `window.innerWidth` when the delay elapsed.
      expect(window.innerWidth).toBe(event.width);
      return;
    default:
      elapse(app.actors.viewMode, (event as { type: string }).type);
  }
}

/** The view-mode switcher: a radio group named "View mode". */
function switcher(app: RenderedApp): HTMLElement {
  const group = document.querySelector<HTMLElement>('[role="radiogroup"]');
  if (!group) throw new Error('the view-mode switcher is not shown');
  expect(group).toHaveAccessibleName(app.messages()['viewMode.label']);
  return group;
}

/** What the visitor sees for a snapshot of the view-mode machine. */
function expectViewMode(app: RenderedApp, snapshot: ViewModeSnapshot) {
  const { mode, device } = snapshot.context;
  const layout = layoutOf(snapshot.context);
  const m = app.messages();
  const root = document.documentElement;

  expect(app.actors.viewMode.getSnapshot().context.mode).toBe(mode);
  expect(root).toHaveAttribute('data-view-mode', mode);
  expect(root).toHaveAttribute('data-layout', layout);
  expect(document.body).toHaveClass(`view-mode-${mode}`, `layout-${layout}`);
  expect(root).toHaveAttribute('data-density', densityOf(device));
  expect(root.hasAttribute('data-mobile-device')).toBe(device.isMobile);
  expect(root.hasAttribute('data-ios')).toBe(device.isIOS);
  expect(root.hasAttribute('data-modern-iphone')).toBe(device.isModernIPhone);
  expect(localStorage.getItem(STORAGE_KEYS.viewMode)).toBe(mode);
  // The layout resize block: CSS transitions are off while the window is being resized.
  expect(root.hasAttribute('data-resizing'), 'transitions suspended').toBe(
    snapshot.hasTag('resizing'),
  );
  // The mobile layout shows the menu button; the desktop layout the 4rem side bar instead.
  const menuButton = document.getElementById(MENU_BUTTON_ID);
  expect(menuButton && getComputedStyle(menuButton).display !== 'none').toBe(layout === 'mobile');

  const hidden = layout === 'desktop' && mode === 'auto' && !device.isMobile;
  if (hidden) {
    expect(
      document.querySelector('[role="radiogroup"]'),
      'the switcher is hidden on a desktop in auto',
    ).toBeNull();
    return;
  }
  const group = switcher(app);
  for (const choice of VIEW_MODES) {
    const radio = within(group).getByLabelText(m[`viewMode.${choice}`]);
    expect(radio).toHaveAttribute('aria-checked', String(choice === mode));
    // A mobile device may only be mobile.
    expect(radio.getAttribute('aria-disabled') === 'true').toBe(
      device.isMobile && choice !== 'mobile',
    );
    // Larger icons on high-density screens.
    expect(radio.querySelector('svg')).toHaveAttribute(
      'width',
      String(device.isHighDensity ? SWITCHER_ICON_SIZE.highDensity : SWITCHER_ICON_SIZE.standard),
    );
  }
}

for (const start of starts) {
  const model = modelFor(viewModeInputFor(start.visit), start.widths);
  const paths = titled(start.label, pathsCoveringTransitions(viewModeMachine, model), {
    end: (path) => ` at ${path.state.context.viewportWidth} px`,
  });

  describe(start.label, () => {
    for (const { title, path } of paths) {
      it(title, () => {
        const app = renderApp(start.visit, coverage);
        let announced = 0;
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) execute(app, path.steps, index);
          // `measuring` is transient in the app (it measures at once): check what it leads to.
          const next = path.steps[index + 1];
          const shown =
            regions(step.state).viewport === 'measuring' && next?.event.type === 'viewport.measured'
              ? next.state
              : step.state;
          expectViewMode(app, shown);
          // Every change of mode, and only a change, dispatches `viewModeChanged` with the mode.
          const previous = path.steps[index - 1]?.state.context.mode;
          const expected: ViewMode[] =
            previous !== undefined && previous !== step.state.context.mode
              ? [step.state.context.mode]
              : [];
          expect(app.announcements.slice(announced)).toEqual(expected);
          announced = app.announcements.length;
        }
        coverage.pathRun();
      });
    }
  });
}
