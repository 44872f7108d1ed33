/**
 * The three browser engines the project tests on (ARCHITECTURE E13, decision 026), as Debian
 * packages them, for every browser run here (Playwright's, Lighthouse's and the WebKit sessions':
 * Playwright's and Lighthouse's own browser downloads are not available). Each path has an
 * environment variable that overrides it. The generated paths' engines are `PATH_ENGINES`
 * (qa/paths/engines.ts), these same three.
 *
 * - Chromium: `chromium`, driven by Playwright over CDP.
 * - Firefox: `firefox-esr`, driven by Playwright over WebDriver BiDi (`channel: 'moz-firefox'`).
 * - WebKit: `webkit2gtk-driver`'s WebKitWebDriver starting WebKitGTK's MiniBrowser, classic
 *   WebDriver, under Xvfb (MiniBrowser has no headless mode): `startWebKit` (webkit-session.ts).
 */

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Without the background-networking flags Chromium keeps trying to reach Google's hosts on a
 * closed network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Playwright's launch options for Debian's Firefox ESR over WebDriver BiDi. */
export const FIREFOX_LAUNCH = {
  channel: 'moz-firefox',
  executablePath: FIREFOX_PATH,
} as const;

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
