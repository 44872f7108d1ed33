import { defineConfig } from 'vitest/config';

/**
 * The WebKit journeys (`npm run test:webkit`, scripts/webkit.ts, decision 027): WebKitGTK's
 * MiniBrowser over classic WebDriver, against the production build the runner serves
 * (`WEBKIT_BASE_URL`). One file at a time, since each drives a browser of its own under a
 * private X server, on a machine where other suites run browsers too.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/webkit/**/*.test.ts'],
    fileParallelism: false,
    // A journey loads several pages in a real browser on a busy machine; a passing step never
    // waits this long.
    testTimeout: 60_000,
    // Starting a session (Xvfb, the driver, MiniBrowser) and ending it.
    hookTimeout: 60_000,
    // As the Playwright suites: once on CI, in a fresh session (useWebKit), and the summary says
    // how many passed only so (scripts/engine-summary.ts).
    retry: process.env.CI ? 1 : 0,
    // Each test by name, skipped ones with the reason in their name, then the counts; those are
    // kept for `npm test`'s summary too (scripts/engine-summary.ts).
    reporters: ['verbose', './e2e/webkit/counts-reporter.ts'],
  },
});
