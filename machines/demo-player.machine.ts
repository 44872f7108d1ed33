import { assertEvent, assign, fromCallback, setup } from 'xstate';

/**
 * How long each step of the Home page demo stays on screen while it plays (ms): long enough to
 * read a two-sentence caption. Kept here, not in `constants.ts`, because only this machine and its
 * tests use it; the machine refers to it by the delay name `demoStepDuration` (ARCHITECTURE E6).
 */
export const DEMO_STEP_DURATION = 4500;

export interface DemoPlayerInput {
  /** How many steps the demo has; anything below 1 counts as 1. */
  stepCount: number;
  /** The visitor asked the system for reduced motion (read once at start-up, at the edge). */
  reducedMotion: boolean;
}

export interface DemoPlayerContext {
  /** The step on screen, from 0. */
  step: number;
  stepCount: number;
  reducedMotion: boolean;
}

export type DemoPlayerEvent =
  | { type: 'demo.play' }
  | { type: 'demo.pause' }
  | { type: 'demo.next' }
  | { type: 'demo.previous' }
  | { type: 'demo.goTo'; step: number }
  | { type: 'demo.motionPreferenceChanged'; reduced: boolean };

const wrap = (step: number, stepCount: number) => ((step % stepCount) + stepCount) % stepCount;

export const demoPlayerMachine = setup({
  types: {
    input: {} as DemoPlayerInput,
    context: {} as DemoPlayerContext,
    events: {} as DemoPlayerEvent,
  },
  actions: {
    showNextStep: assign({
      step: ({ context }) => wrap(context.step + 1, context.stepCount),
    }),
    showPreviousStep: assign({
      step: ({ context }) => wrap(context.step - 1, context.stepCount),
    }),
    showChosenStep: assign({
      step: ({ event }) => {
        assertEvent(event, 'demo.goTo');
        return event.step;
      },
    }),
    rememberMotionPreference: assign({
      reducedMotion: ({ event }) => {
        assertEvent(event, 'demo.motionPreferenceChanged');
        return event.reduced;
      },
    }),
  },
  actors: {
    /** Reports `demo.motionPreferenceChanged` when the reduced-motion preference changes. */
    motionPreferenceListener: fromCallback<DemoPlayerEvent>(() => {}),
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isKnownStep: ({ context, event }) =>
      event.type === 'demo.goTo' &&
      Number.isInteger(event.step) &&
      event.step >= 0 &&
      event.step < context.stepCount,
    asksForReducedMotion: ({ event }) =>
      event.type === 'demo.motionPreferenceChanged' && event.reduced,
  },
  delays: {
    demoStepDuration: DEMO_STEP_DURATION,
  },
}).createMachine({
  id: 'demoPlayer',
  description:
    'The Home page demo: an animated dashboard that plays step by step, or is stepped through by hand. It never plays by itself under reduced motion.',
  context: ({ input }) => ({
    step: 0,
    stepCount: Math.max(1, Math.floor(input.stepCount)),
    reducedMotion: input.reducedMotion,
  }),
  invoke: { src: 'motionPreferenceListener' },
  initial: 'deciding',
  on: {
    'demo.next': {
      target: '.paused',
      actions: 'showNextStep',
      description:
        'Stepping by hand takes over from autoplay; after the last step comes the first.',
    },
    'demo.previous': {
      target: '.paused',
      actions: 'showPreviousStep',
      description:
        'Stepping by hand takes over from autoplay; before the first step comes the last.',
    },
    'demo.goTo': {
      guard: 'isKnownStep',
      target: '.paused',
      actions: 'showChosenStep',
      description: 'Choosing a step from the list shows it and stops autoplay.',
    },
  },
  states: {
    deciding: {
      description: 'Read once at start-up.',
      always: [
        {
          guard: 'prefersReducedMotion',
          target: 'paused',
          description: 'Reduced motion: no autoplay.',
        },
        { target: 'playing', description: 'Otherwise the demo plays by itself.' },
      ],
    },
    paused: {
      description: 'The current step stays on screen until the visitor acts.',
      on: {
        'demo.play': {
          target: 'playing',
          description:
            'The visitor asked for it, so it plays even under reduced motion; the step on screen gets its full time.',
        },
        'demo.motionPreferenceChanged': { actions: 'rememberMotionPreference' },
      },
    },
    playing: {
      description: 'Each step stays on screen for demoStepDuration, then the next one is shown.',
      after: {
        demoStepDuration: {
          target: 'playing',
          reenter: true,
          actions: 'showNextStep',
          description: 'Re-entering restarts the timer for the new step.',
        },
      },
      on: {
        'demo.pause': 'paused',
        'demo.motionPreferenceChanged': [
          {
            guard: 'asksForReducedMotion',
            target: 'paused',
            actions: 'rememberMotionPreference',
            description: 'The visitor turned on reduced motion: stop moving.',
          },
          { actions: 'rememberMotionPreference' },
        ],
      },
    },
  },
});
