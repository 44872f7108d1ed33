/**
 * The WebKit reading of a path's actions and checks (issue #43, item 4): what
 * `../playwright-actions.ts` and `../playwright-checks.ts` do with Playwright, done with
 * WebdriverIO over classic WebDriver, in WebKitGTK's MiniBrowser (qa/launch/webkit-session.ts).
 * The checks are read by the same in-page function (`../readings.ts`) and judged by the same
 * `holds`. What classic WebDriver cannot do (touch,
 * network interception, a clock installed before the page's scripts, reduced motion) is left to
 * `qa/paths/engines.ts`, which keeps the paths that need it from running here; time passes in
 * real time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  dragMouse,
  inPage,
  inPageAsync,
  mouseAt,
  type WebKitBrowser,
} from '../../launch/webkit-session';
import type { Action, Check, Target } from '../../paths/model';
import { INSPECTOR_CHANNEL } from '../../../src/dev/protocol';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../../../src/config/element-ids';
import { poll, pollUntil, type PollOptions } from '../../poll';
import { holds, readChecks, type Reading } from '../readings';

/** How often a condition is read again. */
const POLL_MS = 25;
/** How long a check, or anything the page does by itself, may take to come true. */
export const CHECK_WAIT: PollOptions = { timeout: 10_000, every: POLL_MS };
/** How long a navigation, or a start-up, may take. */
export const LOAD_WAIT: PollOptions = { timeout: 30_000, every: POLL_MS };

/** Two animation frames: what a step on Chromium's paused clock lets pass (a frame) and a margin. */
export const frame = (browser: WebKitBrowser) =>
  inPageAsync(
    browser,
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    null,
  );

type PageRecords = {
  __viewModeChanged?: string[];
  __posts?: Record<string, number>;
  __pathsFailures?: Array<{
    url: string;
    count: number;
    answer?: { status: number; body: unknown };
  }>;
};

/**
 * What the Playwright runner records from the page's first script, recorded from now on (no
 * script runs before the page's over classic WebDriver): each `viewModeChanged` event's detail,
 * and the POST requests by `fetch`, per path. The same `fetch` answers the requests a
 * `failRequests` action says should fail. Once per document; says whether it was new.
 */
export const installRecorders = (browser: WebKitBrowser) =>
  inPage(
    browser,
    () => {
      const records = window as unknown as PageRecords;
      if (records.__viewModeChanged) return false;
      const log: string[] = [];
      records.__viewModeChanged = log;
      window.addEventListener('viewModeChanged', (event) =>
        log.push(String((event as CustomEvent).detail)),
      );
      const posts: Record<string, number> = {};
      records.__posts = posts;
      const failures: NonNullable<PageRecords['__pathsFailures']> = [];
      records.__pathsFailures = failures;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const request = input instanceof Request ? input : null;
        const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
        const { pathname } = new URL(
          request ? request.url : (input as string | URL),
          window.location.href,
        );
        if (method === 'POST') posts[pathname] = (posts[pathname] ?? 0) + 1;
        const failure = failures.find((rule) => rule.url === pathname && rule.count > 0);
        if (!failure) return original(input, init);
        failure.count -= 1;
        if (!failure.answer) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          new Response(JSON.stringify(failure.answer.body), {
            status: failure.answer.status,
            headers: { 'content-type': 'application/json' },
          }),
        );
      };
      return true;
    },
    null,
  );

/** How many `viewModeChanged` events the page has dispatched since its recorder was installed. */
export const announcedSoFar = (browser: WebKitBrowser) =>
  inPage(browser, () => (window as unknown as PageRecords).__viewModeChanged?.length ?? 0, null);

/** The element a target names: the first match, or fails once none has come. */
async function element(browser: WebKitBrowser, target: Target) {
  const found = browser.$(target.css);
  await pollUntil(
    () => found.isExisting(),
    (exists) => exists,
    `${target.label} (${target.css}) is on the page`,
    CHECK_WAIT,
  );
  return found;
}

/** The centre of a target in the viewport, and the viewport's size. */
const boxOf = (browser: WebKitBrowser, target: Target) =>
  inPage(
    browser,
    (css) => {
      const box = document.querySelector(css)?.getBoundingClientRect();
      return {
        box: box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null,
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
    },
    target.css,
  );

/** Moves the pointer to a point of the viewport, in whole CSS pixels. */
const moveTo = (browser: WebKitBrowser, x: number, y: number) => mouseAt(browser, x, y);

/**
 * Where to click a target, as Playwright's actionability checks find it: the target in view, its
 * box the same over two frames (stable: no font or layout still moving it), and the point it is
 * clicked at its own (or a descendant's), not something over it. Null until then.
 */
const clickPoint = (
  browser: WebKitBrowser,
  target: Target,
  position: { x: number; y: number } | null,
) =>
  inPageAsync(
    browser,
    ({ css, position }) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        const element = document.querySelector(css);
        if (!element) return resolve(null);
        element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const first = element.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const box = element.getBoundingClientRect();
            const stable =
              box.x === first.x &&
              box.y === first.y &&
              box.width === first.width &&
              box.height === first.height;
            const x = box.x + (position?.x ?? box.width / 2);
            const y = box.y + (position?.y ?? box.height / 2);
            const hit = document.elementFromPoint(x, y);
            resolve(
              stable &&
                box.width > 0 &&
                box.height > 0 &&
                hit &&
                (element.contains(hit) || hit.closest('label')?.control === element)
                ? { x, y }
                : null,
            );
          }),
        );
      }),
    { css: target.css, position },
  );

/** Clicks (or double-clicks) a target at `position` from its top left corner, else its centre. */
async function click(
  browser: WebKitBrowser,
  target: Target,
  options: { position?: { x: number; y: number }; clicks?: 2 },
) {
  await element(browser, target);
  const { x, y } = (await pollUntil(
    () => clickPoint(browser, target, options.position ?? null),
    (point) => point !== null,
    `${target.label} is shown, stable and not covered, to be clicked`,
    CHECK_WAIT,
  ))!;
  await mouseAt(browser, x, y, options.clicks === 2 ? 2 : 1);
}

/** WebDriver's code points for the keys the paths press (`Shift+Tab` holds Shift). */
const KEYS: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  ' ': '\uE00D',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  F8: '\uE038',
};

/** Presses a key as Playwright names it (`Escape`, `Shift+Tab`), modifiers held around it. */
export async function pressKey(browser: WebKitBrowser, key: string) {
  const parts = key.split('+').map((part) => {
    const code = KEYS[part] ?? (part.length === 1 ? part : undefined);
    if (!code) throw new Error(`the WebKit runner does not know the key ${part}`);
    return code;
  });
  await browser.performActions([
    {
      type: 'key',
      id: 'keyboard',
      actions: [
        ...parts.map((value) => ({ type: 'keyDown', value })),
        ...[...parts].reverse().map((value) => ({ type: 'keyUp', value })),
      ],
    },
  ]);
}

/** Whether keyboard focus is visibly in the target (see `../playwright-actions.ts`). */
const hasKeyboardFocus = (browser: WebKitBrowser, target: Target) =>
  inPage(
    browser,
    (css) => {
      const focused = document.activeElement;
      return (
        (document.querySelector(css)?.contains(focused) && focused?.matches(':focus-visible')) ??
        false
      );
    },
    target.css,
  );

const isInside = (browser: WebKitBrowser, target: Target) =>
  inPage(
    browser,
    (css) => document.querySelector(css)?.contains(document.activeElement) ?? false,
    target.css,
  );

const MAX_TAB_PRESSES = 120;

type Resized = { __pathsResized?: boolean };

/**
 * Resizes the window (MiniBrowser runs full-screen: the window is the viewport) by its right
 * edge, the pointer there first, and waits until the page has heard of it.
 */
async function resize(browser: WebKitBrowser, width: number, height: number) {
  const { viewport } = await boxOf(browser, { css: 'html', label: 'the page' });
  await moveTo(browser, viewport.width - 1, viewport.height / 2);
  await inPage(
    browser,
    () => {
      const flag = window as Resized;
      flag.__pathsResized = false;
      window.addEventListener('resize', () => (flag.__pathsResized = true), { once: true });
    },
    null,
  );
  await browser.setWindowSize(width, height);
  await pollUntil(
    () => inPage(browser, () => (window as Resized).__pathsResized ?? false, null),
    (heard) => heard,
    `the page heard the window resized to ${width} × ${height} px`,
    CHECK_WAIT,
  );
}

/** Sets a field's value as one change (as Playwright's `fill` and `selectOption` do). */
const setValue = (browser: WebKitBrowser, target: Target, value: string, kind: 'fill' | 'select') =>
  inPage(
    browser,
    ({ css, value, kind }) => {
      const field = document.querySelector<
        HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
      >(css);
      if (!field) return false;
      field.focus();
      const prototype = Object.getPrototypeOf(field) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (kind === 'select') field.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    { css: target.css, value, kind },
  );

/** The page settles after a navigation: the navigation machine says the page is the address's. */
export const settleNavigation = (browser: WebKitBrowser) =>
  pollUntil(
    () => inPage(browser, () => document.documentElement.dataset.navigation ?? null, null),
    (state) => state === 'idle',
    'the page reached by navigation has loaded',
    LOAD_WAIT,
  );

type Heard = { __pathsActor?: { tab: string; key: string } };

/** A `send` action: the event goes to the machine's actor over the dev inspector's channel. */
async function sendDirectly(browser: WebKitBrowser, action: Extract<Action, { kind: 'send' }>) {
  await inPage(
    browser,
    ({ name, machine }) => {
      const channel = new BroadcastChannel(name);
      channel.addEventListener(
        'message',
        ({
          data,
        }: MessageEvent<{
          kind: string;
          tab: { id: string };
          actor: { machineId: string; key: string };
        }>) => {
          if (data.kind === 'snapshot' && data.actor.machineId === machine)
            (window as Heard).__pathsActor ??= { tab: data.tab.id, key: data.actor.key };
        },
      );
      channel.postMessage({ kind: 'hello' });
    },
    { name: INSPECTOR_CHANNEL, machine: action.machine },
  );
  await pollUntil(
    () => inPage(browser, () => (window as Heard).__pathsActor !== undefined, null),
    (heard) => heard,
    `the ${action.machine} machine answered on the inspector's channel (a direct send needs \`npm run dev\`)`,
    CHECK_WAIT,
  );
  await inPage(
    browser,
    ({ name, event }) => {
      const { tab, key } = (window as Heard).__pathsActor!;
      new BroadcastChannel(name).postMessage({
        kind: 'send',
        tab,
        actor: key,
        event: JSON.parse(event) as { type: string },
      });
    },
    { name: INSPECTOR_CHANNEL, event: JSON.stringify(action.event) },
  );
}

/** Scrolls the target into view and waits for what loads there (see `reach` in `../playwright-actions.ts`). */
async function reach(browser: WebKitBrowser, action: Extract<Action, { kind: 'reach' }>) {
  await element(browser, action.target);
  await inPage(
    browser,
    (css) => {
      const target = document.querySelector(css) as Element & {
        scrollIntoViewIfNeeded?: (center?: boolean) => void;
      };
      if (target.scrollIntoViewIfNeeded) target.scrollIntoViewIfNeeded(true);
      else target.scrollIntoView({ block: 'center' });
    },
    action.target.css,
  );
  await pollUntil(
    () =>
      inPage(
        browser,
        ({ css, island, hydrated }) => {
          const holder = document.querySelector(css)?.closest(`[${island}]`);
          return !holder || holder.hasAttribute(hydrated);
        },
        { css: action.target.css, island: ISLAND_ATTRIBUTE, hydrated: ISLAND_HYDRATED },
      ),
    (ready) => ready,
    action.says,
    CHECK_WAIT,
  );
  if (action.shows) await element(browser, action.shows);
  await inPage(
    browser,
    (css) => document.querySelector(css)?.scrollIntoView({ block: 'center' }),
    action.target.css,
  );
}

/** Performs one of a path's actions in WebKit. */
export async function perform(browser: WebKitBrowser, action: Action): Promise<void> {
  switch (action.kind) {
    case 'click':
      await click(browser, action.target, {
        ...(action.position ? { position: action.position } : {}),
        ...(action.clicks ? { clicks: action.clicks } : {}),
      });
      return;
    case 'pointerEnter': {
      await element(browser, action.target);
      const { box } = await boxOf(browser, action.target);
      if (!box) throw new Error(`${action.target.label} has no box to move onto`);
      await moveTo(browser, box.x + box.width / 2, box.y + box.height / 2);
      return;
    }
    case 'pointerLeave': {
      const { box, viewport } = await boxOf(browser, action.target);
      if (!box) throw new Error(`${action.target.label} has no box to leave`);
      const x = box.x + box.width / 2 < viewport.width / 2 ? viewport.width - 5 : 5;
      await moveTo(browser, x, viewport.height / 2);
      return;
    }
    case 'swipe': {
      const { box } = await boxOf(browser, action.target);
      if (!box) throw new Error(`${action.target.label} is not on screen`);
      // 10 px a move, as a finger's swipe reports.
      const from = { x: box.x + 10, y: box.y + box.height / 2 };
      await dragMouse(browser, from, { dx: action.dx, steps: Math.floor(action.dx / 10) });
      return;
    }
    case 'press':
      await pressKey(browser, action.key);
      return;
    case 'tabUntil':
      for (
        let presses = 0;
        action.inside
          ? !(await hasKeyboardFocus(browser, action.target))
          : await isInside(browser, action.target);
        presses += 1
      ) {
        if (presses > MAX_TAB_PRESSES)
          throw new Error(
            `Tab never got ${action.inside ? 'into' : 'out of'} ${action.target.label}`,
          );
        await pressKey(browser, action.shift ? 'Shift+Tab' : 'Tab');
      }
      return;
    case 'resize':
      await resize(browser, action.width, action.height);
      return;
    case 'rotate':
      await inPage(browser, () => window.dispatchEvent(new Event('orientationchange')), null);
      return;
    case 'refuseStorage':
      await inPage(
        browser,
        () => {
          Storage.prototype.setItem = () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        },
        null,
      );
      return;
    case 'wait':
      // In real time: the paths that wait here have no check inside the timer (engines.ts).
      await sleep(action.ms);
      return;
    case 'follow':
      await inPage(
        browser,
        (url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        action.path,
      );
      await pollUntil(
        async () => new URL(await browser.getUrl()).pathname,
        (path) => path === action.path,
        `the address is ${action.path}`,
        CHECK_WAIT,
      );
      return;
    case 'fill':
    case 'select':
      await element(browser, action.target);
      if (!(await setValue(browser, action.target, action.value, action.kind)))
        throw new Error(`${action.target.label} is not on the page`);
      return;
    case 'failRequests':
      // Answered in the page: its `fetch` (see `installRecorders`), not the network.
      await inPage(
        browser,
        ({ url, count, answer }) =>
          (window as unknown as PageRecords).__pathsFailures!.push({
            url,
            count,
            ...(answer ? { answer } : {}),
          }),
        { url: action.url, count: action.count, answer: action.answer ?? null },
      );
      return;
    case 'awaitGone':
      await pollUntil(
        () => inPage(browser, (css) => document.querySelectorAll(css).length, action.target.css),
        (count) => count === 0,
        action.says,
        CHECK_WAIT,
      );
      await frame(browser);
      return;
    case 'reach':
      await reach(browser, action);
      return;
    case 'none':
      return;
    case 'reload':
      await browser.refresh();
      return;
    case 'back':
      await browser.back();
      return;
    case 'send':
      await sendDirectly(browser, action);
      return;
    case 'hold':
    case 'release':
    case 'reducedMotion':
      throw new Error(
        `the WebKit runner cannot ${action.kind === 'reducedMotion' ? 'emulate reduced motion' : 'hold requests back'}: this path is not runnable on WebKit (qa/paths/engines.ts)`,
      );
  }
}

/** What one failing check read, in words: the check, and what the page showed. */
function failureWords(check: Check, reading: Reading | null, url: string): string {
  if (!reading) return `${check.says} (the page could not be read)`;
  const { count, value } = reading;
  if (check.kind === 'path') return `${check.says} (the address is ${new URL(url).pathname})`;
  const shown =
    'target' in check
      ? count === 1
        ? `it is ${JSON.stringify(value)}`
        : `${count} elements match ${check.target.css}`
      : `it is ${JSON.stringify(value)}`;
  return `${check.says} (${shown})`;
}

/** The key of an element reference in WebDriver's answers. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** Whether an accessible name check holds: WebDriver's computed label, as Playwright's rule. */
async function nameHolds(browser: WebKitBrowser, check: Extract<Check, { kind: 'name' }>) {
  const found = await browser.findElements('css selector', check.target.css);
  if (found.length !== 1) return false;
  const label = await browser.getElementComputedLabel(found[0]![ELEMENT_KEY]);
  return label.replace(/\s+/g, ' ').includes(check.name);
}

/**
 * A step's checks, read in one round trip until every one holds (accessible names through
 * WebDriver), or fails with the first that does not in the plan's order.
 */
export async function verifyAll(
  browser: WebKitBrowser,
  checks: readonly Check[],
  announced: number,
): Promise<void> {
  const polled = await poll(
    async () => {
      const readings = await inPage(browser, readChecks, { checks, announced }).catch(() => null);
      const url = await browser.getUrl();
      const holding = await Promise.all(
        checks.map(async (check, index) => {
          if (check.kind === 'name') return nameHolds(browser, check).catch(() => false);
          return !!readings && holds(check, readings[index]!, url);
        }),
      );
      return { readings, url, failing: holding.findIndex((held) => !held) };
    },
    ({ failing }) => failing === -1,
    CHECK_WAIT,
  );
  if (polled.held) return;
  if (!polled.last) throw polled.error;
  const { readings, url, failing } = polled.last;
  throw new Error(failureWords(checks[failing]!, readings?.[failing] ?? null, url));
}
