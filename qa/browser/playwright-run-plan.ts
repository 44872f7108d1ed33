/**
 * One path file entry, run in a page: the start (stored values come with the context), then each
 * step's actions and checks. The test runs it with a `test.step` and a screenshot per step; the
 * shrinker (`shrink-in-browser.ts`) runs its candidates with neither.
 */
import { expect, type Page } from '@playwright/test';
import { projectById } from '../paths/devices';
import { expectedFacts, type PathEngine } from '../paths/engines';
import type { RunnablePlan } from '../paths/runnable';
import {
  FRAME_MS,
  keepNavigationEntries,
  pauseAhead,
  perform,
  settleNavigation,
} from './playwright-actions';
import { announcedSoFar, recordAnnouncements, recordPosts, verifyAll } from './playwright-checks';
import { emulateMedia } from './media';

/** A context's storage state holding a path's stored values, before its first visit. */
export const storageStateOf = (baseURL: string, stored: Record<string, string>) => ({
  cookies: [],
  origins: [
    {
      origin: new URL(baseURL).origin,
      localStorage: Object.entries(stored).map(([name, value]) => ({ name, value })),
    },
  ],
});

export interface PlanHooks {
  /** Runs a step's body (as a `test.step`, with a screenshot, for a test). */
  step: (title: string, body: () => Promise<void>) => Promise<void>;
  /** Called after each step that passed, the start included. */
  passed: () => void;
  /**
   * Runs once the page has started and its clock has stopped, before the start's checks (the
   * snapper's: snap-capture.ts); whatever real time it takes, the page's timers stand still.
   * Says whether the page's app was live to settle: if not (a start-up path holds its scripts
   * back), it runs again before each step's checks until it was.
   */
  settle?: () => Promise<boolean>;
  /** Runs at the end of each step, once its checks passed, with its index (0 is the start). */
  reached?: (step: number) => Promise<void>;
}

const plainHooks: PlanHooks = { step: (_, body) => body(), passed: () => {} };

export async function runPlan(page: Page, path: RunnablePlan, hooks: PlanHooks = plainHooks) {
  const project = projectById(path.project);
  const [start, ...steps] = path.steps;
  let settled = false;
  const settle = async () => {
    if (hooks.settle && !settled) settled = await hooks.settle();
  };
  await hooks.step(start!.title, async () => {
    // Side by side, one round trip to the browser for them all: only the clock's script must
    // come after the one that keeps the navigation entries, which the clock's fake replaces.
    await Promise.all([
      recordAnnouncements(page),
      recordPosts(page),
      // Every time: Firefox's preference is the browser's, and may be what the last path left.
      emulateMedia(page, { reducedMotion: path.start.media?.reducedMotion ?? false }),
      keepNavigationEntries(page).then(() => page.clock.install()),
    ]);
    await page.goto(path.start.url);
    await expect(page.locator('html'), 'the page has started').toHaveAttribute('data-hydrated', '');
    // The notifications' view loads on its own after start-up and React shows it on a timer:
    // wait for it before the clock stops, or a first notification may never show.
    await expect(
      page.locator('[role="region"]:has(> ol)'),
      'the notifications region has loaded',
    ).toBeAttached();
    const facts = await page.evaluate(() => ({
      userAgent: navigator.userAgent,
      devicePixelRatio: window.devicePixelRatio,
      maxTouchPoints: navigator.maxTouchPoints,
      screenWidth: screen.width,
      screenHeight: screen.height,
    }));
    // Firefox has no touch emulation: it reports no touch points (qa/paths/engines.ts).
    const engine = (page.context().browser()?.browserType().name() ?? 'chromium') as PathEngine;
    expect(facts, `the browser emulates ${project.device.label}`).toEqual(
      expectedFacts(project.device, engine),
    );
    expect(
      await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
      "the page's prefers-reduced-motion is the path's",
    ).toBe(path.start.media?.reducedMotion ?? false);
    for (const action of start!.actions) await perform(page, action);
    // From here on the page's time moves only when a step says so (if a start's action has not
    // stopped it already: see `pauseAhead`).
    await pauseAhead(page);
    await settle();
    await verifyAll(page, start!.checks, 0);
    await hooks.reached?.(0);
  });
  hooks.passed();
  for (const [index, step] of steps.entries()) {
    await hooks.step(step.title, async () => {
      const announced = await announcedSoFar(page);
      let navigated = false;
      for (const action of step.actions) {
        const before = page.url();
        await perform(page, action);
        // Each page opened on the way, not only the last, has loaded before the next action.
        if (page.url() === before) continue;
        await settleNavigation(page);
        navigated = true;
      }
      if (!navigated && !step.actions.some((action) => action.kind === 'wait'))
        await page.clock.runFor(FRAME_MS);
      await settle();
      await verifyAll(page, step.checks, announced);
      await hooks.reached?.(index + 1);
    });
    hooks.passed();
  }
}
