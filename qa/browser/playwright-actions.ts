/** The browser reading of a visitor's actions (`qa/paths/model.ts`): Playwright's mouse, keyboard, touch and clock. */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  INSPECTOR_CHANNEL,
  type InspectorMessage,
  type SnapshotMessage,
} from '../../src/dev/protocol';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../../src/config/element-ids';
import type { Action, Target } from '../paths/model';
import { emulateMedia } from './media';

/** A frame on the paused clock: lets `requestAnimationFrame` work (focus after the drawer paints). */
export const FRAME_MS = 20;
/**
 * After a step that opens another page: React shows a lazily loaded page after its own Suspense
 * timer (at most 300 ms), which runs on the paused clock too. No machine has a timer pending when
 * a visitor navigates, so this moves no machine.
 */
const NAVIGATION_SETTLE_MS = 400;

/** How far ahead of the page's time its clock stops (`pauseAhead`). */
const PAUSE_AHEAD_MS = 1000;

/** The pages whose clock has stopped: from then on their time moves only when a step says so. */
const pausedClocks = new WeakSet<Page>();

/**
 * Stops the page's clock, once, a second ahead of its time: the clock must not be behind by the
 * time the command arrives, and no machine has a timer due that soon after start-up. On a starved
 * machine more than that second may pass between reading the time and the pause arriving, and
 * the clock refuses to go back: read the time again and retry.
 */
export async function pauseAhead(page: Page, tries = 3): Promise<void> {
  if (pausedClocks.has(page)) return;
  try {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS);
    pausedClocks.add(page);
  } catch (error) {
    if (tries <= 1 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    await pauseAhead(page, tries - 1);
  }
}

/** The most a poll of `settleNavigation` moves the paused clock: well under any machine's timer. */
const NAVIGATION_POLL_MAX_MS = 250;

/**
 * After a step that opens another page: move the paused clock past React's Suspense timer, then
 * on until the navigation machine says the page on screen is the address's (`<html
 * data-navigation="idle">`): the page's chunk and, the first time a language is visited, its
 * dictionary come over the network, which the clock does not wait for. Each poll moves it as far
 * as real time went since the last (a frame at least, `NAVIGATION_POLL_MAX_MS` at most): a
 * chunk that arrives late still gets its Suspense timer however slowly the browser answers (a
 * loaded machine, Firefox over WebDriver BiDi), where a frame per poll moved it too little.
 */
export async function settleNavigation(page: Page): Promise<void> {
  await page.clock.runFor(NAVIGATION_SETTLE_MS);
  const settled = () => page.evaluate(() => document.documentElement.dataset.navigation === 'idle');
  let last = Date.now();
  await expect
    .poll(
      async () => {
        if (await settled()) return true;
        const now = Date.now();
        await page.clock.runFor(Math.min(Math.max(now - last, FRAME_MS), NAVIGATION_POLL_MAX_MS));
        last = now;
        return false;
      },
      // Poll often: React's timers (its Suspense throttle, its render timeout) run on the paused
      // clock, which moves only when a poll moves it.
      { message: 'the page reached by navigation has loaded', intervals: [FRAME_MS] },
    )
    .toBe(true);
}

/**
 * Whether keyboard focus is in the target: focus that a click or the page put there (a drawer
 * opened by a tap focuses its first item) is invisible, and a person tabbing "into" the target
 * presses Tab until they see it there.
 */
const hasKeyboardFocus = (page: Page, target: Target) =>
  page.evaluate((css) => {
    const focused = document.activeElement;
    return (
      (document.querySelector(css)?.contains(focused) && focused?.matches(':focus-visible')) ??
      false
    );
  }, target.css);

/** Enough to go once around a page's tab stops, the footer's and a long article's included. */
const MAX_TAB_PRESSES = 120;

const isInside = (page: Page, target: Target) =>
  page.evaluate(
    (css) => document.querySelector(css)?.contains(document.activeElement) ?? false,
    target.css,
  );

type Resized = { __pathsResized?: boolean };

/**
 * Resizes the window and waits until the page has heard of it: Chromium dispatches `resize` with
 * its next frame, and a `wait` right after must not move the paused clock before the page has
 * started its resize timers.
 */
async function resize(page: Page, width: number, height: number) {
  // As a person resizes a window: by its right edge, so the pointer is there, not where it was
  // (over the side bar, say, which would then expand under it in the new layout).
  const before = page.viewportSize();
  if (before) await page.mouse.move(before.width - 1, before.height / 2);
  await page.evaluate(() => {
    const flag = window as Resized;
    flag.__pathsResized = false;
    window.addEventListener('resize', () => (flag.__pathsResized = true), { once: true });
  });
  await page.setViewportSize({ width, height });
  await expect
    .poll(() => page.evaluate(() => (window as Resized).__pathsResized), {
      message: `the page heard the window resized to ${width} × ${height} px`,
    })
    .toBe(true);
}

/**
 * Playwright's clock answers `performance.getEntriesByType` with nothing, and the app reads its
 * navigation entry for the path the document was loaded at (after Back before start-up, not the
 * address). Run before `page.clock.install()`: the clock's `performance` keeps the browser's entries.
 */
export const keepNavigationEntries = (page: Page) =>
  page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance);
    let current: Performance = performance;
    Object.defineProperty(window, 'performance', {
      configurable: true,
      get: () => current,
      set: (fake: Performance) => {
        current = Object.assign(fake, { getEntriesByType: entries });
      },
    });
  });

/**
 * How long a released script may take to bring the app to where the step expects: the whole
 * start-up (a dozen chunks, hydration, perhaps a navigation with its own chunks), each stage a
 * clock tick apart. Longer than a check's wait, for a busy machine; a stuck start-up still fails.
 */
const START_UP_TIMEOUT_MS = 30_000;

type Heard = { __pathsActor?: { tab: string; key: string } };

/**
 * Not a visitor action (`send`): the event goes to the machine's actor as the dev inspector sends
 * it, over its channel. Only a development server's page has the bridge that hears it: the
 * production build has no way in, and the step fails saying so. Channel messages are tasks, not
 * timers, so they arrive while the page's clock is paused.
 */
async function sendDirectly(page: Page, action: Extract<Action, { kind: 'send' }>) {
  await page.evaluate(
    ({ name, machine }) => {
      const channel = new BroadcastChannel(name);
      channel.addEventListener('message', ({ data }: MessageEvent<SnapshotMessage>) => {
        if (data.kind === 'snapshot' && data.actor.machineId === machine)
          (window as Heard).__pathsActor ??= { tab: data.tab.id, key: data.actor.key };
      });
      channel.postMessage({ kind: 'hello' } satisfies InspectorMessage);
    },
    { name: INSPECTOR_CHANNEL, machine: action.machine },
  );
  await expect
    .poll(() => page.evaluate(() => (window as Heard).__pathsActor !== undefined), {
      message: `the ${action.machine} machine answered on the inspector's channel (a direct send needs \`npm run dev\`)`,
    })
    .toBe(true);
  // As JSON: Playwright's typing of a recursive payload type does not end.
  await page.evaluate(
    ({ name, event }) => {
      const { tab, key } = (window as Heard).__pathsActor!;
      const message: InspectorMessage = {
        kind: 'send',
        tab,
        actor: key,
        event: JSON.parse(event) as { type: string },
      };
      new BroadcastChannel(name).postMessage(message);
    },
    { name: INSPECTOR_CHANNEL, event: JSON.stringify(action.event) },
  );
}

/** What lets the scripts each page holds back (`hold`) arrive, by their URL glob. */
const held = new WeakMap<Page, Map<string, () => void>>();

/** The network's part in start-up: scripts held back and let through, a reload, Back. */
async function performStartUp(
  page: Page,
  action: Extract<Action, { kind: 'hold' | 'release' | 'reload' | 'back' }>,
) {
  switch (action.kind) {
    case 'hold': {
      let release = () => {};
      const arrival = new Promise<void>((resolve) => (release = resolve));
      if (!held.has(page)) held.set(page, new Map());
      held.get(page)!.set(action.url, release);
      await page.route(action.url, async (route) => {
        await arrival;
        await route.continue();
      });
      return;
    }
    case 'release': {
      held.get(page)?.get(action.url)?.();
      // The attributes the step waits for, as they are: a failure shows them beside the wanted.
      const now = (until: Record<string, string>) =>
        page.evaluate(
          (names) =>
            Object.fromEntries(
              names.map((name) => [name, document.documentElement.getAttribute(name)]),
            ),
          Object.keys(until),
        );
      await expect
        .poll(
          async () => {
            const attributes = await now(action.until);
            if (Object.entries(action.until).some(([name, value]) => attributes[name] !== value))
              await page.clock.runFor(FRAME_MS);
            return attributes;
          },
          {
            message: `<html> has ${JSON.stringify(action.until)}`,
            intervals: [FRAME_MS],
            timeout: START_UP_TIMEOUT_MS,
          },
        )
        .toEqual(action.until);
      return;
    }
    case 'reload': {
      // Firefox opens a reloaded right-to-left page at the top, where Chromium and WebKit keep
      // its place (qa/paths/engines.ts, RIGHT_TO_LEFT_RELOAD): put it back, as they do.
      const kept =
        page.context().browser()?.browserType().name() === 'firefox' &&
        (await page.evaluate(() =>
          document.documentElement.dir === 'rtl' ? ([scrollX, scrollY] as const) : null,
        ));
      await page.reload();
      if (kept) await page.evaluate(([x, y]) => window.scrollTo(x, y), kept);
      return;
    }
    case 'back':
      await page.goBack();
      return;
  }
}

/**
 * Firefox's `fill` (Playwright over WebDriver BiDi) does not do what it does in Chromium: the
 * field shows the text, but a React field does not take its `input` event for a change, and it
 * adds to what the field held rather than replacing it. So what the field holds is selected and
 * deleted first, as a visitor clears it (React hears that), all but the last character filled,
 * and the last typed, which React hears as a change to the whole value. (Typing every character
 * took minutes for a form, a round trip each.)
 */
async function typeInto(page: Page, field: Locator, value: string) {
  const characters = Array.from(value);
  const last = characters.pop();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  if (last === undefined) return;
  if (characters.length > 0) await field.fill(characters.join(''));
  await field.pressSequentially(last);
}

export async function perform(page: Page, action: Action) {
  const at = (target: Target) => page.locator(target.css);
  switch (action.kind) {
    case 'click':
      if (action.clicks === 2)
        await at(action.target).dblclick(action.position ? { position: action.position } : {});
      else await at(action.target).click(action.position ? { position: action.position } : {});
      return;
    case 'pointerEnter':
      await at(action.target).hover();
      return;
    case 'pointerLeave': {
      // Move the pointer to the far side of the window from the element.
      const box = await at(action.target).boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error(`${action.target.label} has no box to leave`);
      const x = box.x + box.width / 2 < viewport.width / 2 ? viewport.width - 5 : 5;
      await page.mouse.move(x, viewport.height / 2);
      return;
    }
    case 'swipe': {
      const box = await at(action.target).boundingBox();
      if (!box) throw new Error(`${action.target.label} is not on screen`);
      const y = box.y + box.height / 2;
      const x = box.x + 10;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let dx = 10; dx <= action.dx; dx += 10) await page.mouse.move(x + dx, y);
      await page.mouse.up();
      return;
    }
    case 'press':
      await page.keyboard.press(action.key);
      return;
    case 'tabUntil':
      for (
        let presses = 0;
        action.inside
          ? !(await hasKeyboardFocus(page, action.target))
          : await isInside(page, action.target);
        presses += 1
      ) {
        if (presses > MAX_TAB_PRESSES)
          throw new Error(
            `Tab never got ${action.inside ? 'into' : 'out of'} ${action.target.label}`,
          );
        await page.keyboard.press(action.shift ? 'Shift+Tab' : 'Tab');
      }
      return;
    case 'resize':
      await resize(page, action.width, action.height);
      return;
    case 'rotate':
      // The window keeps its size: only the orientation event (see the action's definition).
      await page.evaluate(() => window.dispatchEvent(new Event('orientationchange')));
      return;
    case 'reducedMotion':
      await emulateMedia(page, { reducedMotion: action.reduced });
      return;
    case 'refuseStorage':
      await page.evaluate(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      return;
    case 'wait':
      await page.clock.runFor(action.ms);
      return;
    case 'follow':
      // As a link in the page would: the router hears about the new history entry.
      await page.evaluate((url) => {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, action.path);
      await expect.poll(() => new URL(page.url()).pathname).toBe(action.path);
      return;
    case 'fill':
      if (page.context().browser()?.browserType().name() === 'firefox')
        await typeInto(page, at(action.target), action.value);
      else await at(action.target).fill(action.value);
      return;
    case 'select':
      await at(action.target).selectOption(action.value);
      return;
    case 'failRequests': {
      const { url, answer } = action;
      await page.route(
        (address) => address.pathname === url,
        (route) =>
          answer
            ? route.fulfill({
                status: answer.status,
                contentType: 'application/json',
                body: JSON.stringify(answer.body),
              })
            : route.abort('failed'),
        { times: action.count },
      );
      return;
    }
    case 'awaitGone':
      await expect(at(action.target), action.says).toHaveCount(0);
      await page.clock.runFor(FRAME_MS);
      return;
    case 'reach': {
      // The clock stops before the visitor comes to what they scroll to, not after: what it
      // starts when it hydrates (the demo plays, on a 4.5 s timer) starts on the stopped clock,
      // however long the browser then takes to answer (Firefox on a loaded machine took longer
      // than the demo's first step).
      await pauseAhead(page);
      const target = at(action.target);
      await target.scrollIntoViewIfNeeded();
      // Part of an island: it answers once its chunk has come and it has hydrated, which waits
      // for an idle callback, a timer of the page's: the clock moves a frame per poll until then.
      const island = target.locator(`xpath=ancestor::*[@${ISLAND_ATTRIBUTE}][1]`);
      if ((await island.count()) > 0)
        await expect
          .poll(
            async () => {
              if ((await island.getAttribute(ISLAND_HYDRATED)) === '') return true;
              await page.clock.runFor(FRAME_MS);
              return false;
            },
            { message: action.says, intervals: [FRAME_MS] },
          )
          .toBe(true);
      // What loads on approach appears once its chunk is in, on no timer of the page's.
      if (action.shows) await expect(at(action.shows), action.says).toBeAttached();
      // Centred again once it has answered: where the page rests then must not depend on whether
      // the island had hydrated (and the page above settled) before or after the first scroll.
      await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      return;
    }
    case 'none':
      return;
    case 'hold':
    case 'release':
    case 'reload':
    case 'back':
      await performStartUp(page, action);
      return;
    case 'send':
      await sendDirectly(page, action);
      return;
  }
}
