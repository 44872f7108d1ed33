/**
 * The one harness every bench runs in (`npm run bench`, `bench:interactions`, `bench:js`,
 * `bench:contact`, `bench:faults`), so that each bench holds only what it measures:
 *
 * - the command line: `parseArgs` (an unknown option is an error), `--help` prints the bench's
 *   usage (its script's first doc comment), and the options every page bench shares;
 * - the build a page bench measures, built when needed, served as production serves it;
 * - Chromium, as Playwright and as Lighthouse start it;
 * - the JSON report.
 *
 * Beside it in this folder: the machine's load and CPU shares over a run (machine-load.ts), which
 * say whether its times can be trusted, and the tables and report files (report.ts).
 */
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  deviceById,
  ensureBuild,
  startSiteServer,
} from '../../qa/api';
import { usage } from '../lib/usage';
import { REPORT_DIR, writeReport } from './report';
import { pagesToMeasure } from './site-pages';

const root = join(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------------------------
// The command line

/** A bench's options, read; with `--help`, its usage is printed and the bench ends there. */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(options: O) {
  if (process.argv.slice(2).includes('--help')) {
    console.log(usage());
    process.exit(0);
  }
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    // An unknown or malformed option: say which, and where the usage is.
    console.error(`${(error as Error).message} (--help prints the usage)`);
    process.exit(2);
  }
}

/** An option that counts something (`--runs 5`), checked. */
export function wholeNumber(text: string, option: string, least = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${option} must be a whole number ≥ ${least}`);
  return value;
}

/**
 * The command line of a bench that measures the built pages: `--build`, `--dist` (another build
 * to measure, say an earlier commit's `dist/`, served by this checkout's server), `--runs`,
 * `--pages` and `--json` (by default `report` in the report folder), and the bench's own options
 * beside them (which may give a shared one another default). With the build folder to serve and
 * the number of runs, checked.
 */
export function pageCommandLine<const O extends ParseArgsOptionsConfig>(report: string, own: O) {
  const options = readCommandLine({
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    json: { type: 'string', default: join(REPORT_DIR, report) },
    ...own,
  });
  // Typed for any bench's own options, the shared ones are read as what they are.
  const shared = options as { dist?: string; runs: string };
  const dist = shared.dist ? resolve(shared.dist) : join(root, 'dist');
  return { options, dist, runs: wholeNumber(shared.runs, 'runs') };
}

// ---------------------------------------------------------------------------------------------
// The site and the browser

/**
 * Builds this checkout when the bench measures it and there is no build yet, or `--build` asks;
 * a build given with `--dist` is measured as it is.
 */
export function buildIfNeeded(options: { build: boolean; dist?: string }): void {
  if (!options.dist) ensureBuild({ force: options.build });
}

/** The build, built if needed, and the pages to measure in it: `--pages`, else the sitemap's. */
export function measuredPages(
  options: { build: boolean; dist?: string; pages?: string },
  dist: string,
): string[] {
  buildIfNeeded(options);
  return pagesToMeasure(dist, options.pages);
}

/**
 * Serves each build folder as production does (qa/launch/site-server.ts), each on a port of
 * its own, while `use` runs with their origins; stops them all after.
 */
export async function serving<const D extends readonly string[], T>(
  dists: D,
  use: (origins: { [K in keyof D]: string }) => Promise<T>,
): Promise<T> {
  const sites = [];
  try {
    for (const dist of dists) sites.push(await startSiteServer(dist));
    return await use(sites.map((site) => site.origin) as { [K in keyof D]: string });
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

/**
 * The benches' Chromium flags: QA's, and V8 making each function's source positions when it
 * compiles it rather than when something first asks for them (decision 011). A browser driven over
 * the DevTools protocol, as Lighthouse and Playwright drive it, has V8 capture a detailed stack
 * trace, line numbers and all, for every `Error` constructed, and with positions made lazily V8
 * then parses again the function that constructed it. React DOM constructs one at its module's
 * top level (`SelectiveHydrationException`), inside the one function that holds all of React DOM:
 * in a Chromium driven by Playwright, V8 spent 7–15 ms of a load collecting source positions, all
 * but a fraction of it in React DOM's evaluation; in one with no DevTools attached, 0.2–1.8 ms
 * (2026-12-01, this machine, `/services/sales`). With the flag nothing is parsed again; compiling
 * makes the positions instead, a little more work that the page pays and its floor does not.
 */
export const BENCH_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--js-flags=--no-enable-lazy-source-positions',
] as const;

/** Debian's Chromium, started by Playwright while `use` runs, then closed. */
export async function inChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BENCH_CHROMIUM_FLAGS],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

const phone = deviceById('phone');
/** The QA devices' desktop (1280 × 800) and phone (an iPhone, 390 × 844), as browser contexts. */
export const BROWSER_DEVICES = {
  desktop: { viewport: deviceById('desktop').viewport },
  phone: {
    viewport: phone.viewport,
    userAgent: phone.facts.userAgent,
    isMobile: true,
    hasTouch: phone.hasTouch,
    deviceScaleFactor: phone.facts.devicePixelRatio,
  },
} satisfies Record<string, BrowserContextOptions>;
export type BrowserDevice = keyof typeof BROWSER_DEVICES;

/** Debian's Chromium for Lighthouse, headless, with a fresh profile: its debugging port. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...BENCH_CHROMIUM_FLAGS],
  });

// ---------------------------------------------------------------------------------------------
// The report

/** Writes the JSON report and says where. */
export function saveReport(path: string, report: unknown): void {
  console.log(`wrote ${writeReport(path, report)}`);
}
