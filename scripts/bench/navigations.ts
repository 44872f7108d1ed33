/**
 * The navigation table of `npm run bench` (issue #35, item 3). For each page, client-side from
 * the home page of its language (`/` or `/he`; the home pages themselves from their language's
 * about page), on the desktop and on the phone: a first visit in a fresh browser context waits
 * until the app is live and the network idle, then clicks the site's own link to the page (the
 * side bar's, opened with the menu button on the phone; the footer's for the legal pages) and records every
 * script request from the click until the new page's `<h1>` shows and the network is idle again.
 * Each run does this with every script response held back by `--delay` ms, then with none: the
 * number of successive waves (./navigation-waves.ts) is the delayed run's, and the time from the
 * click to the heading is both runs'. It prints figures; it passes or fails nothing.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { holdBackScripts, watchRequests, wavesOf } from './navigation-waves';
import { dictionaries } from '../../src/i18n';
import { pageRoutes } from '../../src/routes';
import { basePath, languageOfPath, localizedPath } from '../../src/urls';
import { BROWSER_DEVICES, type BrowserDevice } from './harness';
import { formatTable, left, right } from './report';
import { median } from './stats';

/** Network idle, as Playwright counts it: no request for this long. */
const QUIET_MS = 500;
/** How long one navigation may take before it counts as failed. */
const TIMEOUT_MS = 60_000;

/** A script the navigation fetched: its path, its wave, and its start and end in ms after the click. */
interface NavigationScript {
  path: string;
  wave: number;
  start: number;
  end: number | null;
}

/** One navigation measured. */
interface NavigationSample {
  delayMs: number;
  /** From the click event to the first animation frame with the new heading visible. */
  headingMs: number;
  waves: number;
  /**
   * The scripts fetched while reaching the link, once start-up was done: opening the menu on
   * the phone, scrolling to the footer. They are loaded before the click, so they make no wave.
   */
  beforeClick: string[];
  /** Times from the moment the bench starts the click (the pointer moving to the link). */
  scripts: NavigationScript[];
}

/** The medians of one page's navigations on one device, with or without the delay. */
interface NavigationFigures {
  delayMs: number;
  beforeClick: number;
  scripts: number;
  waves: number;
  headingMs: number;
  samples: NavigationSample[];
}

export interface NavigationReport {
  path: string;
  from: string;
  device: BrowserDevice;
  delayed: NavigationFigures;
  undelayed: NavigationFigures;
  /** Navigations that failed twice (left out of the medians), with their reason. */
  failures: string[];
}

/** Where the visitor starts: the language's home page, or for a home page its about page. */
function startOf(path: string): string {
  const language = languageOfPath(path);
  const home = localizedPath('/', language);
  return path === home ? localizedPath('/about', language) : home;
}

/** The route a page shows. */
function routeOf(path: string) {
  const route = pageRoutes.find((candidate) => candidate.path === basePath(path));
  if (!route) throw new Error(`No route for ${path}`);
  return route;
}

/** The heading a page's `<h1>` shows, from the dictionaries. */
const headingOf = (path: string) =>
  dictionaries[languageOfPath(path)][`page.${routeOf(path).id}.heading`];

/**
 * The site's own link to `path` on the page shown: the side bar's for the pages it lists (on the
 * phone, the menu is opened first), the footer's for the others (the legal pages), scrolled to.
 */
async function linkTo(page: Page, path: string, device: BrowserDevice): Promise<Locator> {
  const { group } = routeOf(path).nav;
  if (group === 'none') throw new Error(`No link leads to ${path}`);
  const selector = `a[href="${path}"]`;
  if (group === 'legal') {
    const inFooter = page.getByRole('contentinfo').locator(selector).first();
    await inFooter.scrollIntoViewIfNeeded();
    return inFooter;
  }
  const m = dictionaries[languageOfPath(path)];
  if (device === 'phone')
    await page.getByRole('button', { name: m['nav.menu.open'], exact: true }).tap();
  const inSideBar = page.getByRole('navigation', { name: m['nav.label'] }).locator(selector);
  await inSideBar.first().waitFor({ state: 'visible' });
  return inSideBar.first();
}

/** One navigation to `path` in a fresh context (a first visit), script responses held back by `delayMs`. */
async function navigate(
  browser: Browser,
  origin: string,
  path: string,
  device: BrowserDevice,
  delayMs: number,
): Promise<NavigationSample> {
  const context = await browser.newContext(BROWSER_DEVICES[device]);
  context.setDefaultTimeout(TIMEOUT_MS);
  try {
    // Installed with no delay too: routing turns the HTTP cache off, so both runs go without it.
    await holdBackScripts(context, delayMs);
    const page = await context.newPage();
    const network = watchRequests(page);
    await page.goto(`${origin}${startOf(path)}`);
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    await network.idle(QUIET_MS, TIMEOUT_MS);
    const reachingAt = network.now();
    const link = await linkTo(page, path, device);
    await network.idle(QUIET_MS, TIMEOUT_MS);

    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (event) => Object.assign(window, { navigationClickedAt: event.timeStamp }),
        { capture: true, once: true },
      ),
    );
    const clickedAt = network.now();
    await (device === 'phone' ? link.tap() : link.click());
    const shown = await page.waitForFunction(
      ({ heading, target }) => {
        const { navigationClickedAt } = window as Window & { navigationClickedAt?: number };
        if (navigationClickedAt === undefined || location.pathname !== target) return false;
        const visible = [...document.querySelectorAll('h1')].some(
          (h1) => h1.checkVisibility() && h1.textContent.replace(/\s+/g, ' ').trim() === heading,
        );
        return visible && { headingMs: performance.now() - navigationClickedAt };
      },
      { heading: headingOf(path), target: path },
      { polling: 'raf', timeout: TIMEOUT_MS },
    );
    const { headingMs } = (await shown.jsonValue()) as { headingMs: number };
    await network.idle(QUIET_MS, TIMEOUT_MS);

    const scriptsSince = (since: number) =>
      network
        .since(since)
        .filter((request) => request.resourceType === 'script' && request.url.startsWith(origin));
    const { waves } = wavesOf(scriptsSince(clickedAt));
    return {
      delayMs,
      headingMs,
      waves: waves.length,
      beforeClick: scriptsSince(reachingAt)
        .filter((request) => request.start < clickedAt)
        .map((request) => new URL(request.url).pathname),
      scripts: waves.flatMap((requests, index) =>
        requests.map((request) => ({
          path: new URL(request.url).pathname,
          wave: index + 1,
          start: Math.round(request.start - clickedAt),
          end: request.end === undefined ? null : Math.round(request.end - clickedAt),
        })),
      ),
    };
  } finally {
    await context.close();
  }
}

function figuresOf(delayMs: number, samples: NavigationSample[]): NavigationFigures {
  return {
    delayMs,
    beforeClick: median(samples.map((sample) => sample.beforeClick.length)),
    scripts: median(samples.map((sample) => sample.scripts.length)),
    waves: median(samples.map((sample) => sample.waves)),
    headingMs: median(samples.map((sample) => sample.headingMs)),
    samples,
  };
}

/**
 * Every page on both devices, `runs` times each, each run with the delay and then without; a
 * navigation that fails is tried once more, and reported and left out if it fails again.
 */
export async function measureNavigations(
  browser: Browser,
  origin: string,
  paths: readonly string[],
  { delayMs, runs }: { delayMs: number; runs: number },
): Promise<NavigationReport[]> {
  const reports: NavigationReport[] = [];
  for (const path of paths) {
    for (const device of Object.keys(BROWSER_DEVICES) as BrowserDevice[]) {
      const delayed: NavigationSample[] = [];
      const undelayed: NavigationSample[] = [];
      const failures: string[] = [];
      const measureInto = async (into: NavigationSample[], delay: number, attempt = 1) => {
        try {
          into.push(await navigate(browser, origin, path, device, delay));
        } catch (error) {
          const reason = `${delay} ms: ${error instanceof Error ? error.message : String(error)}`;
          if (attempt === 1) return measureInto(into, delay, 2);
          failures.push(reason);
          console.error(`  failed twice, left out: ${reason}`);
        }
      };
      for (let run = 1; run <= runs; run += 1) {
        console.error(`  navigation to ${path} on the ${device}: run ${run} of ${runs}`);
        await measureInto(delayed, delayMs);
        await measureInto(undelayed, 0);
      }
      reports.push({
        path,
        from: startOf(path),
        device,
        delayed: figuresOf(delayMs, delayed),
        undelayed: figuresOf(0, undelayed),
        failures,
      });
    }
  }
  return reports;
}

/** A figure of each sample, and their median with their range beside it when they differ: `6 (5–7)`. */
function cell(samples: readonly NavigationSample[], figure: (sample: NavigationSample) => number) {
  const values = samples.map(figure);
  if (values.length === 0) return '–';
  const [least, most] = [Math.min(...values), Math.max(...values)];
  const middle = median(values).toFixed(0);
  return least === most ? middle : `${middle} (${least.toFixed(0)}–${most.toFixed(0)})`;
}

/** The table `npm run bench` prints, with its title. */
export function formatNavigations(reports: readonly NavigationReport[], delayMs: number): string {
  const columns = [
    left('page'),
    left('device'),
    left('from'),
    right('before click'),
    right('scripts'),
    right('waves'),
    right(`heading ms, ${delayMs} ms delay`),
    right('heading ms, no delay'),
  ];
  const rows = reports.map(({ path, from, device, delayed, undelayed }) => [
    path,
    device,
    from,
    cell(delayed.samples, (sample) => sample.beforeClick.length),
    cell(delayed.samples, (sample) => sample.scripts.length),
    cell(delayed.samples, (sample) => sample.waves),
    cell(delayed.samples, (sample) => sample.headingMs),
    cell(undelayed.samples, (sample) => sample.headingMs),
  ]);
  return [
    `Client-side navigations, median of the runs, with every script response held back by ${delayMs} ms: the scripts fetched`,
    `while reaching the link (the phone's menu, the footer), then from the click until the heading shows and the network is`,
    `idle, and their successive waves; the time from the click to the new heading, with that delay and without`,
    formatTable(columns, rows),
  ].join('\n');
}
