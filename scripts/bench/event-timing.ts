/**
 * Input-to-next-paint, read in the page with the Event Timing API as INP reads it: an event's
 * `duration` runs from the input to the next paint after its handlers. The recorder is installed
 * before any page script (Playwright's init script), because the browser's own buffer keeps only
 * events of 104 ms or more.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** The shortest event duration the API reports (and the observer asks for). */
export const DURATION_THRESHOLD_MS = 16;

/** An event timing, as the recorder keeps it. */
interface EventTiming {
  name: string;
  startTime: number;
  duration: number;
  /** Non-zero for the events of one discrete interaction (pointer down, up, click, key). */
  interactionId: number;
}

declare global {
  interface Window {
    benchEventTimings?: EventTiming[];
  }
  /** Event Timing's option (in the specification; not yet in TypeScript's DOM types). */
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}

/**
 * Which events count: those of a discrete interaction (a click or a tap, as INP counts them),
 * or every event (pointer movement included: a hover is no interaction to INP, but a visitor
 * waits for its paint all the same).
 */
export type CountedEvents = 'interaction' | 'all';

/**
 * One measurement: the longest counted event's duration in milliseconds; `under-threshold` when
 * no counted event reached 16 ms; `new-document` when the input loaded another page (the timings
 * went with the old one).
 */
export type Latency = number | 'under-threshold' | 'new-document';

/** Runs in the page before its scripts: keeps every event timing of 16 ms or more. */
function recordEventTimings(threshold: number) {
  const timings: EventTiming[] = [];
  window.benchEventTimings = timings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!(entry instanceof PerformanceEventTiming)) continue;
      const { name, startTime, duration, interactionId } = entry;
      timings.push({ name, startTime, duration, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

export async function installEventTimingRecorder(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordEventTimings, DURATION_THRESHOLD_MS);
}

/** A point in the page's time line, and which document it belongs to. */
interface Mark {
  timeOrigin: number;
  now: number;
}

const markOf = (page: Page): Promise<Mark> =>
  page.evaluate(() => ({ timeOrigin: performance.timeOrigin, now: performance.now() }));

/** Two frames and a little more: the browser reports an event after the paint that follows it. */
const EVENT_REPORT_WAIT_MS = 250;

/**
 * Performs an input (`act`), waits until the page shows its effect (`settled`), and returns the
 * longest counted event that started after the input began.
 */
export async function measureLatency(
  page: Page,
  counted: CountedEvents,
  act: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<Latency> {
  const before = await markOf(page);
  await act();
  await settled();
  await page.evaluate(
    (wait) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, wait))),
      ),
    EVENT_REPORT_WAIT_MS,
  );
  const after = await markOf(page);
  if (after.timeOrigin !== before.timeOrigin) return 'new-document';
  const durations = await page.evaluate(
    ({ since, onlyInteractions }) =>
      (window.benchEventTimings ?? [])
        .filter((timing) => timing.startTime >= since)
        .filter((timing) => !onlyInteractions || timing.interactionId > 0)
        .map((timing) => timing.duration),
    { since: before.now, onlyInteractions: counted === 'interaction' },
  );
  return durations.length === 0 ? 'under-threshold' : Math.max(...durations);
}

const rank = (latency: Latency) =>
  latency === 'under-threshold' ? 0 : latency === 'new-document' ? Infinity : latency;

/**
 * The middle measurement: with an odd count the median, with an even one the higher of the two
 * middle ones (a latency under the threshold has no number to average with).
 */
export function middleLatency(samples: readonly Latency[]): Latency {
  const sorted = [...samples].sort((a, b) => rank(a) - rank(b));
  return sorted[Math.floor(sorted.length / 2)] ?? 'under-threshold';
}

export const formatLatency = (latency: Latency) =>
  latency === 'under-threshold'
    ? `<${DURATION_THRESHOLD_MS}`
    : latency === 'new-document'
      ? 'new page'
      : latency.toFixed(0);
