/**
 * The Home page demo's steps, and the shape of its texts, which each language's module
 * (./demo.en.ts, ./demo.he.ts) satisfies; ./demo.loader.ts loads one language's. `{name}`
 * placeholders are filled with figures computed from the demo's data (demo.data.ts), so text and
 * chart never disagree.
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
