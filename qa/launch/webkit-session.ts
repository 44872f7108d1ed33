/**
 * A WebKit session: Debian's WebKitGTK MiniBrowser, started by its WebKitWebDriver and driven by
 * WebdriverIO over classic WebDriver (decision 026). MiniBrowser has no headless mode, so unless
 * a display is given (`DISPLAY`), a private Xvfb server is started for the session's life.
 *
 * MiniBrowser runs full-screen: its window is then all page (no tool bar), so the window size
 * WebDriver sets is the viewport, and its minimum is below a phone's 390 px (a windowed
 * MiniBrowser cannot be narrower than 447 px).
 *
 * The private screen is the window's width and at least 900 px high (room for a phone's 844 when
 * a desktop window is narrowed within a session). Without a window manager, X gives keyboard
 * focus to the window under the pointer, which starts at the screen's centre: on a larger screen
 * a phone-sized window at its top left is not under it, its document never has focus
 * (`document.hasFocus()` is false) and `:focus` never matches, though `activeElement` moves. A
 * window narrowed within a session can lose focus so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pollUntil } from '../poll';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './browsers';
import { freePort } from './free-port';

export type WebKitBrowser = WebdriverIO.Browser;

export type WebKitOptions = {
  /** The window (and so the viewport) in CSS pixels. */
  width: number;
  height: number;
  /** `false` starts MiniBrowser with JavaScript off, as a visitor who turned it off. */
  javascript?: boolean;
  /** MiniBrowser's dark mode: the page's `prefers-color-scheme` is `dark`. */
  dark?: boolean;
};

export type WebKitSession = {
  browser: WebKitBrowser;
  /** Ends the session, the driver and the display this session started. */
  close: () => Promise<void>;
};

/** How long ending a session may wait for the driver's answer. */
const CLOSE_MS = 5_000;

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/** The smallest height of a private screen: a phone's 844 px fit. */
const MIN_SCREEN_HEIGHT = 900;

/** Starts Xvfb on a display it picks itself (`-displayfd`), resolved with `:N`. */
function startXvfb(
  width: number,
  height: number,
): Promise<{ display: string; process: ChildProcess }> {
  const screen = `${width}x${Math.max(height, MIN_SCREEN_HEIGHT)}x24`;
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    xvfb.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
    xvfb.stdio[3]!.once('data', (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }),
    );
  });
}

const waitForDriver = (port: number, driver: ChildProcess) =>
  pollUntil(
    () => fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok),
    (ok) => ok,
    `WebKitWebDriver answers on port ${port}`,
    {
      timeout: 15_000,
      every: 50,
      alive: () => {
        if (driver.exitCode !== null)
          throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
      },
    },
  );

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function startWebKit(options: WebKitOptions): Promise<WebKitSession> {
  const xvfb = process.env.DISPLAY ? null : await startXvfb(options.width, options.height);
  const display = process.env.DISPLAY ?? xvfb!.display;
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const args = ['--automation', '--full-screen'];
  if (options.javascript === false) args.push('--enable-javascript=false');
  if (options.dark) args.push('--dark-mode');
  try {
    await waitForDriver(port, driver);
    // Loaded here, not with the module: the QA tool's API holds this module, and most of those who
    // import the API never start WebKit (WebdriverIO takes about 2 s to load).
    const { remote } = await import('webdriverio');
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        // WebKitGTK's own capability, which WebdriverIO's types do not know.
        ...{ 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args } },
      },
    });
    await browser.setWindowSize(options.width, options.height);
    return {
      browser,
      close: async () => {
        // A hung session may never answer (WebdriverIO waits 120 s): the driver is stopped anyway.
        await Promise.race([browser.deleteSession().catch(() => undefined), delay(CLOSE_MS)]);
        await stop(driver);
        if (xvfb) await stop(xvfb.process);
      },
    };
  } catch (error) {
    await stop(driver);
    if (xvfb) await stop(xvfb.process);
    throw error;
  }
}

/** One step of the mouse's sequence over WebDriver Actions. */
type MouseAction =
  | { type: 'pointerMove'; origin: 'viewport'; x: number; y: number; duration: number }
  | { type: 'pointerDown' | 'pointerUp'; button: 0 };

/** The pointer moving to a point of the viewport, in `duration` ms. */
const moveTo = (x: number, y: number, duration = 0): MouseAction => ({
  type: 'pointerMove',
  origin: 'viewport',
  x: Math.round(x),
  y: Math.round(y),
  duration,
});
const PRESS: MouseAction = { type: 'pointerDown', button: 0 };
const RELEASE: MouseAction = { type: 'pointerUp', button: 0 };

/** Performs `actions` with the mouse, in one WebDriver Actions sequence. */
const performMouse = (browser: WebKitBrowser, actions: MouseAction[]) =>
  browser.performActions([
    { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
  ]);

/**
 * The mouse, over WebDriver Actions: the pointer moves to a point of the viewport, then presses and
 * releases `clicks` times (none: it only moves there).
 */
export async function mouseAt(browser: WebKitBrowser, x: number, y: number, clicks = 0) {
  const clicking = Array.from({ length: clicks }, () => [PRESS, RELEASE]).flat();
  await performMouse(browser, [moveTo(x, y), ...clicking]);
  if (clicks > 0) await browser.releaseActions();
}

/**
 * Presses the mouse's button at (`x`, `y`) of the viewport and holds it, so that a test can look
 * at what shows the press; `releaseMouse` lets go, where a click follows.
 */
export const holdMouseAt = (browser: WebKitBrowser, x: number, y: number) =>
  performMouse(browser, [moveTo(x, y), PRESS]);

export async function releaseMouse(browser: WebKitBrowser) {
  await performMouse(browser, [RELEASE]);
  await browser.releaseActions();
}

/**
 * A mouse drag over WebDriver Actions: press at (`x`, `y`) of the viewport, move `dx` to the
 * right (left if negative) in `steps` equal moves of `stepMs` each, release. A swipe, as a
 * gesture library that follows the pointer sees one.
 */
export async function dragMouse(
  browser: WebKitBrowser,
  from: { x: number; y: number },
  { dx, steps, stepMs = 0 }: { dx: number; steps: number; stepMs?: number },
) {
  const x = Math.round(from.x);
  const y = Math.round(from.y);
  const moves = Array.from({ length: steps }, (_, step) =>
    moveTo(x + ((step + 1) * dx) / steps, y, stepMs),
  );
  await performMouse(browser, [moveTo(x, y), PRESS, ...moves, RELEASE]);
}

/**
 * Runs `fn` in the page with one argument and returns its result. The function is sent as text,
 * with a `__name` helper defined first: a bundler that keeps function names (esbuild's
 * `keepNames`) calls it, and the page has none.
 */
export async function inPage<A, R>(
  browser: WebKitBrowser,
  fn: (arg: A) => R,
  arg: A,
): Promise<Awaited<R>> {
  const script = `var __name = function (f) { return f; }; return (${fn.toString()})(arguments[0]);`;
  return (await browser.execute(script, arg)) as Awaited<R>;
}

/** Like `inPage` for a function that returns a promise (WebDriver's asynchronous script). */
export async function inPageAsync<A, R>(
  browser: WebKitBrowser,
  fn: (arg: A) => Promise<R>,
  arg: A,
): Promise<R> {
  const script = `var __name = function (f) { return f; }; var done = arguments[arguments.length - 1]; (${fn.toString()})(arguments[0]).then(done, function (error) { done({ __error: String(error) }); });`;
  const result: unknown = await browser.executeAsync(script, arg);
  if (result && typeof result === 'object' && '__error' in result)
    throw new Error(String(result.__error));
  return result as R;
}
