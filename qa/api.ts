/**
 * The QA tool's public API: what code outside qa/ may import of it (the floor rule
 * `qa-behind-its-api` in .dependency-cruiser.cjs fails on any other import). The site's suites,
 * the service's tests and the scripts share the tool's devices, its polling, and how it starts
 * browsers and the built site; the dev inspector's part is qa/inspector-api.ts, which holds the
 * path model (heavier to load: every machine's path spec).
 *
 * Everything here is cheap to import: a Vitest file or a Playwright worker that imports it loads
 * no path spec, and WebdriverIO only when a WebKit session starts.
 */

/** The devices the paths run on: the e2e suites and the benches take their desktop and phone. */
export { deviceById, IPHONE_USER_AGENT } from './paths/devices';

/** Waiting on what cannot say when it is ready: a server, a page, a driver. */
export { lastSeen, poll, pollUntil, type PollOptions, type Polled } from './poll';

/** Debian's Chromium, Firefox ESR and WebKitGTK, as every browser run here starts them. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH, FIREFOX_LAUNCH, FIREFOX_PATH } from './launch/browsers';
export {
  dragMouse,
  holdMouseAt,
  inPage,
  inPageAsync,
  mouseAt,
  releaseMouse,
  startWebKit,
  type WebKitBrowser,
  type WebKitOptions,
  type WebKitSession,
} from './launch/webkit-session';

/** The built site, served as production serves it, on a port nothing else listens on. */
export { ensureBuild } from './launch/ensure-build';
export { freePort } from './launch/free-port';
export { startSiteServer } from './launch/site-server';

/** A session recorded in the dev inspector, as the tool's tests and the inspector's use it. */
export { drawerSession } from './tests/fixtures/drawer-session';
