/**
 * The early tap of `npm run bench:interactions` (issue #46): how long a tap on the menu button,
 * made as soon as the page has painted, waits for the drawer to open. Until
 * `<html data-app="live">` the boot script records the press and the app replays it once live
 * (src/platform/early-input.ts), so the visitor waits for start-up, not for a handler: that wait
 * is what this measures.
 *
 * Everything is timed in the page, on its own clock, by a recorder installed before its scripts
 * (Playwright's init script), so that no round trip to Node is in the figures: the tap is the
 * click event's `timeStamp`, and the moments `<html data-app>` turns `live` and the menu button's
 * `aria-expanded` turns `true` (the open drawer, as the e2e suite and the bench's other inputs see
 * it) are read by a MutationObserver as they happen (a DOM change, committed; its paint follows).
 */
import type { Locator, Page } from '@playwright/test';
import { MENU_BUTTON_ID } from '../../src/config/element-ids';
import { formatTable, left, right } from './report';
import { median } from './stats';

/** What the recorder has seen so far, in milliseconds of the page's clock (`performance.now()`). */
interface EarlyTapRecord {
  /** The first contentful paint has been reported: the page shows the button. */
  painted: boolean;
  /** The visitor's click on the menu button: its event's `timeStamp`. */
  tap?: number;
  /** Whether `<html data-app>` was already `live` as the click was dispatched. */
  tapWhileLive?: boolean;
  /** `<html data-app>` turned `live`. */
  live?: number;
  /** The menu button's `aria-expanded` turned `true`: the drawer is open. */
  open?: number;
}

declare global {
  interface Window {
    benchEarlyTap?: EarlyTapRecord;
  }
}

/**
 * Runs in the page before its scripts: records the first paint, the tap, start-up and the drawer.
 * It names no function inside: tsx would wrap one in its `__name` helper, which the page lacks.
 */
function recordEarlyTap(menuButtonId: string) {
  const record: EarlyTapRecord = { painted: false };
  window.benchEarlyTap = record;
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) record.painted = true;
  }).observe({ type: 'paint', buffered: true });
  // On the window, in the capture phase: before the boot script's listener on the document, which
  // keeps an early press from going further. Only the visitor's click: the replay clicks too.
  window.addEventListener(
    'click',
    (event) => {
      if (record.tap !== undefined || !event.isTrusted || !(event.target instanceof Element))
        return;
      if (!event.target.closest(`#${menuButtonId}`)) return;
      record.tap = event.timeStamp;
      record.tapWhileLive = document.documentElement.dataset.app === 'live';
    },
    true,
  );
  // The document, not <html>, which does not exist yet when this runs.
  new MutationObserver(() => {
    const now = performance.now();
    if (record.live === undefined && document.documentElement.dataset.app === 'live')
      record.live = now;
    const expanded = document.getElementById(menuButtonId)?.getAttribute('aria-expanded');
    if (record.open === undefined && expanded === 'true') record.open = now;
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-app', 'aria-expanded'],
  });
}

/** What one run recorded, complete: the tap, start-up's end and the open drawer, in page ms. */
export interface EarlyTapMarks {
  tap: number;
  tapWhileLive: boolean;
  live: number;
  open: number;
}

/**
 * One run's figures, in milliseconds from the tap: `waitMs` to the open drawer, `liveAfterTapMs`
 * to `<html data-app="live">`. `early` is false when the app was live as the tap landed: the app
 * handled it itself, nothing was replayed, and the run says nothing of an early tap.
 */
export interface EarlyTapRun {
  early: boolean;
  waitMs: number;
  liveAfterTapMs: number;
}

/** A run's figures from what the page recorded. */
export function earlyTapRun({ tap, tapWhileLive, live, open }: EarlyTapMarks): EarlyTapRun {
  return { early: !tapWhileLive, waitMs: open - tap, liveAfterTapMs: live - tap };
}

/** A page's runs and their medians, taken over its early runs only (`null` when none was). */
export interface EarlyTapSummary {
  path: string;
  earlyRuns: number;
  medianWaitMs: number | null;
  medianLiveAfterTapMs: number | null;
  runs: EarlyTapRun[];
}

/** Sums up a page's runs: the medians leave out a run whose tap found the app live. */
export function summarizeEarlyTaps(path: string, runs: readonly EarlyTapRun[]): EarlyTapSummary {
  const early = runs.filter((run) => run.early);
  const middle = (figures: number[]) => (figures.length === 0 ? null : median(figures));
  return {
    path,
    earlyRuns: early.length,
    medianWaitMs: middle(early.map((run) => run.waitMs)),
    medianLiveAfterTapMs: middle(early.map((run) => run.liveAfterTapMs)),
    runs: [...runs],
  };
}

const milliseconds = (figure: number | null) => (figure === null ? '–' : figure.toFixed(0));

/** A run as the table shows it: "412 (380)", its wait and its live − tap; or the app was live. */
const formatRun = (run: EarlyTapRun) =>
  run.early
    ? `${milliseconds(run.waitMs)} (${milliseconds(run.liveAfterTapMs)})`
    : `${milliseconds(run.waitMs)} (app already live)`;

const COLUMNS = [
  left('page'),
  right('wait ms'),
  right('live − tap ms'),
  right('early runs'),
  left('runs: wait (live − tap) ms'),
];

/** The table of the early taps, one row per page. */
export function formatEarlyTapTable(summaries: readonly EarlyTapSummary[]): string {
  return formatTable(
    COLUMNS,
    summaries.map((summary) => [
      summary.path,
      milliseconds(summary.medianWaitMs),
      milliseconds(summary.medianLiveAfterTapMs),
      `${summary.earlyRuns} of ${summary.runs.length}`,
      summary.runs.map(formatRun).join(', '),
    ]),
  );
}

/**
 * Loads `url` in `page` (fresh, not yet navigated, its CPU already slowed down), clicks the menu
 * button as soon as the first contentful paint is reported and the button is visible, waits until
 * the drawer is open and the app live (`timeout` for each), and returns the run's figures.
 */
export async function measureEarlyTap(
  page: Page,
  url: string,
  menuButton: Locator,
  timeout: number,
): Promise<EarlyTapRun> {
  await page.addInitScript(recordEarlyTap, MENU_BUTTON_ID);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.benchEarlyTap?.painted === true, undefined, { timeout });
  await menuButton.click({ timeout });
  // The page's function is done once the record is complete, and returns it.
  const complete = await page
    .waitForFunction(
      () => {
        const { tap, tapWhileLive, live, open } = window.benchEarlyTap ?? {};
        const done = [tap, tapWhileLive, live, open].every((mark) => mark !== undefined);
        return done && { tap, tapWhileLive, live, open };
      },
      undefined,
      { timeout },
    )
    .catch(async (error: unknown) => {
      const record = await page.evaluate(() => window.benchEarlyTap);
      throw new Error(`after the tap, only ${JSON.stringify(record)}: ${String(error)}`);
    });
  return earlyTapRun((await complete.jsonValue()) as EarlyTapMarks);
}
