/**
 * The demo's data: a year of weekly sales of one product at a fictional grocery chain, and what
 * the analysis makes of it. Generated once, deterministically (a seeded generator, no
 * `Math.random`), so the prerendered page and the browser draw the same chart.
 */
import { mulberry32 } from '../charts/random';

/** Weeks of history shown, and weeks forecast after them. */
export const HISTORY_WEEKS = 52;
const FORECAST_WEEKS = 8;

/** The week (index into the history) with the one-off bulk order. */
const ANOMALY_WEEK = 31;
/** The extra units of that order. */
const BULK_ORDER = 520;

/** The yearly summer peak is at this week of the history. */
const SEASON_PEAK_WEEK = 20;
const SEASON_AMPLITUDE = 260;
const TREND_START = 900;
/** Units per week added each week. */
const TREND_SLOPE = 4;
const NOISE_AMPLITUDE = 75;
const NOISE_SEED = 20_260_115;

/** Half the width of the 80% forecast range, one week ahead and for each week after that. */
const BAND_BASE = 70;
const BAND_GROWTH = 18;

const trendAt = (week: number) => TREND_START + TREND_SLOPE * week;
const seasonAt = (week: number) =>
  SEASON_AMPLITUDE * Math.cos((2 * Math.PI * (week - SEASON_PEAK_WEEK)) / 52);
/** Expected sales: trend plus season. */
const expectedAt = (week: number) => trendAt(week) + seasonAt(week);

export interface WeekPoint {
  week: number;
  value: number;
}

export interface ForecastPoint extends WeekPoint {
  low: number;
  high: number;
}

const noise = mulberry32(NOISE_SEED);

/** Actual weekly sales (units), the anomaly included. */
export const sales: readonly WeekPoint[] = Array.from({ length: HISTORY_WEEKS }, (_, week) => {
  const value =
    expectedAt(week) +
    (noise() * 2 - 1) * NOISE_AMPLITUDE +
    (week === ANOMALY_WEEK ? BULK_ORDER : 0);
  return { week, value: Math.round(value) };
});

/** The fitted trend and trend + season over the history. */
export const trend: readonly WeekPoint[] = sales.map(({ week }) => ({
  week,
  value: trendAt(week),
}));
export const fitted: readonly WeekPoint[] = sales.map(({ week }) => ({
  week,
  value: expectedAt(week),
}));

/** The next weeks' expected sales with their 80% range. */
export const forecast: readonly ForecastPoint[] = Array.from(
  { length: FORECAST_WEEKS },
  (_, ahead) => {
    const week = HISTORY_WEEKS + ahead;
    const value = expectedAt(week);
    const half = BAND_BASE + BAND_GROWTH * ahead;
    return { week, value, low: value - half, high: value + half };
  },
);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The order the demo ends with: four weeks of forecast demand, plus safety stock, less the stock
 * already on hand; compared with last month's order.
 */
const COVER_WEEKS = 4;
const SAFETY_STOCK = 320;
const ON_HAND = 240;
export const reorder = {
  coverWeeks: COVER_WEEKS,
  usual: 3200,
  recommended: roundTo(
    sum(forecast.slice(0, COVER_WEEKS).map((point) => point.value)) + SAFETY_STOCK - ON_HAND,
    10,
  ),
} as const;

/** Trend growth over the year shown, in whole percent. */
export const yearlyGrowthPercent = Math.round(
  ((trendAt(HISTORY_WEEKS) - trendAt(0)) / trendAt(0)) * 100,
);

/** How many weeks before the latest week the anomaly happened. */
export const anomalyWeeksAgo = HISTORY_WEEKS - ANOMALY_WEEK;

/** The anomaly's sales, and how far above the expected sales they were (to the nearest 10). */
export const anomaly = {
  week: ANOMALY_WEEK,
  value: sales[ANOMALY_WEEK]?.value ?? 0,
  extra: roundTo((sales[ANOMALY_WEEK]?.value ?? 0) - expectedAt(ANOMALY_WEEK), 10),
} as const;
