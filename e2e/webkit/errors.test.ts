/**
 * Errors in WebKit (e2e/errors.spec.ts, SPEC §8). Classic WebDriver cannot intercept the
 * network, so the page chunk that fails to load is made to fail for real: this file serves the
 * site on a port of its own (as scripts/webkit.ts does, with the run's contact service behind
 * it), opens a page, stops the site and follows a link, then serves it again. The error screen
 * shows in the page's language with the way to reload and the way home, and its Reload recovers.
 * The next navigation without a reload does not recover in WebKit: a known defect, kept visible
 * below (`it.fails`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../qa/api';
import {
  CHROME,
  click,
  DESKTOP,
  dictionaries,
  headingOf,
  inPage,
  LANGUAGES,
  localizedPath,
  pathname,
  pointTo,
  routeById,
  see,
  untilLive,
  untilPageShown,
  untilTrue,
  useWebKit,
  type Language,
  type WebKitBrowser,
} from './support';

const servicePort = process.env.WEBKIT_SERVICE_PORT;
const TSX = resolve('node_modules/.bin/tsx');

/** The site on a port of its own, which a journey stops and starts again. */
function ownSite() {
  let port = 0;
  let site: ChildProcess | null = null;
  const answers = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/`)).ok;
    } catch {
      return false;
    }
  };
  async function stop() {
    const running = site;
    site = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    process.kill(-running.pid!, 'SIGTERM');
    await exited;
    await untilTrue(answers, (up) => !up, `the site on port ${port} has stopped`);
  }
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    async start() {
      if (site) return;
      if (!servicePort)
        throw new Error('WEBKIT_SERVICE_PORT is not set (scripts/webkit.ts sets it)');
      port ||= await freePort();
      // tsx itself, not through npx: the journeys start it twice each.
      site = spawn(
        TSX,
        ['scripts/nginx-test-server.ts', '--port', String(port), '--service-port', servicePort],
        { stdio: 'ignore', detached: true },
      );
      await untilTrue(answers, (up) => up, `the site answers on port ${port}`, 30_000);
    },
    stop,
    /** Stops the site for good, and removes the nginx prefix it left for its port. */
    async end() {
      await stop();
      if (port) rmSync(join(tmpdir(), `kavana-nginx-${port}`), { recursive: true, force: true });
    },
  };
}

/** The error screen: its heading, its words, its reload button and its link home. */
const errorScreen = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => {
      const alert = document.querySelector('[role="alert"]');
      if (!alert) return null;
      return {
        heading: alert.querySelector('h1')?.textContent?.trim() ?? null,
        text: (alert as HTMLElement).innerText.replace(/\s+/g, ' '),
        buttons: [...alert.querySelectorAll('button')].map((button) => button.textContent?.trim()),
        links: [...alert.querySelectorAll('a')].map((link) => ({
          text: link.textContent?.trim(),
          href: link.getAttribute('href'),
        })),
        lang: document.documentElement.lang,
      };
    },
    null,
  );

async function expectErrorScreen(browser: WebKitBrowser, language: Language) {
  const m = dictionaries[language];
  const screen = await untilTrue(
    () => errorScreen(browser),
    (shown) => shown?.heading === m['error.heading'],
    'the error screen is shown',
  );
  expect(screen?.text).toContain(m['error.help']);
  expect(screen?.buttons).toContain(m['error.reload']);
  expect(screen?.links).toContainEqual({
    text: m['error.home'],
    href: localizedPath('/', language),
  });
  expect(screen?.lang).toBe(language);
}

describe('a page chunk that cannot load, at 1280 × 800', () => {
  const browser = useWebKit(DESKTOP);
  const site = ownSite();
  beforeAll(() => site.start());
  afterAll(() => site.end());

  const about = routeById('about');
  const contact = routeById('contact');

  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const from = localizedPath('/contact', language);
    const path = localizedPath('/about', language);

    it(`${language}: with the site unreachable, the side bar’s About shows the error screen in ${language}, with "${m['error.reload']}" and "${m['error.home']}"; once the site is back, its Reload shows the page`, async () => {
      const b = browser();
      await site.start();
      await b.url(site.url(from));
      await untilLive(b);
      await site.stop();

      await click(b, CHROME.navLink(path), 'the side bar’s About');
      await expectErrorScreen(b, language);
      expect(await pathname(b)).toBe(path);
      // The chrome around it is still there.
      expect((await see(b, CHROME.nav))?.shown).toBe(true);

      await site.start();
      // The pointer off the side bar, which it expanded over the page's start.
      await pointTo(b, DESKTOP.width / 2, DESKTOP.height - 20);
      await click(b, `[role="alert"] button`, m['error.reload']);
      await untilLive(b);
      await untilPageShown(b, headingOf(about, language), language);
      expect(await errorScreen(b)).toBeNull();
    });
  }

  /**
   * A site defect this suite found (issue #43, decisions 026 and 027): a module that failed to
   * load stays failed in WebKit (and Firefox), so after a failed page chunk every later
   * navigation showed the error screen, even with the site back. A page reached after the error
   * screen now loads as a new document if its address answers
   * (src/platform/after-error-screen.ts), which fixes Firefox (e2e/errors.spec.ts). In WebKit the new document does not request the chunk either (Resource
   * Timing has no entry for it, the error screen shows at once): the failure outlives the
   * document, likely in WebKit's memory cache. `it.fails` keeps that visible and turns red the day
   * it holds, to be made an `it`.
   */
  it.fails(
    'en: KNOWN DEFECT — once the site is back after a failed page chunk, the side bar’s next link shows its page, and the failed page too (WebKit does not request the failed chunk again, even in a reloaded document)',
    async () => {
      const b = browser();
      await site.start();
      // In English whatever the journeys before stored (the boot script would open /he).
      await b.url(site.url('/robots.txt'));
      await inPage(b, () => window.localStorage.clear(), null);
      await b.url(site.url('/'));
      await untilLive(b);
      await site.stop();
      await click(b, CHROME.navLink('/about'), 'the side bar’s About');
      await expectErrorScreen(b, 'en');

      await site.start();
      await click(b, CHROME.navLink('/contact'), 'the side bar’s Contact');
      await untilPageShown(b, headingOf(contact, 'en'), 'en');
      await untilLive(b);
      await click(b, CHROME.navLink('/about'), 'the side bar’s About');
      await untilPageShown(b, headingOf(about, 'en'), 'en');
      expect(await errorScreen(b)).toBeNull();
    },
  );

  it.skip('a spinner shows while a page chunk is slow, then the page — WebKit cannot: holding a response back needs network interception, which classic WebDriver does not have', () => {});

  it.skip('the toggle with the other language’s dictionary unavailable, or a page whose own dictionary does not load — WebKit cannot: failing one chosen file while the rest of the site loads needs network interception (the journeys above take the whole site away instead)', () => {});
});
