import { describe, expect, it } from 'vitest';
import {
  emptySpans,
  fixed,
  fixedRule,
  nightly,
  orderUpToForecast,
  simulate,
  store,
  type Scenario,
} from '../../../src/charts/illustrations/inventory-simulation';

/** A few days of steady or given demand, no orders unless a test says so. */
const scenario = (overrides: Partial<Scenario> & Pick<Scenario, 'days' | 'openingStock'>) => ({
  demand: () => 4,
  ordersOn: () => false,
  arrivalOf: (day: number) => day + 2,
  ...overrides,
});
const never = () => 0;

describe('the inventory simulation', () => {
  it('sells what is wanted while stock lasts, and loses the rest', () => {
    const demand = [4, 8, 4];
    const run = simulate(
      scenario({ days: 3, openingStock: 10, demand: (day) => demand[day] ?? 0 }),
      never,
    );

    // 10 − 4 = 6; then 8 wanted of 6 (2 lost, empty three quarters into the day); then 4 lost.
    expect(run.days).toEqual([
      { open: 10, close: 6 },
      { open: 6, close: 0, emptyFrom: 0.75 },
      { open: 0, close: 0, emptyFrom: 0 },
    ]);
    expect(run.lost).toBe(6);
    // Daily means 8, 3 and 0.
    expect(run.average).toBeCloseTo(11 / 3);
  });

  it('orders under a fixed rule when stock plus open orders falls to the reorder point', () => {
    const run = simulate(
      scenario({ days: 5, openingStock: 10, ordersOn: () => true }),
      fixedRule({ reorderPoint: 6, quantity: 8 }),
    );

    // Day 0 closes at 6: order 8 for day 2. Day 1 closes at 2, but 8 are on order (10 > 6).
    // Day 2 opens at 2 + 8; closing at 6 again, it orders for day 4, and so on.
    expect(run.days).toEqual([
      { open: 10, close: 6 },
      { open: 6, close: 2 },
      { open: 10, close: 6 },
      { open: 6, close: 2 },
      { open: 10, close: 6 },
    ]);
    expect(run.lost).toBe(0);
    expect(run.average).toBeCloseTo(6.4);
  });

  it('orders nothing above the reorder point, and the fixed quantity at or below it', () => {
    const rule = fixedRule({ reorderPoint: 36, quantity: 44 });
    expect([rule(0, 37), rule(0, 36), rule(0, 0)]).toEqual([0, 44, 44]);
  });

  it('orders up to the forecast until the following order arrives, plus the safety stock', () => {
    const rule = orderUpToForecast({
      forecast: () => 5,
      coverUntil: (day) => day + 4,
      safetyStock: 3,
    });

    // Days 1, 2 and 3 at 5 each, plus 3: 18 wanted on hand and on order.
    expect(rule(0, 10)).toBe(8);
    expect(rule(0, 18)).toBe(0);
    expect(rule(0, 30)).toBe(0);
  });

  it('marks the shelf empty from the moment it runs out to the next day that opens with stock', () => {
    const demand = [8, 3, 3, 3];
    const run = simulate(
      scenario({
        days: 4,
        openingStock: 6,
        demand: (day) => demand[day] ?? 0,
        ordersOn: (day) => day === 0,
      }),
      fixedRule({ reorderPoint: 0, quantity: 10 }),
    );

    // Empty after 6 of 8 on day 0; day 1 opens empty; the 10 ordered on day 0 arrive on day 2.
    expect(run.days.map(({ open, close }) => [open, close])).toEqual([
      [6, 0],
      [0, 0],
      [10, 7],
      [7, 4],
    ]);
    expect(emptySpans(run.days)).toEqual([{ from: 0.75, to: 2 }]);
  });

  it('runs an empty shelf to the end when nothing arrives', () => {
    const demand = [4, 8, 4];
    const run = simulate(
      scenario({ days: 3, openingStock: 10, demand: (day) => demand[day] ?? 0 }),
      never,
    );
    expect(emptySpans(run.days)).toEqual([{ from: 1.75, to: 3 }]);
  });
});

describe("the store's four weeks", () => {
  it('sells nothing on Saturdays, when the store is closed', () => {
    expect([6, 13, 20, 27].map(store.demand)).toEqual([0, 0, 0, 0]);
  });

  it('doubles the usual Friday on the holiday eve', () => {
    // Friday's usual 22, no noise that day, twice over on the eve (day 19).
    expect(store.demand(19)).toBe(44);
  });

  it("orders on Sunday, Tuesday and Thursday; Thursday's order arrives on Sunday", () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(store.ordersOn)).toEqual([0, 2, 4]);
    expect([0, 2, 4].map(store.arrivalOf)).toEqual([2, 4, 7]);
  });

  it('never holds negative stock under either rule', () => {
    for (const { days } of [fixed, nightly]) {
      for (const { open, close } of days) {
        expect(close).toBeGreaterThanOrEqual(0);
        expect(close).toBeLessThanOrEqual(open);
      }
    }
  });

  it('runs out on the holiday eve under the fixed rule, and never under the nightly one', () => {
    expect(fixed.days[19]?.emptyFrom).toBeDefined();
    expect(fixed.lost).toBeGreaterThan(0);
    expect(nightly.lost).toBe(0);
  });
});
