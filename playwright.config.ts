import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads are not available here. */
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * `npm run test:e2e` (scripts/e2e.ts) picks a free port and passes it here, so the suite runs
 * beside `npm start` or another checkout's run; a bare `npx playwright test` uses 4174.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // `list` prints each test and ends with the one-line summary ("N passed (time)").
  reporter: 'list',
  // Generous for a busy 2-core machine; a passing assertion never waits this long.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  /**
   * The production build (dist/, made by `npm run build` before the e2e run), served by a real
   * nginx with deploy/nginx.conf, so the deployment's configuration is what is tested:
   * `/he/about` → `he/about/index.html`, unknown paths → the language's 404 page with status 404,
   * the security and caching headers. (`npm start` serves the same way with scripts/serve.ts.)
   */
  webServer: {
    command: `npx tsx scripts/nginx-test-server.ts --port ${port}`,
    url: baseURL,
    // Never another server that happens to listen there: this checkout's build, always.
    reuseExistingServer: false,
  },
});
