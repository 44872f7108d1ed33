import { describe, expect, it } from 'vitest';
import { medianInterval } from '../../../scripts/bench/stats';

describe('medianInterval', () => {
  it('is the smallest to the largest of five values, which hold the median 15 times in 16', () => {
    expect(medianInterval([30, -10, 5, 120, -60])).toEqual({
      low: -60,
      high: 120,
      confidence: 15 / 16,
    });
  });

  it('narrows to the 4th smallest and the 4th largest of fifteen values (96.5%)', () => {
    const values = [-213, -145, -142, -87, -76, -59, -52, -47, -40, -18, -18, 6, 86, 92, 111];
    const interval = medianInterval([...values].reverse());
    expect(interval).toMatchObject({ low: -87, high: 6 });
    // 1 − 2 · (1 + 15 + 105 + 455) / 2^15
    expect(interval?.confidence).toBeCloseTo(1 - (2 * 576) / 32768, 10);
  });

  it('steps in from each end as far as 90% allows, as a table of the binomial gives', () => {
    // n: how many values from each end the interval leaves out, and the chance it holds the median.
    const table = { 10: [1, 0.9785], 20: [5, 0.9586], 40: [14, 0.9193] } as const;
    for (const [n, [left, confidence]] of Object.entries(table)) {
      const values = Array.from({ length: Number(n) }, (_, i) => i);
      const interval = medianInterval(values, 0.9);
      expect(interval).toMatchObject({ low: left, high: Number(n) - 1 - left });
      expect(interval?.confidence).toBeCloseTo(confidence, 4);
    }
  });

  it('gives what too few values can: three hold the median 3 times in 4', () => {
    expect(medianInterval([2, 1, 3])).toEqual({ low: 1, high: 3, confidence: 0.75 });
    expect(medianInterval([])).toBeUndefined();
  });
});
