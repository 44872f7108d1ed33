import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, FIREFOX_LAUNCH } from './qa/api';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:e2e` (scripts/e2e.ts) picks a free port and passes it here, so the suite runs
 * beside `npm start` or another checkout's run; a bare `npx playwright test` uses 4174.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The contact service behind nginx (`/api/`, the form pages), with its own fresh database;
 * scripts/e2e.ts picks a free port for it too.
 */
const servicePort = Number(process.env.E2E_SERVICE_PORT ?? port + 1);
process.env.E2E_CONTACT_DB ??= join(
  tmpdir(),
  `kavana-contact-e2e-${servicePort}`,
  'contact.sqlite',
);

/** The development server (`npm run dev`), for the dev machine inspector's test. */
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 2);
process.env.E2E_DEV_URL = `http://127.0.0.1:${devPort}`;

/**
 * What the Firefox project runs in `npm test`: the tests tagged `@every-engine` (EVERY_ENGINE in
 * e2e/engines.ts), which together cover every rule a visitor meets (pages in both languages and
 * not-found, the side bar and the drawer, the language toggle and right-to-left, view modes,
 * toasts and F8, the contact form, client navigation and the error screen, start-up, the dark
 * theme, print, axe and the ARIA baselines). Firefox is slower to drive than Chromium, so the
 * whole suite runs there with `npm run test:everywhere`, which sets `E2E_FIREFOX=all`.
 */
const firefoxGrep = process.env.E2E_FIREFOX === 'all' ? undefined : /@every-engine/;

export default defineConfig({
  testDir: 'e2e',
  // The WebKit journeys have their own runner (scripts/webkit.ts); the generated paths are the QA
  // tool's (qa/browser/playwright.config.ts).
  testIgnore: ['webkit/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // `list` prints each test and ends with the one-line summary ("N passed (time)"); the counts per
  // engine are kept for `npm test`'s summary (scripts/engine-summary.ts).
  reporter: [['list'], ['./e2e/reporters/engine-counts.ts']],
  // Generous for a busy 2-core machine; a passing assertion never waits this long.
  expect: {
    timeout: 10_000,
    toMatchAriaSnapshot: {
      // The accessibility trees' baselines (e2e/aria.spec.ts), committed, in one folder, named
      // `<page>-<language>-<device>.aria.yml`; no other snapshot's place changes.
      pathTemplate: '{testDir}/aria/{arg}{ext}',
      // The whole tree, not a part: by default a baseline matches a tree with more in it, so a
      // link or a heading added anywhere would pass.
      children: 'deep-equal',
    },
  },
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
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi (decision 026).
      name: 'firefox',
      // Its accessibility tree differs from Chromium's (docs/qa/aria-baselines.md): baselines of its own.
      expect: {
        timeout: 10_000,
        toMatchAriaSnapshot: {
          pathTemplate: '{testDir}/aria/firefox/{arg}{ext}',
          children: 'deep-equal',
        },
      },
      ...(firefoxGrep && { grep: firefoxGrep }),
      // Each action and reading is a BiDi round trip, slower than Chromium's CDP: room for it.
      timeout: 60_000,
      use: {
        browserName: 'firefox',
        viewport: { width: 1280, height: 800 },
        launchOptions: FIREFOX_LAUNCH,
      },
    },
  ],
  /**
   * The production build (dist/, made by `npm run build` before the e2e run), served by a real
   * nginx with deploy/nginx.conf, so the deployment's configuration is what is tested:
   * `/he/about` → `he/about/index.html`, unknown paths → the language's 404 page with status 404,
   * the security and caching headers. (`npm start` serves the same way with the built service.)
   */
  webServer: [
    {
      command: `npx tsx scripts/nginx-test-server.ts --port ${port} --service-port ${servicePort}`,
      url: baseURL,
      // Never another server that happens to listen there: this checkout's build, always.
      reuseExistingServer: false,
    },
    {
      // The contact service as production runs it (dist/server/, decision 022); no SMTP
      // (messages are stored and queued), no time trap or rate limit in the way of the tests
      // (the service tests cover both).
      command: `node dist/server/main.js --port ${servicePort}`,
      url: `http://127.0.0.1:${servicePort}/api/contact/token`,
      reuseExistingServer: false,
      env: {
        CONTACT_DB: process.env.E2E_CONTACT_DB,
        CONTACT_MIN_FILL_MS: '0',
        CONTACT_RATE_LIMIT: '10000',
        HOST: '127.0.0.1',
      },
    },
    // The dev server, where the machine inspector lives (e2e/inspector.spec.ts): `npm test`'s run
    // of the tests tagged `@every-engine` has none of its tests and goes without
    // (E2E_DEV_SERVER=off).
    ...(process.env.E2E_DEV_SERVER === 'off'
      ? []
      : [
          {
            command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
            url: `${process.env.E2E_DEV_URL}/__machines`,
            reuseExistingServer: false,
          },
        ]),
  ],
});
