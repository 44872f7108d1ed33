/**
 * The Home page demo player's paths: it plays by itself (a step every 4500 ms) unless the visitor
 * prefers reduced motion; play/pause, previous, next and the step list are buttons, and turning
 * reduced motion on while it plays stops it.
 */
import { demoPlayerMachine, type DemoPlayerEvent } from '../../../machines/demo-player.machine';
import { DEMO_STEPS, demoTexts } from '../../../src/demo/demo.content';
import { languageOfPath, localizedPath } from '../../../src/urls';
import type { Action, Check, PathSpec, Start, StepContext, Target } from '../model';
import { click, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';

type Spec = PathSpec<typeof demoPlayerMachine>;
type Context = StepContext<typeof demoPlayerMachine>;

const STEP_COUNT = DEMO_STEPS.length;
/** The step the visitor picks from the list: the fourth. */
const CHOSEN_STEP = 3;

const DEMO = { css: 'div[data-step]', label: 'the demo (on the Home page)' } as const;
const CAPTION: Target = { css: `${DEMO.css} [aria-live] h3`, label: 'the demo caption heading' };
const LIVE: Target = { css: `${DEMO.css} [aria-live]`, label: 'the demo caption' };
const CONTROLS = `${DEMO.css} [role="group"]`;
const PREVIOUS: Target = {
  css: `${CONTROLS} > button:first-of-type`,
  label: 'the previous-step button of the demo',
};
const PLAY_PAUSE: Target = {
  css: `${CONTROLS} > button:nth-of-type(2)`,
  label: 'the play/pause button of the demo',
};
const NEXT: Target = {
  css: `${CONTROLS} > button:last-of-type`,
  label: 'the next-step button of the demo',
};
const stepButton = (step: number): Target => ({
  css: `${DEMO.css} ol > li:nth-child(${step + 1}) > button`,
  label: `step ${step + 1} in the demo's step list`,
});
const CURRENT_STEP: Target = {
  css: `${DEMO.css} ol button[aria-current="step"]`,
  label: "the current step in the demo's step list",
};

const textsOf = (context: Context) => demoTexts[languageOfPath(context.currentUrl)];

const startsFor = (language: 'en' | 'he'): Array<Start<typeof demoPlayerMachine>> =>
  [false, true].map((reducedMotion) => ({
    label: reducedMotion ? 'the Home page, reduced motion' : 'the Home page',
    url: localizedPath('/', language),
    stored: {},
    media: { reducedMotion },
    before: [{ kind: 'reach', target: DEMO, says: 'Scroll down to the demo' }],
    input: { stepCount: STEP_COUNT, reducedMotion },
  }));

export const demoPlayerPaths: Spec = {
  name: 'demo-player',
  machine: demoPlayerMachine,
  starts: ({ language }) => startsFor(language),
  events: (snapshot) => [
    { type: 'demo.play' },
    { type: 'demo.pause' },
    { type: 'demo.next' },
    { type: 'demo.previous' },
    { type: 'demo.goTo', step: CHOSEN_STEP },
    // A change of the setting: the page hears of it only if it differs from the current one.
    { type: 'demo.motionPreferenceChanged', reduced: !snapshot.context.reducedMotion },
  ],
  // Every step is its own state: the checks read the step from the model's snapshot.
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.step, snapshot.context.reducedMotion]),
  describe: (event: DemoPlayerEvent) => {
    switch (event.type) {
      case 'demo.play':
        return 'play the demo';
      case 'demo.pause':
        return 'pause the demo';
      case 'demo.next':
        return 'next step';
      case 'demo.previous':
        return 'previous step';
      case 'demo.goTo':
        return `choose step ${event.step + 1}`;
      case 'demo.motionPreferenceChanged':
        return event.reduced ? 'turn reduced motion on' : 'turn reduced motion off';
      default:
        return 'the next step comes up by itself';
    }
  },
  act: (context): Action[] => {
    const event = context.steps[context.index]!.events[0]!;
    const texts = textsOf(context);
    switch (event.type) {
      case 'demo.play':
        return [
          { kind: 'click', target: PLAY_PAUSE, says: click(context.project, quoted(texts.play)) },
        ];
      case 'demo.pause':
        return [
          { kind: 'click', target: PLAY_PAUSE, says: click(context.project, quoted(texts.pause)) },
        ];
      case 'demo.next':
        return [
          {
            kind: 'click',
            target: NEXT,
            says: click(context.project, `${quoted(texts.next)} (the arrow)`),
          },
        ];
      case 'demo.previous':
        return [
          {
            kind: 'click',
            target: PREVIOUS,
            says: click(context.project, `${quoted(texts.previous)} (the arrow)`),
          },
        ];
      case 'demo.goTo': {
        const target = stepButton(event.step);
        return [{ kind: 'click', target, says: click(context.project, target.label) }];
      }
      case 'demo.motionPreferenceChanged':
        return [
          {
            kind: 'reducedMotion',
            reduced: event.reduced,
            says: `Turn ${event.reduced ? 'on' : 'off'} "reduce motion" in the system settings`,
          },
        ];
      default:
        return [];
    }
  },
  expect: (context): Check[] => [
    ...readingDirectionChecks(context.currentUrl),
    ...demoChecks(context),
  ],
};

/** What the demo shows after a step: its step, caption and controls. */
function demoChecks(context: Context): Check[] {
  const { state } = context.steps[context.index]!;
  const texts = textsOf(context);
  const playing = state.matches('playing');
  const step = state.context.step;
  const id = DEMO_STEPS[step]!;
  const title = texts.steps[id].title;
  return [
    {
      kind: 'attribute',
      target: DEMO,
      name: 'data-state',
      value: playing ? 'playing' : 'paused',
      says: playing ? 'The demo is playing' : 'The demo is paused',
    },
    {
      kind: 'attribute',
      target: DEMO,
      name: 'data-step',
      value: id,
      says: `The demo shows step ${step + 1} of ${STEP_COUNT}`,
    },
    {
      kind: 'text',
      target: CAPTION,
      text: title,
      says: `The caption reads "${title}"`,
    },
    {
      kind: 'attribute',
      target: stepButton(step),
      name: 'aria-current',
      value: 'step',
      says: `Step ${step + 1} is marked as the current one in the step list`,
    },
    {
      kind: 'count',
      target: CURRENT_STEP,
      count: 1,
      says: 'Only one step is marked as the current one',
    },
    {
      kind: 'name',
      target: PLAY_PAUSE,
      name: playing ? texts.pause : texts.play,
      says: `The play/pause button reads "${playing ? texts.pause : texts.play}"`,
    },
    {
      kind: 'attribute',
      target: LIVE,
      name: 'aria-live',
      value: playing ? 'off' : 'polite',
      says: playing
        ? 'The caption is not announced while the demo plays by itself'
        : 'The caption is announced to screen readers when it changes',
    },
  ];
}
