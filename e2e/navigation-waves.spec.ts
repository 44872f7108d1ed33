import { expect, test, type Page } from '@playwright/test';
import {
  holdBackScripts,
  watchRequests,
  wavesOf,
  type RecordedRequest,
} from '../scripts/bench/navigation-waves';
import type { ModuleMap } from '../src/platform/module-preload';
import {
  dictionaries,
  headingOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  reachPageEnd,
  routeById,
  visit,
  type Language,
  type PageRoute,
} from './support';

/**
 * Every script response held back this long: well above the main thread's tasks, so that each
 * round trip shows as a wave of its own (scripts/bench/navigation-waves.ts), and short enough for CI.
 */
const DELAY_MS = 300;

/**
 * The most successive waves a navigation may take (issue #35): the page's own, and its island's
 * (the contact form loads when it is on screen, then in a wave of its own). A chunk that names
 * a further chunk only once it has arrived, outside the module map, makes three.
 */
const MAX_WAVES = 2;

/** The pages a visitor reaches by a link: all but the thank-you page, which a sent form opens. */
const linkedRoutes = pageRoutes.filter((route) => route.nav.group !== 'none');

/** Each wave's scripts, as paths, for a failure's message. */
const describeWaves = (scripts: RecordedRequest[]) =>
  wavesOf(scripts)
    .waves.map(
      (wave, index) =>
        `wave ${index + 1}: ${wave.map((request) => new URL(request.url).pathname).join(' ')}`,
    )
    .join('\n');

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test(`${language}: each page reached by its link loads its scripts in at most ${MAX_WAVES} waves`, async ({
    page,
  }) => {
    test.slow();
    await holdBackScripts(page, DELAY_MS);
    const requests = watchRequests(page);
    await visit(page, localizedPath('/', language));
    // The view-mode switcher loads as the page's end comes near: let it load before measuring,
    // since reaching a footer link would bring it in among a navigation's scripts.
    await reachPageEnd(page);
    await requests.idle();

    // One after another, home last: each navigation fetches what the ones before did not.
    const routes = [...linkedRoutes.filter((route) => route.id !== 'home'), linkedRoutes[0]!];
    for (const route of routes) {
      const path = localizedPath(route.path, language);
      const since = requests.now();
      await page.locator(`a[href="${path}"]:visible`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route, m));
      await requests.idle();

      const scripts = requests.since(since).filter((request) => request.resourceType === 'script');
      expect(wavesOf(scripts).count, `${path}\n${describeWaves(scripts)}`).toBeLessThanOrEqual(
        MAX_WAVES,
      );
    }
  });
}

/**
 * A navigation that no gesture announced (issue #44, item 5): the address moves by
 * `history.pushState` and `popstate`, by Back or Forward, by a redirect, with no link's intent to
 * preload the page before. As the issue measured it: every script held back 1 s, from a page
 * whose content was adopted, so that client navigation itself has not loaded yet. The page's
 * whole module list is asked for as the address moves: one wave, besides an island's own, and
 * the heading within one held-back round trip and what runs around it. It took three waves and
 * 3.5 s before.
 */
const ISSUE_DELAY_MS = 1000;
const MAX_HEADING_MS = 2500;

/** Five pages of every kind: documents with and without a chart, a legal page, a form's page. */
const unannouncedRoutes = (['usecases', 'about', 'sales', 'accessibility', 'contact'] as const).map(
  routeById,
);

/**
 * How the address moves, in the page, once it is live and idle:
 * - `pushState`: `history.pushState` to the page, then a `popstate`, as the issue's measurement
 *   did;
 * - `back`: Back to an entry the app has never rendered. Two entries are added with the
 *   browser's own `pushState` (`History.prototype`'s, which the router does not see), the page's
 *   and the current one's again, so the app still shows the page it was loaded at; Back then
 *   goes to the page's.
 */
type Move = 'pushState' | 'back';

/**
 * Opens `start` (its content adopted, client navigation not loaded), waits until it is idle, holds
 * every script back by `ISSUE_DELAY_MS`, then moves the address to `route` in `language` by
 * `move`. Returns the scripts the move fetched, but for those only an island loads, and the ms
 * from the move to the new heading on screen.
 */
async function moveUnannounced(
  page: Page,
  start: string,
  route: PageRoute,
  language: Language,
  move: Move,
) {
  const requests = watchRequests(page);
  await visit(page, start);
  await reachPageEnd(page);
  await requests.idle();
  await holdBackScripts(page, ISSUE_DELAY_MS);

  const path = localizedPath(route.path, language);
  const heading = headingOf(route, dictionaries[language]);
  const since = requests.now();
  const headingMs = await page.evaluate(
    ({ path, heading, move }) => {
      const started = performance.now();
      if (move === 'pushState') {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      } else {
        const here = window.location.pathname;
        History.prototype.pushState.call(window.history, null, '', path);
        History.prototype.pushState.call(window.history, null, '', here);
        window.history.back();
      }
      return new Promise<number>((resolve) => {
        const check = () => {
          const shown = document.querySelector('h1');
          if (
            shown?.textContent?.replace(/\s+/g, ' ').trim() === heading &&
            shown.checkVisibility()
          )
            resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    { path, heading, move },
  );
  await requests.idle();

  // What only an island loads: its entries in the module map, but for what the page's has.
  const mapUrl = await page.locator('meta[name="module-map"]').getAttribute('content');
  const map = (await (await page.request.get(mapUrl!)).json()) as ModuleMap;
  const files = (indices: number[] | undefined) => (indices ?? []).map((i) => map.files[i]!);
  const pageFiles = new Set(files(map.pages[path]));
  const islandOnly = new Set(
    Object.values(map.islands)
      .flatMap(files)
      .filter((file) => !pageFiles.has(file)),
  );
  const scripts = requests
    .since(since)
    .filter(
      (request) =>
        request.resourceType === 'script' && !islandOnly.has(new URL(request.url).pathname),
    );
  return { scripts, headingMs };
}

/** One wave at most, the heading in time; the figures go in the test's annotations. */
function expectOneWaveAndHeading(scripts: RecordedRequest[], headingMs: number) {
  const { count } = wavesOf(scripts);
  test.info().annotations.push({
    type: 'measured',
    description: `${count} wave(s), ${scripts.length} scripts, heading after ${Math.round(headingMs)} ms`,
  });
  expect(count, describeWaves(scripts)).toBeLessThanOrEqual(1);
  expect(headingMs).toBeLessThanOrEqual(MAX_HEADING_MS);
}

/** Each page by `pushState` and `popstate`, and Back to one the app has not rendered. */
const unannouncedMoves: Array<{ route: PageRoute; move: Move; title: string }> = [
  ...unannouncedRoutes.map((route) => ({
    route,
    move: 'pushState' as const,
    title: `${route.path} reached by pushState and popstate`,
  })),
  { route: routeById('sales'), move: 'back', title: 'Back to a page the app has not rendered' },
];

for (const language of LANGUAGES)
  for (const { route, move, title } of unannouncedMoves)
    test(`${language}: ${title} loads in one wave, its heading within ${MAX_HEADING_MS} ms`, async ({
      page,
    }) => {
      test.slow();
      const home = localizedPath('/', language);
      const { scripts, headingMs } = await moveUnannounced(page, home, route, language, move);
      expectOneWaveAndHeading(scripts, headingMs);
    });
