/** The median of some numbers (the mean of the middle two when their count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `p`th percentile of some numbers, nearest rank (a value that occurs); 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

/** An interval that holds a median with a known chance: `confidence` is between 0 and 1. */
export interface MedianInterval {
  low: number;
  high: number;
  confidence: number;
}

/**
 * A distribution-free interval for the median of what some independent values are drawn from
 * (the sign test's): the k-th smallest to the k-th largest of them, with k as large as keeps the
 * chance that the interval holds the median at `wanted` or more. With 5 values no k but 1 does:
 * the interval is their smallest to their largest, which holds the median 15 times in 16; with 15
 * values it is the 4th smallest to the 4th largest (96.5%). With too few values for `wanted`, the
 * smallest to the largest, and the chance they give. Undefined when there are none.
 */
export function medianInterval(
  values: readonly number[],
  wanted = 0.9,
): MedianInterval | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return undefined;
  // The interval from the k-th smallest misses the median when k or more values fall on one side
  // of it: twice the chance that k − 1 or fewer of n fair coin flips come up heads.
  const coverage = (k: number) => 1 - 2 * binomialAtMost(n, k - 1);
  let k = 1;
  while (k + 1 <= Math.ceil(n / 2) && coverage(k + 1) >= wanted) k += 1;
  return { low: sorted[k - 1]!, high: sorted[n - k]!, confidence: coverage(k) };
}

/** The chance that `at` or fewer of `n` fair coin flips come up heads. */
function binomialAtMost(n: number, at: number): number {
  let ways = 1;
  let total = 0;
  for (let heads = 0; heads <= at; heads += 1) {
    total += ways;
    ways = (ways * (n - heads)) / (heads + 1);
  }
  return total / 2 ** n;
}
