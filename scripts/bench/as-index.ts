/**
 * `--as-index N` (issue #46): what CPU slowdown stands, on this machine, for a slowdown on a host
 * whose Lighthouse `benchmarkIndex` is N. "4×" slows this machine's CPU four times, so on a fast
 * machine it stands for a faster phone than on a slow one: 4× as on a host of index 1,400, on a
 * machine of 3,800, is 4 × 3,800 / 1,400 ≈ 10.9× here. Used by `npm run bench:interactions`
 * (Chromium's CPU throttling rate) and `npm run bench` with `--throttling devtools`; a simulated
 * `npm run bench` records the load 3,800 / 1,400 ≈ 2.7× slower and simulates 4× on that
 * (`simulatedAsOn`). Each reads the index before its measured runs.
 *
 * How this machine's index is read: Lighthouse's own benchmark, `computeBenchmarkIndex`, imported
 * from Lighthouse (not copied: the figure must stay the one its reports give, whatever a later
 * version changes), evaluated as Lighthouse evaluates it: on a new blank tab, before any
 * navigation or throttling, in the Chrome the bench measures in. Five readings, their median: one
 * reading is a second of a busy machine, and Lighthouse's per-run figure moves by several percent
 * within one sitting. Rather than a short Lighthouse run of about:blank: that gives the same one
 * reading, wrapped in a whole gathering (a trace, the audits of an empty page) five times over,
 * and depends on Lighthouse accepting a page with nothing to paint.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChrome } from './harness';
import { median } from './stats';

/** The least `--as-index` (Lighthouse rates a budget phone below 125, a desktop above 1,000). */
export const LEAST_HOST_INDEX = 100;

/** Readings of this machine's index; their median is what it stands at. */
export const READINGS = 5;

/** The JSON report's record of `--as-index`, beside the slowdown asked for. */
export interface AsIndex {
  /** The host's benchmarkIndex, as `--as-index` gives it. */
  host: number;
  /** This machine's, the median of its readings, rounded. */
  measured: number;
  /** The slowdown applied here, ×. */
  applied: number;
}

const OPTION_RULE = `--as-index must be a whole number ≥ ${LEAST_HOST_INDEX} (the benchmarkIndex of the host the CPU slowdown stands for, e.g. 1400)`;

/** `--as-index`, checked: the host's index, or `undefined` when it is not given. Throws if bad. */
export function parseHostIndex(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < LEAST_HOST_INDEX)
    throw new Error(`${OPTION_RULE}, not "${text}"`);
  return value;
}

/** `--as-index` as a bench reads it: a bad one is said and ends the bench (exit 2). */
export function hostIndexOption(text: string | undefined): number | undefined {
  try {
    return parseHostIndex(text);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/**
 * The slowdown that stands here for `requested` on the host: `requested` × this machine's index /
 * the host's, to 0.01, never below 1× (no throttling speeds a CPU up).
 */
export function slowdownAsOn(requested: number, host: number, measured: number): number {
  return Math.max(1, Math.round(((requested * measured) / host) * 100) / 100);
}

/** The record of a calibration: the median of this machine's readings, and the slowdown from it. */
export function asIndexFrom(requested: number, host: number, readings: readonly number[]): AsIndex {
  const measured = Math.round(median(readings));
  if (!(measured > 0))
    throw new Error(`No benchmarkIndex read on this machine (${readings.join(', ')})`);
  return { host, measured, applied: slowdownAsOn(requested, host, measured) };
}

/**
 * How a simulated run stands here for `requested` on the host (`--throttling simulate`, the
 * default): Chrome records the load as slowly as the host would run it, this machine's index over
 * the host's, and Lighthouse simulates `requested` on that record, as it would on the host
 * (scripts/bench/lighthouse-run.ts says why the record, not the multiplier, is slowed). A machine
 * slower than the host cannot record faster: it records at full speed and the simulation is
 * slowed less, as far as 1× allows (`slowdownAsOn`).
 */
export function simulatedAsOn(
  requested: number,
  { host, measured, applied }: AsIndex,
): { recordedSlower: number; simulated: number } {
  if (measured < host) return { recordedSlower: 1, simulated: applied };
  return { recordedSlower: Math.round((measured / host) * 100) / 100, simulated: requested };
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The CPU's slowdown as the headlines say it: "4× slower", or with `--as-index` "4× as on a host
 * of benchmarkIndex 1,400 (this machine 3,812: 10.9× applied)", or, for a simulation recorded
 * `recordedSlower` times slower, "(this machine 3,812: its load recorded 2.72× slower, 4×
 * simulated on that)".
 */
export function describeSlowdown(requested: number, asIndex?: AsIndex, recordedSlower = 1): string {
  if (!asIndex) return `${requested}× slower`;
  const here =
    recordedSlower > 1
      ? `its load recorded ${recordedSlower.toFixed(2)}× slower, ${requested}× simulated on that`
      : `${asIndex.applied.toFixed(1)}× applied`;
  return `${requested}× as on a host of benchmarkIndex ${thousands(asIndex.host)} (this machine ${thousands(asIndex.measured)}: ${here})`;
}

/**
 * The warning for a machine slower than the host, or `undefined`. Such a machine cannot stand
 * for the host at every slowdown: below the host's index over its own (1.6× for 1,400 on 900), it
 * would have to run faster than it can, and 1× is applied instead; above, it stands for the host
 * slowed less than asked. Either way the bench says so.
 */
export function slowerMachineWarning(requested: number, asIndex: AsIndex): string | undefined {
  const { host, measured, applied } = asIndex;
  if (measured >= host) return undefined;
  const scaled = (requested * measured) / host;
  const least = (host / measured).toFixed(1);
  const cannot = `warning: this machine’s benchmarkIndex (${thousands(measured)}) is below the host’s (${thousands(host)}), so it cannot stand for a host that fast at less than ${least}× slower`;
  return scaled < 1
    ? `${cannot}: ${requested}× there would be ${scaled.toFixed(2)}× here; ${applied.toFixed(1)}× is applied, so the figures are a slower host’s.`
    : `${cannot}: ${requested}× there is ${applied.toFixed(1)}× here, less than asked.`;
}

/** One reading of Lighthouse's benchmark on a new blank tab of `context`, as Lighthouse reads it. */
async function readIndex(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/**
 * This machine's readings as `npm run bench` sees it: each in a fresh Chrome launched as each
 * Lighthouse run launches its own (`launchChrome`), on a new tab of its default context before
 * anything else, which is where and when Lighthouse reads the index it reports. One reading per
 * browser, so each is taken as a run's is, in the busy second after Chrome starts.
 */
export async function lighthouseChromeReadings(count = READINGS): Promise<number[]> {
  const readings: number[] = [];
  for (let reading = 0; reading < count; reading += 1) {
    const chrome = await launchChrome();
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        readings.push(await readIndex(browser.contexts()[0] ?? (await browser.newContext())));
      } finally {
        await browser.close();
      }
    } finally {
      chrome.kill();
    }
  }
  return readings;
}

/**
 * This machine's readings as `npm run bench:interactions` sees it: in the Chromium its runs use
 * (`inChromium`), one after the other on a new blank tab each, before its first page.
 */
export async function chromiumReadings(browser: Browser, count = READINGS): Promise<number[]> {
  const context = await browser.newContext();
  try {
    const readings: number[] = [];
    for (let reading = 0; reading < count; reading += 1) readings.push(await readIndex(context));
    return readings;
  } finally {
    await context.close();
  }
}

/**
 * Reads this machine's index and returns what `requested` on a host of index `host` is here;
 * says so on stderr as it goes, with the warning when this machine is the slower.
 */
export async function calibrate(
  requested: number,
  host: number,
  read: () => Promise<number[]>,
): Promise<AsIndex> {
  console.error(`  reading this machine’s benchmarkIndex (${READINGS} times)`);
  const readings = await read();
  const asIndex = asIndexFrom(requested, host, readings);
  console.error(
    `  this machine’s benchmarkIndex ${thousands(asIndex.measured)} (median of ${readings.map(thousands).join(', ')}): ${requested}× on a host of ${thousands(host)} is ${asIndex.applied.toFixed(1)}× here`,
  );
  const warning = slowerMachineWarning(requested, asIndex);
  if (warning) console.error(warning);
  return asIndex;
}
