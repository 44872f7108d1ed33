/**
 * The smart-inventory chart's simulation: one item's stock, day by day, under a reorder rule.
 * Pure, so the chart, its caption and its tests all read the same figures.
 */

/** A run of days in one store: what is on the shelf at first, what is wanted, how orders go. */
export interface Scenario {
  days: number;
  openingStock: number;
  /** Units customers want on `day`; what the shelf cannot give is lost. */
  demand: (day: number) => number;
  /** Whether an order goes out on the evening of `day`, after the day's sales. */
  ordersOn: (day: number) => boolean;
  /** The day an order placed on `day` is on the shelf, before opening. */
  arrivalOf: (day: number) => number;
}

/** How many units to order, given the stock on hand plus what is already on order. */
export type Policy = (day: number, stockPosition: number) => number;

export interface DayStock {
  open: number;
  close: number;
  /** The share of the day that had passed when the shelf emptied, if it did. */
  emptyFrom?: number;
}

export interface Run {
  days: DayStock[];
  /** Units wanted that the shelf could not give. */
  lost: number;
  /** Stock on the shelf, averaged over the days (each day as the mean of its open and close). */
  average: number;
}

/** A fixed rule: when the stock position falls to `reorderPoint`, order `quantity`. */
export const fixedRule =
  ({ reorderPoint, quantity }: { reorderPoint: number; quantity: number }): Policy =>
  (_, position) =>
    position <= reorderPoint ? quantity : 0;

/**
 * A rule recalculated every night: order up to the forecast until the following order can
 * arrive (`coverUntil`, exclusive), plus `safetyStock`.
 */
export const orderUpToForecast =
  ({
    forecast,
    coverUntil,
    safetyStock,
  }: {
    forecast: (day: number) => number;
    coverUntil: (day: number) => number;
    safetyStock: number;
  }): Policy =>
  (day, position) => {
    let needed = safetyStock;
    for (let later = day + 1; later < coverUntil(day); later += 1) needed += forecast(later);
    return Math.max(0, needed - position);
  };

/** Each day: deliveries in, the day's sales out (never below zero), then the evening's order. */
export function simulate(scenario: Scenario, policy: Policy): Run {
  const deliveries = new Map<number, number>();
  const days: DayStock[] = [];
  let onHand = scenario.openingStock;
  let lost = 0;
  for (let day = 0; day < scenario.days; day += 1) {
    onHand += deliveries.get(day) ?? 0;
    const open = onHand;
    const wanted = scenario.demand(day);
    const sold = Math.min(onHand, wanted);
    lost += wanted - sold;
    onHand -= sold;
    days.push({ open, close: onHand, ...(wanted > open && { emptyFrom: open / wanted }) });
    if (scenario.ordersOn(day)) {
      let onOrder = 0;
      for (const [arrival, units] of deliveries) if (arrival > day) onOrder += units;
      const quantity = policy(day, onHand + onOrder);
      const arrival = scenario.arrivalOf(day);
      if (quantity > 0) deliveries.set(arrival, (deliveries.get(arrival) ?? 0) + quantity);
    }
  }
  const average =
    days.reduce((sum, { open, close }) => sum + (open + close) / 2, 0) / scenario.days;
  return { days, lost, average };
}

/**
 * Where a run leaves the shelf empty, in days: from the moment it ran out to the next day that
 * opens with stock (or the end of the run).
 */
export function emptySpans(days: readonly DayStock[]): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  for (const [day, { emptyFrom }] of days.entries()) {
    // A day inside the last span (it opened on an empty shelf) does not start another.
    if (emptyFrom === undefined || day < (spans.at(-1)?.to ?? 0)) continue;
    let restocked = day + 1;
    while (restocked < days.length && days[restocked]?.open === 0) restocked += 1;
    spans.push({ from: day + emptyFrom, to: restocked });
  }
  return spans;
}

/*
 * Made-up data: one fast-moving chilled item in one store, four weeks from a Sunday. The store is
 * closed on Saturday; orders go out on Sunday, Tuesday and Thursday evenings and arrive two
 * selling days later. The third Friday is a holiday eve. Both rules run on the same demand, so
 * the chart and the caption's figures always agree.
 */
export const DAYS = 28;
export const HOLIDAY_EVE = 19;
const SATURDAY = 6;
const THURSDAY = 4;
/** Usual sales by weekday, Sunday first. */
const WEEKDAY_SALES = [12, 10, 10, 12, 18, 22, 0] as const;
/** Day-to-day noise the forecast does not know about. */
const NOISE = [
  0, 1, -1, 2, -2, 1, 0, -1, 2, 0, -2, 1, 0, 0, 1, -1, 0, 2, -1, 0, 0, 0, 1, -1, 0, 2, -2, 0,
] as const;
/** The run-up to the holiday: Wednesday, Thursday and the Friday eve itself. */
const HOLIDAY_UPLIFT: Readonly<Record<number, number>> = {
  [HOLIDAY_EVE - 2]: 1.4,
  [HOLIDAY_EVE - 1]: 1.8,
  [HOLIDAY_EVE]: 2,
};
const ORDER_WEEKDAYS: readonly number[] = [0, 2, 4];
/** The fixed rule: when stock plus open orders falls to 36, order 44. */
const FIXED = { reorderPoint: 36, quantity: 44 } as const;
/** The nightly rule's buffer over the forecast. */
export const SAFETY_STOCK = 12;

const weekday = (day: number) => day % 7;
const usualSales = (day: number) => WEEKDAY_SALES[weekday(day)] ?? 0;
const uplift = (day: number) => HOLIDAY_UPLIFT[day] ?? 1;
const ordersOn = (day: number) => ORDER_WEEKDAYS.includes(weekday(day));
/** Thursday's order waits out the Sabbath and arrives on Sunday. */
const arrivalOf = (day: number) => day + (weekday(day) === THURSDAY ? 3 : 2);
const nextOrderDay = (day: number) => {
  let next = day + 1;
  while (!ordersOn(next)) next += 1;
  return next;
};

export const store: Scenario = {
  days: DAYS,
  openingStock: 50,
  demand: (day) =>
    weekday(day) === SATURDAY ? 0 : Math.round((usualSales(day) + (NOISE[day] ?? 0)) * uplift(day)),
  ordersOn,
  arrivalOf,
};

/** The store under its fixed reorder point, and under one recalculated every night. */
export const fixed = simulate(store, fixedRule(FIXED));
export const nightly = simulate(
  store,
  orderUpToForecast({
    // The nightly forecast knows the weekday pattern and the holiday, not the noise.
    forecast: (day) => Math.round(usualSales(day) * uplift(day)),
    coverUntil: (day) => arrivalOf(nextOrderDay(day)),
    safetyStock: SAFETY_STOCK,
  }),
);
