import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  demoPlayerMachine,
  type DemoPlayerEvent,
  type DemoPlayerInput,
} from '../../machines/demo-player.machine';

const STEPS = 5;
/** The demo's pace: each step shows for 4.5 s. */
const STEP_MS = 4500;

/** Starts the player on a simulated clock; `reportMotion` plays the reduced-motion listener. */
function startDemo(overrides: Partial<DemoPlayerInput> = {}) {
  const clock = new SimulatedClock();
  const listenerStopped = vi.fn();
  let reportMotion: (reduced: boolean) => void = () => {
    throw new Error('motionPreferenceListener was not started');
  };
  const machine = demoPlayerMachine.provide({
    actors: {
      motionPreferenceListener: fromCallback<DemoPlayerEvent>(({ sendBack }) => {
        reportMotion = (reduced) => sendBack({ type: 'demo.motionPreferenceChanged', reduced });
        return listenerStopped;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { stepCount: STEPS, reducedMotion: false, ...overrides },
  }).start();
  const step = () => actor.getSnapshot().context.step;
  const playing = () => actor.getSnapshot().matches('playing');
  const paused = () => actor.getSnapshot().matches('paused');
  return {
    actor,
    clock,
    step,
    playing,
    paused,
    listenerStopped,
    reportMotion: (reduced: boolean) => reportMotion(reduced),
  };
}

/** The step on screen, `from`, moves on after exactly one step's time, not a millisecond before. */
function expectFullStep(demo: ReturnType<typeof startDemo>, from: number) {
  demo.clock.increment(STEP_MS - 1);
  expect(demo.step()).toBe(from);
  demo.clock.increment(1);
  expect(demo.step()).toBe(from + 1);
}

describe('demoPlayerMachine', () => {
  describe('starting', () => {
    it('starts at the first step, playing by itself', () => {
      const { step, playing } = startDemo();

      expect(step()).toBe(0);
      expect(playing()).toBe(true);
    });

    it('starts paused under reduced motion', () => {
      const { step, paused } = startDemo({ reducedMotion: true });

      expect(step()).toBe(0);
      expect(paused()).toBe(true);
    });

    it('never advances by itself under reduced motion', () => {
      const { clock, step, paused } = startDemo({ reducedMotion: true });

      clock.increment(STEP_MS * 10);

      expect(step()).toBe(0);
      expect(paused()).toBe(true);
    });

    it('counts a step count below 1 as a single step', () => {
      const { actor, step } = startDemo({ stepCount: 0 });

      actor.send({ type: 'demo.next' });

      expect(actor.getSnapshot().context.stepCount).toBe(1);
      expect(step()).toBe(0);
    });
  });

  describe('playing', () => {
    it('shows the next step every 4.5 s, not before', () => {
      const demo = startDemo();

      expectFullStep(demo, 0);
      expectFullStep(demo, 1);
    });

    it('goes back to the first step after the last one and keeps playing', () => {
      const { clock, step, playing } = startDemo();

      for (let shown = 1; shown < STEPS; shown += 1) clock.increment(STEP_MS);

      expect(step()).toBe(STEPS - 1);

      clock.increment(STEP_MS);

      expect(step()).toBe(0);
      expect(playing()).toBe(true);
    });

    it('stops advancing when paused', () => {
      const { actor, clock, step, paused } = startDemo();
      clock.increment(STEP_MS + 1000);

      actor.send({ type: 'demo.pause' });
      clock.increment(STEP_MS * 10);

      expect(paused()).toBe(true);
      expect(step()).toBe(1);
    });

    it('gives the step on screen its full time when play is pressed again', () => {
      const demo = startDemo();
      demo.clock.increment(STEP_MS - 1000);
      demo.actor.send({ type: 'demo.pause' });

      demo.actor.send({ type: 'demo.play' });

      expectFullStep(demo, 0);
    });

    it('ignores play while already playing, so the timer is not restarted', () => {
      const { actor, clock, step } = startDemo();
      clock.increment(STEP_MS - 1000);

      actor.send({ type: 'demo.play' });
      clock.increment(1000);

      expect(step()).toBe(1);
    });
  });

  describe('stepping by hand', () => {
    it('shows the next step and stops autoplay', () => {
      const { actor, clock, step, paused } = startDemo();

      actor.send({ type: 'demo.next' });

      expect(step()).toBe(1);
      expect(paused()).toBe(true);

      clock.increment(STEP_MS * 3);

      expect(step()).toBe(1);
    });

    it('goes from the last step to the first with next', () => {
      const { actor, step } = startDemo({ reducedMotion: true });
      actor.send({ type: 'demo.goTo', step: STEPS - 1 });

      actor.send({ type: 'demo.next' });

      expect(step()).toBe(0);
    });

    it('goes from the first step to the last with previous', () => {
      const { actor, step, paused } = startDemo();

      actor.send({ type: 'demo.previous' });

      expect(step()).toBe(STEPS - 1);
      expect(paused()).toBe(true);
    });

    it('goes back one step with previous', () => {
      const { actor, step } = startDemo({ reducedMotion: true });
      actor.send({ type: 'demo.goTo', step: 3 });

      actor.send({ type: 'demo.previous' });

      expect(step()).toBe(2);
    });

    it('shows the chosen step and stops autoplay', () => {
      const { actor, clock, step, paused } = startDemo();

      actor.send({ type: 'demo.goTo', step: 3 });
      clock.increment(STEP_MS * 3);

      expect(step()).toBe(3);
      expect(paused()).toBe(true);
    });

    it.each([-1, STEPS, 1.5, Number.NaN])('ignores a step that does not exist (%s)', (target) => {
      const { actor, step, playing } = startDemo();

      actor.send({ type: 'demo.goTo', step: target });

      expect(step()).toBe(0);
      expect(playing()).toBe(true);
    });

    it('plays on from the step chosen by hand', () => {
      const { actor, clock, step, playing } = startDemo();
      actor.send({ type: 'demo.goTo', step: 2 });

      actor.send({ type: 'demo.play' });
      clock.increment(STEP_MS);

      expect(playing()).toBe(true);
      expect(step()).toBe(3);
    });
  });

  describe('reduced motion', () => {
    it('plays when the visitor presses play under reduced motion, and advances on the clock', () => {
      const { actor, clock, step, playing } = startDemo({ reducedMotion: true });

      actor.send({ type: 'demo.play' });
      clock.increment(STEP_MS);

      expect(playing()).toBe(true);
      expect(step()).toBe(1);
    });

    it('pauses when the visitor turns on reduced motion while it plays', () => {
      const { clock, step, paused, reportMotion, actor } = startDemo();
      clock.increment(STEP_MS);

      reportMotion(true);
      clock.increment(STEP_MS * 5);

      expect(paused()).toBe(true);
      expect(step()).toBe(1);
      expect(actor.getSnapshot().context.reducedMotion).toBe(true);
    });

    it('does not start playing when the visitor turns reduced motion off', () => {
      const { clock, step, paused, reportMotion, actor } = startDemo({ reducedMotion: true });

      reportMotion(false);
      clock.increment(STEP_MS * 5);

      expect(paused()).toBe(true);
      expect(step()).toBe(0);
      expect(actor.getSnapshot().context.reducedMotion).toBe(false);
    });

    it('keeps playing when the preference reported is not reduced motion', () => {
      const { clock, step, playing, reportMotion } = startDemo();

      reportMotion(false);
      clock.increment(STEP_MS);

      expect(playing()).toBe(true);
      expect(step()).toBe(1);
    });

    it('stops listening for the preference when the player stops', () => {
      const { actor, listenerStopped } = startDemo();

      actor.stop();

      expect(listenerStopped).toHaveBeenCalledTimes(1);
    });
  });
});
