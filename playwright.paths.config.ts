import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { PROJECTS } from './qa/paths/devices';

/**
 * The browser layer of the generated paths (`e2e/paths`), run by `npm run paths -- run`, which
 * starts the site itself on a free port or points `PATHS_BASE_URL` at any deployment, and merged
 * by `npm run paths -- merge`. One project per device and language, each picking the tests tagged
 * with its name; they depend on `site`, whose teardown `coverage` attaches the coverage table.
 */
const report = process.env.PATHS_REPORT_DIR ?? 'paths-report';
/** `i-of-n` while `run --shard i/n` runs: the shard writes a blob report for `merge` alone. */
const shard = process.env.PATHS_SHARD;
/** A snap runs only the part of each path that reaches a state first: its coverage says nothing. */
const snapping = !!process.env.PATHS_SNAP_DIR;

export default defineConfig({
  testDir: 'e2e/paths',
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
                './e2e/paths/coverage-reporter.ts',
                { outputFile: `${report}/coverage.json` },
              ] as const,
            ]),
      ],
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.PATHS_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'site', testMatch: 'site.setup.ts', teardown: 'coverage' },
    { name: 'coverage', testMatch: 'coverage.teardown.ts' },
    ...PROJECTS.map(({ id, device, language }) => ({
      name: id,
      testMatch: 'paths.spec.ts',
      dependencies: ['site'],
      grep: new RegExp(`@${id}\\b`),
      use: {
        browserName: 'chromium' as const,
        viewport: device.viewport,
        screen: { width: device.facts.screenWidth, height: device.facts.screenHeight },
        userAgent: device.facts.userAgent,
        deviceScaleFactor: device.facts.devicePixelRatio,
        hasTouch: device.hasTouch,
        isMobile: device.hasTouch,
        locale: language === 'he' ? 'he-IL' : 'en-GB',
      },
    })),
  ],
});
