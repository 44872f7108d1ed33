import { describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { ViewMode } from '../../machines/constants';
import {
  layoutOf,
  viewModeMachine,
  type ViewModeContext,
  type ViewModeEvent,
  type ViewModeInput,
} from '../../machines/view-mode.machine';
import { desktopFacts, USER_AGENTS } from '../support/devices';

const desktopInput = (overrides: Partial<ViewModeInput> = {}): ViewModeInput => ({
  ...desktopFacts(),
  storedViewMode: null,
  viewportWidth: 1280,
  ...overrides,
});

const mobileInput = (overrides: Partial<ViewModeInput> = {}): ViewModeInput =>
  desktopInput({
    userAgent: USER_AGENTS.iPhone,
    devicePixelRatio: 3,
    maxTouchPoints: 5,
    screenWidth: 390,
    screenHeight: 844,
    viewportWidth: 390,
    ...overrides,
  });

/** The context each time a mocked action ran (the actions read the mode from it). */
const contextsOf = (action: Mock) =>
  action.mock.calls.map((call) => (call[0] as { context: ViewModeContext }).context);

const modesOf = (action: Mock) => contextsOf(action).map((context) => context.mode);

/** What each confirmation offered: the mode chosen, and the one its Undo goes back to. */
const confirmationsOf = (action: Mock) =>
  contextsOf(action).map((context) => ({ mode: context.mode, previous: context.previousMode }));

/** Starts the machine on a simulated clock; `measureViewport` reports `measuredWidth`. */
function startViewMode(input: ViewModeInput, measuredWidth = input.viewportWidth) {
  const clock = new SimulatedClock();
  const persistViewMode = vi.fn();
  const announceViewModeChange = vi.fn();
  const confirmViewModeChange = vi.fn();
  const measure = vi.fn(() => measuredWidth);
  const machine = viewModeMachine.provide({
    actions: { persistViewMode, announceViewModeChange, confirmViewModeChange },
    actors: {
      measureViewport: fromCallback<ViewModeEvent>(({ sendBack }) => {
        sendBack({ type: 'viewport.measured', width: measure() });
      }),
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  const mode = (): ViewMode => actor.getSnapshot().context.mode;
  const layout = () => layoutOf(actor.getSnapshot().context);
  return {
    actor,
    clock,
    mode,
    layout,
    measure,
    persistViewMode,
    announceViewModeChange,
    confirmViewModeChange,
  };
}

/**
 * A desktop window narrowed to a phone's width is measured `ms` from now, not a millisecond
 * before: only then does it show the mobile layout.
 */
function expectMeasuredIn(view: ReturnType<typeof startViewMode>, ms: number) {
  view.clock.increment(ms - 1);
  expect(view.measure).not.toHaveBeenCalled();
  expect(view.layout()).toBe('desktop');
  view.clock.increment(1);
  expect(view.measure).toHaveBeenCalledTimes(1);
  expect(view.layout()).toBe('mobile');
}

describe('viewModeMachine', () => {
  describe('on first load', () => {
    it('forces mobile on a mobile user agent and stores it', () => {
      const { mode, persistViewMode } = startViewMode(
        mobileInput({ devicePixelRatio: 1, maxTouchPoints: 0 }),
      );

      expect(mode()).toBe('mobile');
      expect(modesOf(persistViewMode)).toEqual(['mobile']);
    });

    it('forces mobile on a mobile user agent even when desktop is stored', () => {
      const { mode, persistViewMode } = startViewMode(mobileInput({ storedViewMode: 'desktop' }));

      expect(mode()).toBe('mobile');
      expect(modesOf(persistViewMode)).not.toContain('desktop');
    });

    it('forces mobile on a high-density touch screen with a desktop user agent and stores it', () => {
      const { mode, persistViewMode } = startViewMode(
        desktopInput({ devicePixelRatio: 2, maxTouchPoints: 5, storedViewMode: 'desktop' }),
      );

      expect(mode()).toBe('mobile');
      expect(modesOf(persistViewMode)).toEqual(['mobile']);
    });

    it('does not force mobile on a high-density screen without touch', () => {
      const { mode } = startViewMode(desktopInput({ devicePixelRatio: 2, maxTouchPoints: 0 }));

      expect(mode()).toBe('auto');
    });

    it.each<ViewMode>(['mobile', 'desktop'])('uses a stored %s mode', (storedViewMode) => {
      const { mode } = startViewMode(desktopInput({ storedViewMode }));

      expect(mode()).toBe(storedViewMode);
    });

    it.each([['auto'], ['tablet'], ['Desktop'], [''], [null], [undefined], [1]])(
      'starts in auto and stores it when the stored value is %j',
      (storedViewMode) => {
        const { mode, persistViewMode } = startViewMode(desktopInput({ storedViewMode }));

        expect(mode()).toBe('auto');
        expect(modesOf(persistViewMode)).toEqual(['auto']);
      },
    );

    it('shows the mobile layout in auto mode on a 767 px viewport', () => {
      const { layout } = startViewMode(desktopInput({ viewportWidth: 767 }));

      expect(layout()).toBe('mobile');
    });

    it('shows the desktop layout in auto mode on a 768 px viewport', () => {
      const { layout } = startViewMode(desktopInput({ viewportWidth: 768 }));

      expect(layout()).toBe('desktop');
    });

    it('shows the desktop layout for a stored desktop mode on a narrow viewport', () => {
      const { layout } = startViewMode(
        desktopInput({ storedViewMode: 'desktop', viewportWidth: 500 }),
      );

      expect(layout()).toBe('desktop');
    });
  });

  describe('choosing a mode', () => {
    it('persists, announces and confirms a chosen desktop mode', () => {
      const { actor, mode, persistViewMode, announceViewModeChange, confirmViewModeChange } =
        startViewMode(desktopInput());
      persistViewMode.mockClear();

      actor.send({ type: 'viewMode.select', mode: 'desktop' });

      expect(mode()).toBe('desktop');
      expect(modesOf(persistViewMode)).toEqual(['desktop']);
      expect(modesOf(announceViewModeChange)).toEqual(['desktop']);
      expect(confirmationsOf(confirmViewModeChange)).toEqual([
        { mode: 'desktop', previous: 'auto' },
      ]);
    });

    it.each<[ViewMode, ViewMode]>([
      ['mobile', 'desktop'],
      ['auto', 'mobile'],
    ])('confirms a choice of %s with the %s mode it replaces', (chosen, storedViewMode) => {
      const { actor, mode, persistViewMode, announceViewModeChange, confirmViewModeChange } =
        startViewMode(desktopInput({ storedViewMode }));

      actor.send({ type: 'viewMode.select', mode: chosen });

      expect(mode()).toBe(chosen);
      expect(modesOf(persistViewMode).at(-1)).toBe(chosen);
      expect(modesOf(announceViewModeChange)).toEqual([chosen]);
      expect(confirmationsOf(confirmViewModeChange)).toEqual([
        { mode: chosen, previous: storedViewMode },
      ]);
    });

    it('switches the layout to mobile on a wide viewport when mobile is chosen', () => {
      const { actor, layout } = startViewMode(desktopInput({ viewportWidth: 1280 }));

      actor.send({ type: 'viewMode.select', mode: 'mobile' });

      expect(layout()).toBe('mobile');
    });

    it.each<[string, 'viewMode.select' | 'viewMode.revert', ViewMode]>([
      ['a request for desktop', 'viewMode.select', 'desktop'],
      ['a request for auto', 'viewMode.select', 'auto'],
      ['a revert to desktop', 'viewMode.revert', 'desktop'],
      ['a revert to auto', 'viewMode.revert', 'auto'],
    ])('ignores %s on a mobile device', (_asked, event, requested) => {
      const { actor, mode, persistViewMode, announceViewModeChange, confirmViewModeChange } =
        startViewMode(mobileInput());
      persistViewMode.mockClear();

      actor.send({ type: event, mode: requested });

      expect(mode()).toBe('mobile');
      expect(persistViewMode).not.toHaveBeenCalled();
      expect(announceViewModeChange).not.toHaveBeenCalled();
      expect(confirmViewModeChange).not.toHaveBeenCalled();
    });

    it('announces and persists a revert but does not ask for confirmation again', () => {
      const { actor, mode, persistViewMode, announceViewModeChange, confirmViewModeChange } =
        startViewMode(desktopInput());
      actor.send({ type: 'viewMode.select', mode: 'desktop' });
      persistViewMode.mockClear();
      announceViewModeChange.mockClear();
      confirmViewModeChange.mockClear();

      actor.send({ type: 'viewMode.revert', mode: 'auto' });

      expect(mode()).toBe('auto');
      expect(modesOf(persistViewMode)).toEqual(['auto']);
      expect(modesOf(announceViewModeChange)).toEqual(['auto']);
      expect(confirmViewModeChange).not.toHaveBeenCalled();
    });
  });

  describe('re-evaluating the viewport', () => {
    it('waits 250 ms after the last resize before measuring, restarting on each resize', () => {
      const view = startViewMode(desktopInput({ viewportWidth: 1280 }), 500);

      view.actor.send({ type: 'viewport.resized' });
      view.clock.increment(200);
      view.actor.send({ type: 'viewport.resized' });

      expectMeasuredIn(view, 250);
    });

    it('measures once for a burst of resizes', () => {
      const { actor, clock, measure } = startViewMode(desktopInput(), 900);

      for (let i = 0; i < 5; i += 1) {
        actor.send({ type: 'viewport.resized' });
        clock.increment(10);
      }
      clock.increment(250);

      expect(measure).toHaveBeenCalledTimes(1);
    });

    it('measures 300 ms after an orientation change, not before', () => {
      const view = startViewMode(desktopInput({ viewportWidth: 1024 }), 700);

      view.actor.send({ type: 'viewport.orientationChanged' });

      expectMeasuredIn(view, 300);
    });

    it('follows a widened viewport back to the desktop layout in auto mode', () => {
      const { actor, clock, layout } = startViewMode(desktopInput({ viewportWidth: 600 }), 768);

      actor.send({ type: 'viewport.resized' });
      clock.increment(250);

      expect(layout()).toBe('desktop');
    });
  });

  describe('keeping the chosen mode', () => {
    it('keeps a chosen desktop mode when the window is resized', () => {
      const { actor, clock, mode, layout, persistViewMode } = startViewMode(desktopInput(), 500);
      actor.send({ type: 'viewMode.select', mode: 'desktop' });
      persistViewMode.mockClear();

      actor.send({ type: 'viewport.resized' });
      clock.increment(250);

      expect(mode()).toBe('desktop');
      expect(layout()).toBe('desktop');
      expect(persistViewMode).not.toHaveBeenCalled();
    });

    it('keeps a chosen mobile mode after an orientation change', () => {
      const { actor, clock, mode } = startViewMode(desktopInput(), 1280);
      actor.send({ type: 'viewMode.select', mode: 'mobile' });

      actor.send({ type: 'viewport.orientationChanged' });
      clock.increment(300);

      expect(mode()).toBe('mobile');
    });
  });

  describe('the layout resize block', () => {
    function startWithTransitions(input: ViewModeInput) {
      const suspendTransitions = vi.fn();
      const restoreTransitions = vi.fn();
      const clock = new SimulatedClock();
      const machine = viewModeMachine.provide({
        actions: { suspendTransitions, restoreTransitions },
      });
      const actor = createActor(machine, { clock, input }).start();
      return { actor, clock, suspendTransitions, restoreTransitions };
    }

    it('marks the view as resizing and suspends transitions on the first resize', () => {
      const { actor, suspendTransitions } = startWithTransitions(desktopInput());

      actor.send({ type: 'viewport.resized' });

      expect(actor.getSnapshot().hasTag('resizing')).toBe(true);
      expect(suspendTransitions).toHaveBeenCalledTimes(1);
    });

    it('restores transitions 250 ms after the last resize, not between resizes', () => {
      const { actor, clock, suspendTransitions, restoreTransitions } =
        startWithTransitions(desktopInput());

      actor.send({ type: 'viewport.resized' });
      clock.increment(200);
      actor.send({ type: 'viewport.resized' });
      clock.increment(249);

      expect(actor.getSnapshot().hasTag('resizing')).toBe(true);
      expect(suspendTransitions).toHaveBeenCalledTimes(1);
      expect(restoreTransitions).not.toHaveBeenCalled();

      clock.increment(1);

      expect(actor.getSnapshot().hasTag('resizing')).toBe(false);
      expect(restoreTransitions).toHaveBeenCalledTimes(1);
    });
  });

  describe('the mode in force', () => {
    it('changes nothing when the mode in force is chosen again', () => {
      const { actor, mode, persistViewMode, announceViewModeChange, confirmViewModeChange } =
        startViewMode(desktopInput({ storedViewMode: 'desktop' }));
      persistViewMode.mockClear();

      actor.send({ type: 'viewMode.select', mode: 'desktop' });

      expect(mode()).toBe('desktop');
      expect(persistViewMode).not.toHaveBeenCalled();
      expect(announceViewModeChange).not.toHaveBeenCalled();
      expect(confirmViewModeChange).not.toHaveBeenCalled();
    });

    it.each<ViewMode>(['auto', 'mobile', 'desktop'])(
      'is the state the machine is in: %s',
      (chosen) => {
        const { actor } = startViewMode(desktopInput({ storedViewMode: 'mobile' }));

        actor.send({ type: 'viewMode.select', mode: chosen });

        expect(actor.getSnapshot().matches({ mode: chosen })).toBe(true);
      },
    );
  });
});
