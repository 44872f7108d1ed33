import { loadavg } from 'node:os';

/**
 * The load averages `uptime` prints (1, 5 and 15 minutes). Timings taken while other work runs
 * are slower and noisier; the benchmarks print the load at their start and end so a reader can
 * tell a quiet run from a busy one.
 */
export type LoadAverage = [oneMinute: number, fiveMinutes: number, fifteenMinutes: number];

/** At or above this one-minute load, the benchmark warns that absolute times are not reliable. */
const BUSY_LOAD = 1;

export function loadAverage(): LoadAverage {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen];
}

export const formatLoad = (load: LoadAverage) =>
  `load average: ${load.map((value) => value.toFixed(2)).join(', ')}`;

/** A warning line when either load was busy, else undefined. */
export function busyWarning(start: LoadAverage, end: LoadAverage): string | undefined {
  const busiest = Math.max(start[0], end[0]);
  if (busiest < BUSY_LOAD) return undefined;
  return `warning: the 1-minute load reached ${busiest.toFixed(2)} (≥ ${BUSY_LOAD}): other work was running, absolute times are not comparable with a quiet run`;
}
