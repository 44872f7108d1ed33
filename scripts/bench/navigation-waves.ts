/**
 * The successive request waves of a client-side navigation (issue #35): how many round trips the
 * browser needs before it has every script the new page asked for, because each chunk names the
 * next only once it has arrived. `npm run bench` prints them per route (./navigations.ts);
 * a regression test may hold a navigation to at most two.
 *
 * **The definition.** Every script request from the click until the new page's heading shows and
 * the network is idle is recorded with when it started and when its response had fully arrived
 * (`requestfinished`, or `requestfailed`), on one clock. Then
 *
 *     wave(r) = 1 + max { wave(q) : q ended at or before r started }    (1 when no q had ended)
 *
 * A request started before any response of the navigation had arrived is wave 1; a request is in
 * wave k + 1 when a response of wave k, and none of a later wave, had arrived when it started. The
 * number of waves is the largest wave. A module script can ask for its imports only once its whole
 * body has arrived, so a request caused by q always starts after q ended: a chain of n dependent
 * requests is counted as at least n waves, and requests the browser makes together, before any
 * of their answers, share one. The rule needs no threshold and no knowledge of who imports whom;
 * it is an upper bound, since a request that merely started late (a busy main thread, a timer)
 * after some response counts as caused by it. Hold every script response back by a delay well above
 * the main thread's tasks (the bench's 150 ms, the 1 s) and the waves are the bursts one sees
 * on a timeline; with no delay at all, on a local server, the count means little.
 *
 * `wavesOf` is pure (tests/scripts/bench/navigation-waves.test.ts); `watchRequests` records a Playwright page's
 * requests and `holdBackScripts` delays script responses, for the bench and the e2e suite alike.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

/** A request as recorded: what it asked for, and when it started and ended, in ms on one clock. */
export interface TimedRequest {
  url: string;
  start: number;
  /** When its response had fully arrived (or it failed); undefined while it has not. */
  end?: number | undefined;
}

/** The navigation's waves: `waves[0]` is wave 1; each lists its requests in the order they started. */
export interface NavigationWaves<R extends TimedRequest = TimedRequest> {
  count: number;
  waves: R[][];
}

/** The requests by wave, by the rule of this module's header. */
export function wavesOf<R extends TimedRequest>(requests: readonly R[]): NavigationWaves<R> {
  const started = [...requests].sort((a, b) => a.start - b.start);
  const waveOf = new Map<R, number>();
  for (const request of started) {
    let wave = 1;
    for (const [earlier, earlierWave] of waveOf)
      if (earlier.end !== undefined && earlier.end <= request.start)
        wave = Math.max(wave, earlierWave + 1);
    waveOf.set(request, wave);
  }
  // Wave k + 1 needs a request of wave k, so the waves run 1, 2, … with none missing.
  const waves: R[][] = [];
  for (const [request, wave] of waveOf) (waves[wave - 1] ??= []).push(request);
  return { count: waves.length, waves };
}

/** A recorded request, with Playwright's resource type (`script`, `fetch`, `image`, …). */
export interface RecordedRequest extends TimedRequest {
  resourceType: string;
}

/**
 * Records every request `page` makes from now on, timed by `now` (by default `performance.now()`
 * in Node, as the events arrive: the browser sends them in the order they happened).
 */
export function watchRequests(page: Page, now: () => number = () => performance.now()) {
  const recorded = new Map<Request, RecordedRequest>();
  let lastEvent = now();
  page.on('request', (request) => {
    lastEvent = now();
    recorded.set(request, {
      url: request.url(),
      resourceType: request.resourceType(),
      start: lastEvent,
    });
  });
  const ended = (request: Request) => {
    lastEvent = now();
    const entry = recorded.get(request);
    if (entry) entry.end = lastEvent;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  const inFlight = () => [...recorded.values()].some((request) => request.end === undefined);
  return {
    now,
    /** The requests that started at or after `since` (a time of `now`), in the order they started. */
    since: (since: number) =>
      [...recorded.values()]
        .filter((request) => request.start >= since)
        .sort((a, b) => a.start - b.start),
    /**
     * Resolves once no request is in flight and none has started or ended for `quietMs` (500 ms is
     * what Playwright calls network idle); rejects after `timeoutMs`.
     */
    idle: async (quietMs = 500, timeoutMs = 30_000) => {
      const deadline = now() + timeoutMs;
      while (inFlight() || now() - lastEvent < quietMs) {
        if (now() > deadline) throw new Error(`The network was not idle within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/**
 * Holds every script request back by `delayMs` before it goes on to the server, so that its
 * response arrives that much later: what a high-latency network does to each round trip. Routing turns the HTTP cache off, so a comparison
 * with no delay should install this with 0.
 */
export async function holdBackScripts(target: Page | BrowserContext, delayMs: number) {
  await target.route('**/*', async (route) => {
    if (delayMs > 0 && route.request().resourceType() === 'script')
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
