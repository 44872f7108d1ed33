/**
 * One path file entry, run in WebKit (see `../playwright-run-plan.ts` for Chromium and Firefox):
 * the stored values written on the site's origin first, the window sized to the device's
 * viewport, the start opened, then each step's actions and checks, in real time.
 */
import { isDeepStrictEqual } from 'node:util';
import type { WebKitBrowser } from '../../launch/webkit-session';
import { describeDevice } from '../../../machines/device';
import { projectById } from '../../paths/devices';
import type { RunnablePlan } from '../../paths/runnable';
import { inPage } from '../../launch/webkit-session';
import { pollUntil } from '../../poll';
import {
  announcedSoFar,
  CHECK_WAIT,
  frame,
  installRecorders,
  LOAD_WAIT,
  perform,
  settleNavigation,
  verifyAll,
} from './webkit-page';

/** A text document of the site's origin, where storage is written before the first visit. */
const ORIGIN_DOCUMENT = '/robots.txt';

export interface WebKitHooks {
  /** Runs a step's body, named by its title (the runner times it and reports a failure in it). */
  step: (title: string, body: () => Promise<void>) => Promise<void>;
  /** Called after each step that passed, the start included. */
  passed: () => void;
}

/**
 * A fresh visit: the session's storage and cookies of the origin cleared, the path's stored
 * values written, the window the device's viewport.
 */
async function prepare(browser: WebKitBrowser, baseUrl: string, path: RunnablePlan) {
  const { viewport } = projectById(path.project).device;
  await browser.url(new URL(ORIGIN_DOCUMENT, baseUrl).href);
  await browser.deleteCookies();
  await inPage(
    browser,
    (stored) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    path.start.stored,
  );
  const size = await inPage(browser, () => [window.innerWidth, window.innerHeight], null);
  if (size[0] !== viewport.width || size[1] !== viewport.height)
    await browser.setWindowSize(viewport.width, viewport.height);
}

/**
 * The page describes the device as the path expects (the machines read only that description:
 * WebKit's user agent and screen are its own), its viewport is the device's, and its motion
 * preference is the path's if the path has one.
 */
async function checkDevice(browser: WebKitBrowser, path: RunnablePlan) {
  const { device } = projectById(path.project);
  const seen = await inPage(
    browser,
    () => ({
      facts: {
        userAgent: navigator.userAgent,
        devicePixelRatio: window.devicePixelRatio,
        maxTouchPoints: navigator.maxTouchPoints,
        screenWidth: screen.width,
        screenHeight: screen.height,
      },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    }),
    null,
  );
  const described = describeDevice(seen.facts);
  if (!isDeepStrictEqual(described, describeDevice(device.facts)))
    throw new Error(
      `WebKit does not pass for ${device.label}: the page describes it as ${JSON.stringify(described)} (facts ${JSON.stringify(seen.facts)})`,
    );
  if (!isDeepStrictEqual(seen.viewport, device.viewport))
    throw new Error(
      `the viewport is ${seen.viewport.width} × ${seen.viewport.height}, not ${device.viewport.width} × ${device.viewport.height}`,
    );
  const motion = path.start.media?.reducedMotion;
  if (motion !== undefined && seen.reducedMotion !== motion)
    throw new Error(`the page's prefers-reduced-motion is ${seen.reducedMotion}, not ${motion}`);
}

/** Each page opened on the way has settled, and records again if it is a new document. */
async function afterNavigation(browser: WebKitBrowser): Promise<boolean> {
  await settleNavigation(browser);
  return installRecorders(browser);
}

export async function runPlanWebKit(
  browser: WebKitBrowser,
  baseUrl: string,
  path: RunnablePlan,
  hooks: WebKitHooks,
): Promise<void> {
  const [start, ...steps] = path.steps;
  await hooks.step(start!.title, async () => {
    await prepare(browser, baseUrl, path);
    await browser.url(new URL(path.start.url, baseUrl).href);
    await pollUntil(
      () => inPage(browser, () => document.documentElement.hasAttribute('data-hydrated'), null),
      (hydrated) => hydrated,
      'the page has started',
      LOAD_WAIT,
    );
    await pollUntil(
      () =>
        inPage(browser, () => document.querySelector('[role="region"]:has(> ol)') !== null, null),
      (loaded) => loaded,
      'the notifications region has loaded',
      CHECK_WAIT,
    );
    await installRecorders(browser);
    await checkDevice(browser, path);
    for (const action of start!.actions) await perform(browser, action);
    await verifyAll(browser, start!.checks, 0);
  });
  hooks.passed();
  for (const step of steps) {
    await hooks.step(step.title, async () => {
      let announced = await announcedSoFar(browser);
      let navigated = false;
      for (const action of step.actions) {
        const before = await browser.getUrl();
        await perform(browser, action);
        if ((await browser.getUrl()) === before) continue;
        // A new document records from nothing: its announcements count from the first.
        if (await afterNavigation(browser)) announced = 0;
        navigated = true;
      }
      if (!navigated && !step.actions.some((action) => action.kind === 'wait'))
        await frame(browser);
      await verifyAll(browser, step.checks, announced);
    });
    hooks.passed();
  }
}
