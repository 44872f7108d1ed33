/**
 * A WebKit session: Debian's WebKitGTK MiniBrowser, started by its WebKitWebDriver and driven by
 * WebdriverIO over classic WebDriver (decision 026). MiniBrowser has no headless mode, so unless
 * a display is given (`DISPLAY`), a private Xvfb server is started for the session's life.
 *
 * MiniBrowser runs full-screen: its window is then all page (no tool bar), so the window size
 * WebDriver sets is the viewport, and its minimum is below a phone's 390 px (a windowed
 * MiniBrowser cannot be narrower than 447 px).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from './engines';
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

/** The screen of a private Xvfb: larger than any window a test sets. */
const SCREEN = '1920x1200x24';

/** Starts Xvfb on a display it picks itself (`-displayfd`), resolved with `:N`. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
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

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function startWebKit(options: WebKitOptions): Promise<WebKitSession> {
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
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
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args },
      },
    });
    await browser.setWindowSize(options.width, options.height);
    return {
      browser,
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
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
