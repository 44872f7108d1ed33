import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { PROJECTS } from './tests/paths/devices';

/**
 * The browser layer of the generated paths (`e2e/paths`), run by `npm run paths -- run`, which
 * starts the site itself on a free port or points `PATHS_BASE_URL` at any deployment.
 * One project per device and language; each test is tagged with the projects it is generated for.
 */
const baseURL = process.env.PATHS_BASE_URL;
if (!baseURL)
  throw new Error('PATHS_BASE_URL is not set: run the paths with `npm run paths -- run`');
const report = process.env.PATHS_REPORT_DIR ?? 'paths-report';

export default defineConfig({
  testDir: 'e2e/paths',
  // Its own folder: the hand-written suite empties test-results/ when it starts.
  outputDir: `${report}/test-results`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.PATHS_WORKERS ? Number(process.env.PATHS_WORKERS) : 2,
  reporter: [
    ['list'],
    ['html', { outputFolder: `${report}/html`, open: 'never' }],
    ['./e2e/paths/coverage-reporter.ts', { outputFile: `${report}/coverage.json` }],
  ],
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: PROJECTS.map(({ id, device, language }) => ({
    name: id,
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
});
