import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';

/**
 * The Home page demo's texts: their shape, and their loader. Each language's are a module of
 * their own (./demo.en.ts, ./demo.he.ts), which the island loads with its chunk in the page's
 * language only; Node code reads both at once from ./demo.content.ts. `{name}` placeholders are
 * filled with figures computed from the demo's data (demo.data.ts), so text and chart never
 * disagree.
 */

/** The demo's steps, in order; each adds a layer to the dashboard. */
export const DEMO_STEPS = ['sales', 'decomposition', 'forecast', 'anomaly', 'order'] as const;
export type DemoStepId = (typeof DEMO_STEPS)[number];

interface DemoStepText {
  title: string;
  body: string;
}

export interface DemoTexts {
  /** Names the group of play, previous and next buttons. */
  controls: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  /** Names the list of steps. */
  stepList: string;
  /** The accessible name of a step button: `{n}` of `{count}`, then the step's title. */
  stepOf: string;
  chart: {
    /** The SVG's `<title>`. */
    title: string;
    /** The SVG's `<desc>`. */
    description: string;
    /** The dashboard's header line, drawn in the SVG. */
    header: string;
    units: string;
    weeks: string;
    today: string;
    anomalyLabel: string;
    /** `{extra}`: units over the expected sales. */
    anomalyExtra: string;
    /** `{weeks}`: the weeks the order covers. */
    orderTitle: string;
    usualOrder: string;
    recommendedOrder: string;
  };
  legend: {
    actual: string;
    trend: string;
    season: string;
    forecast: string;
    anomaly: string;
    usualOrder: string;
    recommendedOrder: string;
  };
  steps: Record<DemoStepId, DemoStepText>;
}

const texts = {
  en: createLoader(() => import('./demo.en').then((module) => module.en)),
  he: createLoader(() => import('./demo.he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/** The demo's texts in `language`, loaded the first time they are asked for. */
export const loadDemoTexts = (language: Language): Promise<DemoTexts> => texts[language].preload();

/** The demo's texts in `language`; suspends the view while they load. */
export const useDemoTexts = (language: Language): DemoTexts => texts[language].read();
