/**
 * The WebKit journeys' helpers (issue #43 item 3, decision 027): what e2e/support.ts gives the
 * Playwright suite, over classic WebDriver in WebKitGTK's MiniBrowser (qa/launch/webkit-session.ts).
 * The texts come from the typed dictionaries, the paths from the route table, as there; nothing
 * here imports Playwright.
 *
 * WebDriver has no locators that wait, so every reading is one script run in the page, read
 * again until it holds (`until`). What a visitor "sees" is read the same way
 * everywhere (`shownIn`): a box inside the viewport, not hidden by `visibility`, `opacity` or a
 * clip, and the element itself, not something over it, at its centre.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { LANGUAGES, STORAGE_KEYS, type Language } from '../../machines/constants';
import {
  deviceById,
  dragMouse,
  inPage,
  inPageAsync,
  lastSeen,
  holdMouseAt,
  mouseAt,
  poll,
  pollUntil,
  releaseMouse,
  startWebKit,
  type WebKitBrowser,
  type WebKitOptions,
  type WebKitSession,
} from '../../qa/api';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED, SIDE_BAR_ID } from '../../src/config/element-ids';
import { dictionaries } from '../../src/i18n';
import type { IslandName } from '../../src/islands/registry';
import { pageRoutes } from '../../src/routes';
import { localizedPath } from '../../src/urls';

export {
  dictionaries,
  dragMouse,
  holdMouseAt,
  inPage,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  releaseMouse,
  STORAGE_KEYS,
};
export type { Language, WebKitBrowser };

/** The desktop (1280 × 800) and the phone's viewport (390 × 844) of the QA devices. */
export const DESKTOP = deviceById('desktop').viewport;
export const PHONE = deviceById('phone').viewport;

export const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', he: 'rtl' };
export const otherLanguage = (language: Language): Language => (language === 'en' ? 'he' : 'en');

export type PageRoute = (typeof pageRoutes)[number];

export const headingOf = (route: PageRoute, language: Language) =>
  dictionaries[language][`page.${route.id}.heading`];

export function routeById(id: PageRoute['id']): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}

/** The document title of a page: its title and the site's name. */
export const documentTitle = (route: PageRoute, language: Language) =>
  `${dictionaries[language][route.title]} | ${dictionaries[language]['site.name']}`;

const baseUrl = process.env.WEBKIT_BASE_URL;
if (!baseUrl)
  throw new Error('WEBKIT_BASE_URL is not set: run the WebKit journeys with `npm run test:webkit`');
export const BASE_URL = baseUrl;

/** Where the run keeps what it shows (`webkit-report/`). */
const REPORT_DIR = resolve(process.env.WEBKIT_REPORT_DIR ?? 'webkit-report');

/** How long a reading may take to come true, and a load (a page, a start-up). */
export const SETTLE_MS = 10_000;
export const LOAD_MS = 30_000;
const POLL_MS = 50;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One MiniBrowser for the tests of a `describe` (or file): started before them, ended after, and
 * replaced after a test that failed, so its retry (CI retries once) and the tests after it start
 * in a browser that answers: a failure can leave the session hung (WebKitWebDriver's "unknown
 * error" on a script, then no answer to anything for the rest of the file). Returns the
 * browser's getter (there is none before the hook has run).
 */
export function useWebKit(options: WebKitOptions): () => WebKitBrowser {
  let session: WebKitSession | undefined;
  let failed = false;
  beforeAll(async () => {
    session = await startWebKit(options);
  });
  beforeEach(async ({ onTestFailed }) => {
    if (failed) {
      failed = false;
      await session?.close();
      session = await startWebKit(options);
    }
    onTestFailed(() => {
      failed = true;
    });
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the WebKit session has not started');
    return session.browser;
  };
}

/**
 * Reads `read` until it equals `expected` (deeply); fails with the difference otherwise. A
 * reading that throws (a page being replaced) is read again.
 */
export async function until<T>(
  read: () => Promise<T>,
  expected: T,
  message?: string,
  timeout = SETTLE_MS,
): Promise<void> {
  const polled = await poll(read, (value) => isDeepStrictEqual(value, expected), {
    timeout,
    every: POLL_MS,
  });
  if (polled.held) return;
  const { last, error } = polled;
  if (error !== undefined && last === undefined)
    throw error instanceof Error ? error : new Error(lastSeen(polled));
  expect(last, `${message ?? 'reading'} (not within ${timeout} ms)`).toEqual(expected);
}

/** Reads `read` until `ok` holds for what it reads; returns that reading. */
export const untilTrue = <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  message: string,
  timeout = SETTLE_MS,
): Promise<T> => pollUntil(read, ok, message, { timeout, every: POLL_MS });

/** Opens a path of the site as a full load (WebDriver waits for the load event). */
export const open = (browser: WebKitBrowser, path: string) => browser.url(`${BASE_URL}${path}`);

/** The start-up's phase and the hydration marker on `<html>` (decision 020). */
const appState = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => ({
      app: document.documentElement.dataset.app ?? null,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
    }),
    null,
  );

/** Waits until the app has taken over the page: `<html data-app="live" data-hydrated>`. */
export const untilLive = (browser: WebKitBrowser) =>
  until(() => appState(browser), { app: 'live', hydrated: true }, 'the app is live', LOAD_MS);

/** Opens a path and waits until the app is live, so no click is lost on prerendered markup. */
export async function visit(browser: WebKitBrowser, path: string) {
  await parkPointer(browser);
  await open(browser, path);
  await untilLive(browser);
}

/**
 * A first visit: storage emptied (the session's profile outlives a test) from a file of the site
 * that runs no script (a page's boot script would act on what is stored before it is emptied),
 * then the path opened, and nothing else: it is still the address once the app is live.
 */
export async function firstVisit(browser: WebKitBrowser, path: string) {
  await open(browser, '/robots.txt');
  await inPage(
    browser,
    () => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    },
    null,
  );
  await visit(browser, path);
  expect(await pathname(browser), 'the address of a first visit').toBe(path);
}

export const pathname = async (browser: WebKitBrowser) => new URL(await browser.getUrl()).pathname;

export const readStored = (browser: WebKitBrowser, key: string) =>
  inPage(browser, (name) => window.localStorage.getItem(name), key);

/** A box in CSS pixels of the viewport. */
export type Box = { x: number; y: number; width: number; height: number };

/** What a visitor sees of an element (`null`: it is not on the page). */
export type Seen = {
  /** Its text as shown (`innerText`), white space collapsed. */
  text: string;
  box: Box;
  /**
   * In the viewport, not hidden by style (`display`, `visibility`, `opacity`, a transparent
   * colour) or a clip, and the topmost element at its centre.
   */
  shown: boolean;
  /** Keyboard focus is on it. */
  focused: boolean;
  attributes: Record<string, string | null>;
  style: Record<string, string>;
};

/** Reads what a visitor sees of the first element `css` matches. */
export const see = (
  browser: WebKitBrowser,
  css: string,
  { attributes = [], style = [] }: { attributes?: string[]; style?: string[] } = {},
) =>
  inPage(
    browser,
    ({ css, attributes, style }): Seen | null => {
      const element = document.querySelector(css);
      if (!(element instanceof HTMLElement || element instanceof SVGElement)) return null;
      const rect = element.getBoundingClientRect();
      const box = { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      const computed = getComputedStyle(element);
      let shown =
        rect.width > 1 &&
        rect.height > 1 &&
        rect.right > 0 &&
        rect.bottom > 0 &&
        rect.left < window.innerWidth &&
        rect.top < window.innerHeight &&
        computed.visibility === 'visible' &&
        // Text in a transparent colour is not seen either.
        !/^(transparent|rgba\(.*, 0\))$/.test(computed.color);
      for (let node: Element | null = element; shown && node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (Number(style.opacity) === 0 || style.display === 'none') shown = false;
      }
      if (shown) {
        const x = Math.min(Math.max(rect.x + rect.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(rect.y + rect.height / 2, 0), window.innerHeight - 1);
        const top = document.elementFromPoint(x, y);
        shown = !!top && (element.contains(top) || top.contains(element));
        // `top.contains(element)`: a label whose box the hit test gives to its parent, unless the
        // element is clipped away (a visually hidden text): then its box is a pixel.
      }
      return {
        text: (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''))
          .replace(/\s+/g, ' ')
          .trim(),
        box,
        shown,
        focused: document.activeElement === element,
        attributes: Object.fromEntries(
          attributes.map((name) => [name, element.getAttribute(name)]),
        ),
        style: Object.fromEntries(
          style.map((property) => [property, computed.getPropertyValue(property)]),
        ),
      };
    },
    { css, attributes, style },
  );

/** Waits until the element is shown to the visitor, and returns what is seen of it. */
export const untilShown = (
  browser: WebKitBrowser,
  css: string,
  label: string,
  read: { attributes?: string[]; style?: string[] } = {},
) =>
  untilTrue(
    () => see(browser, css, read),
    (seen) => seen?.shown === true,
    `${label} (${css}) is shown`,
  ) as Promise<Seen>;

/** Waits until the element is not shown: absent, hidden, or off the viewport. */
export const untilHidden = (browser: WebKitBrowser, css: string, label: string) =>
  untilTrue(
    () => see(browser, css),
    (seen) => !seen?.shown,
    `${label} (${css}) is not shown`,
  );

/** A description of the focused element: its id, its tag, its text, its label. */
export const focused = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      return {
        id: element.id,
        tag: element.tagName.toLowerCase(),
        text: (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() ?? '',
        label: element.getAttribute('aria-label'),
        href: element.getAttribute('href'),
      };
    },
    null,
  );

/** Whether keyboard focus is on the first element `css` matches. */
export const isFocused = (browser: WebKitBrowser, css: string) =>
  inPage(browser, (css) => document.activeElement === document.querySelector(css), css);

/** The page's h1s' texts, `<html lang dir>`. */
export const pageShown = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => ({
      h1: [...document.querySelectorAll('h1')].map((h1) =>
        (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
      lang: document.documentElement.getAttribute('lang'),
      dir: document.documentElement.getAttribute('dir'),
    }),
    null,
  );

/** Waits until the page shows this h1 (and only it), in this language and direction. */
export const untilPageShown = (browser: WebKitBrowser, heading: string, language: Language) =>
  until(() => pageShown(browser), { h1: [heading], lang: language, dir: DIRECTION[language] });

/** WebDriver's code points for the keys the journeys press. */
const KEYS = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Escape: '\uE00C',
  Space: '\uE00D',
  End: '\uE010',
  Home: '\uE011',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  F8: '\uE038',
} as const;
export type Key = keyof typeof KEYS;

/** Presses a key, as a keyboard does: down, then up (`Shift+Tab` holds Shift around Tab). */
export async function press(browser: WebKitBrowser, key: Key | `Shift+${Key}`) {
  const codes = key.split('+').map((part) => KEYS[part as Key]);
  await browser.performActions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        ...codes.map((value) => ({ type: 'keyDown', value })),
        ...[...codes].reverse().map((value) => ({ type: 'keyUp', value })),
      ],
    },
  ]);
  await browser.releaseActions();
}

/** Moves the mouse pointer to a point of the viewport (WebDriver Actions). */
export const pointTo = (browser: WebKitBrowser, x: number, y: number) => mouseAt(browser, x, y);

/** Clicks with the mouse at a point of the viewport: the pointer moves there, presses, releases. */
export const clickAt = (browser: WebKitBrowser, x: number, y: number) => mouseAt(browser, x, y, 1);

/**
 * Moves the mouse pointer to the middle of the viewport's right edge, off the side bar (which it
 * would expand over the page's start) and the chrome at the top and the bottom: where a test
 * leaves it is no concern of the next.
 */
export async function parkPointer(browser: WebKitBrowser) {
  const { width, height } = await browser.getWindowSize();
  await pointTo(browser, width - 2, height / 2);
}

/** Scrolls an element into view if it is not (as a visitor does before using it). */
export const scrollTo = (browser: WebKitBrowser, css: string, block: 'center' | 'end' = 'center') =>
  inPage(browser, ({ css, block }) => document.querySelector(css)?.scrollIntoView({ block }), {
    css,
    block,
  });

/**
 * Clicks an element as a visitor does with a mouse: brought into view, the pointer on its
 * centre, pressed and released there. Fails unless it is shown (nothing over it).
 */
export async function click(browser: WebKitBrowser, css: string, label: string) {
  const before = await see(browser, css);
  if (before && !before.shown) await scrollTo(browser, css);
  const { box } = await untilShown(browser, css, `${label}, to be clicked`);
  await clickAt(browser, box.x + box.width / 2, box.y + box.height / 2);
}

/** Types into a field with the keyboard, as a visitor does (WebDriver's Element Send Keys). */
export async function type(browser: WebKitBrowser, css: string, text: string) {
  const field = browser.$(css);
  await field.waitForExist({ timeout: SETTLE_MS });
  await scrollTo(browser, css);
  await field.clearValue();
  await field.addValue(text);
}

/** The side bar and the chrome's elements, by id or role and place, with their texts. */
export const CHROME = {
  nav: `nav#${SIDE_BAR_ID}`,
  /** The side bar's link to a page, in a language. */
  navLink: (path: string) => `nav#${SIDE_BAR_ID} li a[href="${path}"]`,
  /** A side-bar link's label. */
  navLabel: (path: string) => `nav#${SIDE_BAR_ID} li a[href="${path}"] span`,
  /** The company's mark and name at the top of the side bar, a link home. */
  navBrand: `nav#${SIDE_BAR_ID} > a`,
  menuButton: '#side-bar-menu-button',
  overlay: '[data-testid="drawer-overlay"]',
  languageToggle: 'header a[hreflang]',
  skipLink: 'body a[href="#main"]',
  main: 'main',
  footer: 'footer',
  switcherButton: '#view-mode-switcher-button',
  switcherMenu: '#view-mode-switcher-choices',
  /** A choice of the open switcher: auto, mobile, desktop, in that order. */
  switcherChoice: (index: number) =>
    `#view-mode-switcher-choices [role="menuitemradio"]:nth-child(${index + 1})`,
  notifications: 'div[role="region"][aria-label*="(F8)"]',
  notificationsList: 'div[role="region"][aria-label*="(F8)"] ol',
  toast: 'div[role="region"][aria-label*="(F8)"] li',
} as const;

/** The side bar's main items, then the services, as the route table lists them. */
export const NAV_ROUTES = pageRoutes.filter(
  (route) => route.nav.group === 'main' || route.nav.group === 'services',
);

/**
 * Scrolls to an island, as a visitor does, and waits until it has hydrated: one further down
 * than the first screen loads only then.
 */
export async function reachIsland(browser: WebKitBrowser, name: IslandName) {
  const css = `[${ISLAND_ATTRIBUTE}="${name}"]`;
  await until(
    () =>
      inPage(
        browser,
        ({ css, hydrated }) => {
          const island = document.querySelector(css);
          island?.firstElementChild?.scrollIntoView({ block: 'center' });
          return island?.hasAttribute(hydrated) ?? false;
        },
        { css, hydrated: ISLAND_HYDRATED },
      ),
    true,
    `the ${name} island has hydrated`,
    LOAD_MS,
  );
}

/** Scrolls to the page's end, where the view-mode switcher loads as the visitor nears it. */
export const reachPageEnd = (browser: WebKitBrowser) => scrollTo(browser, CHROME.footer, 'end');

/** Saves a screenshot of the viewport as `webkit-report/screenshots/<name>.png`. */
export async function screenshot(browser: WebKitBrowser, name: string) {
  const folder = join(REPORT_DIR, 'screenshots');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.png`);
  await browser.saveScreenshot(file);
  return file;
}

/**
 * axe-core as the Chromium suite runs it: the copy @axe-core/playwright uses, injected into the
 * page with a script, then `axe.run` there.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe on the page, or a part of it (`include`): WCAG 2.1 AA, or only the `rules` named.
 * Returns the violations as lines, one per element, empty when there are none.
 */
export async function axeViolations(
  browser: WebKitBrowser,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<string> {
  const present = await inPage(browser, () => 'axe' in window, null);
  if (!present) await browser.execute(`${AXE_SOURCE}\n;return true;`);
  const violations = await inPageAsync(
    browser,
    ({ include, rules, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown }> };
        }
      ).axe;
      return axe
        .run(include ? { include: [include] } : document, {
          resultTypes: ['violations'],
          runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        })
        .then((results) => results.violations);
    },
    { include: include ?? null, rules: rules ?? null, tags: WCAG_21_AA },
  );
  return (violations as AxeViolation[])
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Relative luminance (WCAG 2.1) of a computed `rgb(…)` colour. */
export function luminance(rgb: string): number {
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(rgb)?.slice(1).map(Number);
  if (!channels) throw new Error(`Not an rgb() colour: ${rgb}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's background (painted by `<html>`) and its body text's colour. */
export const pageColours = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      text: getComputedStyle(document.body).color,
    }),
    null,
  );

/** The submissions the run's contact service stored for an address. */
export function storedFor(email: string) {
  const file = process.env.WEBKIT_CONTACT_DB;
  if (!file) throw new Error('WEBKIT_CONTACT_DB is not set (scripts/webkit.ts sets it)');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT language, name, topic, spam_reason FROM submissions WHERE email = ?')
      .all(email) as {
      language: string;
      name: string;
      topic: string;
      spam_reason: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.il`;

type Recorded = { __webkitViewModeEvents?: unknown[] };

/** Records every `viewModeChanged` event's detail in the page, from now on. */
export const recordViewModeEvents = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => {
      const recorded: unknown[] = [];
      (window as Recorded).__webkitViewModeEvents = recorded;
      window.addEventListener('viewModeChanged', (event) =>
        recorded.push((event as CustomEvent<unknown>).detail),
      );
    },
    null,
  );

/** The `viewModeChanged` events' details recorded so far. */
export const viewModeEvents = (browser: WebKitBrowser) =>
  inPage(browser, () => (window as Recorded).__webkitViewModeEvents ?? null, null);

/** `<html data-view-mode data-layout>`: the chosen mode and the layout in force. */
export const viewModeMarkers = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => ({
      mode: document.documentElement.dataset.viewMode ?? null,
      layout: document.documentElement.dataset.layout ?? null,
    }),
    null,
  );

/** The mode names the switcher offers: auto, mobile, desktop (its choices' order). */
export const MODES = ['auto', 'mobile', 'desktop'] as const;
export type Mode = (typeof MODES)[number];

/** Scrolls to the page's end and waits for the switcher's button there. */
export async function reachSwitcher(browser: WebKitBrowser) {
  await reachPageEnd(browser);
  return untilShown(browser, CHROME.switcherButton, 'the view-mode switcher', {
    attributes: ['aria-label', 'aria-expanded'],
  });
}

/** Chooses a mode with the mouse: the switcher at the page's end opened, the choice clicked. */
export async function chooseViewModeWithMouse(browser: WebKitBrowser, mode: Mode) {
  await reachSwitcher(browser);
  await click(browser, CHROME.switcherButton, 'the view-mode switcher');
  await click(browser, CHROME.switcherChoice(MODES.indexOf(mode)), `the ${mode} view`);
}

/** The one toast: its state, its variant, its text and its buttons' texts; `null` while none. */
export const toastSeen = (browser: WebKitBrowser) =>
  inPage(
    browser,
    (css) => {
      const toast = document.querySelector<HTMLElement>(css);
      if (!toast) return null;
      const rect = toast.getBoundingClientRect();
      return {
        state: toast.getAttribute('data-state'),
        variant: toast.getAttribute('data-variant'),
        text: toast.innerText.replace(/\s+/g, ' ').trim(),
        buttons: [...toast.querySelectorAll('button')]
          .map((button) => button.textContent?.trim() ?? '')
          .filter((text) => text !== ''),
        onScreen:
          rect.width > 0 && rect.top >= 0 && rect.bottom <= window.innerHeight && rect.left >= 0,
      };
    },
    CHROME.toast,
  );
