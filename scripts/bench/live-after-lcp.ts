/**
 * Start-up after the largest paint, in `npm run bench:interactions` (issue #46: the app goes live
 * within 1 s of the largest contentful paint at 4×): a phone's page, freshly loaded, with no input
 * at all. Input would change what is measured: Playwright's click runs its checks on the page's
 * main thread, which delayed start-up by a third in the early tap's runs.
 *
 * Timed in the page, on its own clock, by a recorder installed before its scripts: the largest
 * contentful paint is the last candidate Chromium reported, and `<html data-app>` turning `live`
 * is read by a MutationObserver as it happens. Node asks whether the run is done only every
 * `POLL_MS`: each question is a task on the page's main thread too.
 */
import type { Page } from '@playwright/test';
import { formatTable, left, right } from './report';
import { median } from './stats';

/** Issue #46: the app is live within this long of the largest contentful paint, at 4×. */
export const LIVE_AFTER_LCP_TARGET_MS = 1000;

const POLL_MS = 250;

/** What the recorder has seen so far, in milliseconds of the page's clock (`performance.now()`). */
interface StartUpRecord {
  /** The largest contentful paint's last candidate, its `startTime`. */
  lcp?: number;
  /** `<html data-app>` turned `live`. */
  live?: number;
}

declare global {
  interface Window {
    benchStartUp?: StartUpRecord;
  }
}

/**
 * Runs in the page before its scripts. It names no function inside: tsx would wrap one in its
 * `__name` helper, which the page lacks.
 */
function recordStartUp() {
  const record: StartUpRecord = {};
  window.benchStartUp = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The document, not <html>, which does not exist yet when this runs.
  new MutationObserver(() => {
    if (record.live === undefined && document.documentElement.dataset.app === 'live')
      record.live = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
}

/**
 * Loads `url` in `page` (fresh, not yet navigated, its CPU already slowed down), waits until the
 * app is live and a largest contentful paint was reported (`timeout`), and returns how long after
 * that paint the app went live, in ms.
 */
export async function measureLiveAfterLcp(
  page: Page,
  url: string,
  timeout: number,
): Promise<number> {
  await page.addInitScript(recordStartUp);
  await page.goto(url, { waitUntil: 'commit' });
  const done = await page
    .waitForFunction(
      () => {
        const { lcp, live } = window.benchStartUp ?? {};
        return lcp !== undefined && live !== undefined && { lcp, live };
      },
      undefined,
      { timeout, polling: POLL_MS },
    )
    .catch(async (error: unknown) => {
      const record = await page.evaluate(() => window.benchStartUp);
      throw new Error(`start-up recorded only ${JSON.stringify(record)}: ${String(error)}`);
    });
  const { lcp, live } = (await done.jsonValue()) as Required<StartUpRecord>;
  return live - lcp;
}

/** A page's runs, in ms from the largest contentful paint to the app live, and their median. */
export interface LiveAfterLcpSummary {
  path: string;
  medianMs: number;
  runs: number[];
}

export const summarizeLiveAfterLcp = (
  path: string,
  runs: readonly number[],
): LiveAfterLcpSummary => ({ path, medianMs: median(runs), runs: [...runs] });

const COLUMNS = [left('page'), right('live − LCP ms'), left('within'), left('runs (ms)')];

/** The table of start-up after the largest paint, one row per page, against the target. */
export function formatLiveAfterLcpTable(summaries: readonly LiveAfterLcpSummary[]): string {
  return formatTable(
    COLUMNS,
    summaries.map((summary) => [
      summary.path,
      summary.medianMs.toFixed(0),
      summary.medianMs <= LIVE_AFTER_LCP_TARGET_MS ? 'yes' : 'no',
      summary.runs.map((ms) => ms.toFixed(0)).join(', '),
    ]),
  );
}
