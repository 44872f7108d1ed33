/**
 * The three browser engines the project tests on (ARCHITECTURE E13, decision 026), as Debian
 * packages them; each path has an environment variable that overrides it, as `CHROME_PATH` does.
 *
 * - Chromium: `chromium`, driven by Playwright over CDP (scripts/lib/chromium.ts has its flags).
 * - Firefox: `firefox-esr`, driven by Playwright over WebDriver BiDi (`channel: 'moz-firefox'`).
 * - WebKit: `webkit2gtk-driver`'s WebKitWebDriver starting WebKitGTK's MiniBrowser, classic
 *   WebDriver, under Xvfb (MiniBrowser has no headless mode).
 */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Playwright's launch options for Debian's Firefox ESR over WebDriver BiDi. */
export const FIREFOX_LAUNCH = {
  channel: 'moz-firefox',
  executablePath: FIREFOX_PATH,
} as const;

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
