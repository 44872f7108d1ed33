import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, FIREFOX_LAUNCH } from '../launch/browsers';
import { PROJECTS } from '../paths/devices';
import { engineProject, parseEngines, PLAYWRIGHT_ENGINES, type PathEngine } from '../paths/engines';
import { firefoxMediaLaunch } from './media';

/**
 * The browser layer of the generated paths (this folder), run by `npm run paths -- run`, which
 * starts the site itself on a free port or points `PATHS_BASE_URL` at any deployment, and merged
 * by `npm run paths -- merge`. One project per device and language, each picking the tests tagged
 * with its name; they depend on `site`, whose teardown `coverage` attaches the coverage table,
 * and on their engine's `checks` (path-checks.spec.ts: the runner reads checks as Playwright
 * would). Chromium's projects are named after the device and language (`phone-he`); with Firefox
 * among `PATHS_ENGINES` (`run --engine firefox`), Firefox's too (`phone-he-firefox`): Debian's
 * Firefox ESR over WebDriver BiDi, without touch emulation, which it lacks, and with its DevTools
 * server open to the worker, which sets the colour scheme and motion preference it ignores when
 * told them per page (media.ts).
 */
const root = join(import.meta.dirname, '../..');
/** The report folder: `PATHS_REPORT_DIR`, relative to the checkout, else `paths-report/`. */
const report = resolve(root, process.env.PATHS_REPORT_DIR ?? 'paths-report');
/** `i-of-n` while `run --shard i/n` runs: the shard writes a blob report for `merge` alone. */
const shard = process.env.PATHS_SHARD;
/** A snap runs only the part of each path that reaches a state first: its coverage says nothing. */
const snapping = !!process.env.PATHS_SNAP_DIR;
const engines = parseEngines(process.env.PATHS_ENGINES).filter((engine) =>
  PLAYWRIGHT_ENGINES.includes(engine),
);

const firefox = firefoxMediaLaunch();
const launchOptions = {
  chromium: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  firefox: { ...FIREFOX_LAUNCH, ...firefox },
};
/** Playwright's browser and launch options for an engine it drives. */
const engineUse = (engine: PathEngine) =>
  engine === 'firefox'
    ? { browserName: 'firefox' as const, launchOptions: launchOptions.firefox }
    : { browserName: 'chromium' as const, launchOptions: launchOptions.chromium };

export default defineConfig({
  testDir: '.',
  // Its own folder: the hand-written suite empties test-results/ when it starts. It keeps
  // `.last-run.json` from one run to the next, for `--last-failed`.
  outputDir: `${report}/test-results`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A shrinking run replays a failing path many times already; a retry would shrink it again.
  retries: process.env.CI && !process.env.PATHS_SHRINK ? 1 : 0,
  workers: process.env.PATHS_WORKERS ? Number(process.env.PATHS_WORKERS) : 2,
  reporter: shard
    ? // The blob reporter empties its folder first: each shard has its own.
      [['list'], ['blob', { outputDir: `${report}/blob/${shard}` }]]
    : [
        ['list'],
        ['html', { outputFolder: `${report}/html`, open: 'never' }],
        ...(snapping
          ? []
          : [
              [
                './playwright-coverage-reporter.ts',
                { outputFile: `${report}/coverage.json` },
              ] as const,
            ]),
      ],
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.PATHS_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: launchOptions.chromium,
  },
  projects: [
    { name: 'site', testMatch: 'site.setup.ts', teardown: 'coverage' },
    { name: 'coverage', testMatch: 'coverage.teardown.ts' },
    ...engines.map((engine) => ({
      name: engineProject('checks', engine),
      testMatch: 'path-checks.spec.ts',
      use: engineUse(engine),
    })),
    ...engines.flatMap((engine) =>
      PROJECTS.map(({ id, device, language }) => {
        const name = engineProject(id, engine);
        return {
          name,
          testMatch: 'paths.spec.ts',
          dependencies: ['site', engineProject('checks', engine)],
          // Its own tag only: `@phone-he` is not `@phone-he-firefox`.
          grep: new RegExp(`@${name}(?![\\w-])`),
          use: {
            ...engineUse(engine),
            viewport: device.viewport,
            screen: { width: device.facts.screenWidth, height: device.facts.screenHeight },
            userAgent: device.facts.userAgent,
            deviceScaleFactor: device.facts.devicePixelRatio,
            // Touch, and the mobile viewport that goes with it, are Chromium's alone.
            ...(engine === 'chromium'
              ? { hasTouch: device.hasTouch, isMobile: device.hasTouch }
              : {}),
            locale: language === 'he' ? 'he-IL' : 'en-GB',
          },
        };
      }),
    ),
  ],
});
