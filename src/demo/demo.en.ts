import type { DemoTexts } from './demo.texts';

/** The demo's English texts, in the shape ./demo.texts.ts gives. */
export const en = {
  controls: 'Demo controls',
  play: 'Play demo',
  pause: 'Pause demo',
  previous: 'Previous step',
  next: 'Next step',
  stepList: 'Demo steps',
  stepOf: 'Step {n} of {count}',
  chart: {
    title: 'Demo dashboard: weekly sales of iced coffee at Shefa Market, a fictional grocery chain',
    description:
      'A line chart of the last 52 weeks of sales and a forecast for the next 8. Each step of the demo adds a layer, explained in the caption.',
    header: 'Shefa Market · Iced coffee 1 L · 12 branches',
    units: 'Units sold per week',
    weeks: 'Weeks from today',
    today: 'Today',
    anomalyLabel: 'One-off order',
    anomalyExtra: '{extra} over expected',
    orderTitle: 'Order for the next {weeks} weeks',
    usualOrder: 'Last month’s order',
    recommendedOrder: 'Recommended order',
  },
  legend: {
    actual: 'Weekly sales',
    trend: 'Trend',
    season: 'Trend + season',
    forecast: 'Forecast, 80% range',
    anomaly: 'Anomaly',
    usualOrder: 'Last month’s order',
    recommendedOrder: 'Recommended order',
  },
  steps: {
    sales: {
      title: 'Weekly sales, as they come',
      body: 'A year of till data for one product, iced coffee in 1‑litre bottles, across all twelve branches. The ups and downs from week to week hide what is really going on.',
    },
    decomposition: {
      title: 'Trend and season, pulled apart',
      body: 'Under the noise are two patterns: steady growth of about {growth} over the year (the dashed trend) and a summer peak that comes back every year.',
    },
    forecast: {
      title: 'An eight-week forecast',
      body: 'Carrying the trend and the season forward gives the expected sales for each of the next eight weeks. The shaded band is where we expect 8 weeks in 10 to land; it widens the further ahead we look.',
    },
    anomaly: {
      title: 'An anomaly, flagged',
      body: '{weeksAgo} weeks ago the branches sold {extra} more units than expected: a caterer’s one-off bulk order, not real demand. It is flagged and kept out of the forecast, so it does not inflate future orders.',
    },
    order: {
      title: 'The order, recommended',
      body: 'Four weeks of forecast demand, plus safety stock, minus what is already on the shelves: order {recommended} units now, not the {usual} ordered last month. Enough for the summer rise, without overstocking.',
    },
  },
} satisfies DemoTexts;
