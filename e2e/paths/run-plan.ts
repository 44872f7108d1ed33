/**
 * One path file entry, run in a page: the start (stored values come with the context), then each
 * step's actions and checks. The test runs it with a `test.step` and a screenshot per step; the
 * shrinker (`shrink.ts`) runs its candidates with neither.
 */
import { expect, type Page } from '@playwright/test';
import { projectById } from '../../qa/paths/devices';
import type { RunnablePlan } from '../../qa/paths/runnable';
import { FRAME_MS, keepNavigationEntries, perform, settleNavigation } from './actions';
import { announcedSoFar, recordAnnouncements, recordPosts, verifyAll } from './checks';

const PAUSE_AHEAD_MS = 1000;

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
   * snapper's: e2e/paths/snap.ts); whatever real time it takes, the page's timers stand still.
   * Says whether the page's app was live to settle: if not (a start-up path holds its scripts
   * back), it runs again before each step's checks until it was.
   */
  settle?: () => Promise<boolean>;
  /** Runs at the end of each step, once its checks passed, with its index (0 is the start). */
  reached?: (step: number) => Promise<void>;
}

/**
 * Stops the page's clock a second ahead of its time. On a starved machine more than that second
 * may pass between reading the time and the pause arriving, and the clock refuses to go back:
 * read the time again and retry.
 */
async function pauseAhead(page: Page, tries = 3): Promise<void> {
  try {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS);
  } catch (error) {
    if (tries <= 1 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    await pauseAhead(page, tries - 1);
  }
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
      path.start.media &&
        page.emulateMedia({
          reducedMotion: path.start.media.reducedMotion ? 'reduce' : 'no-preference',
        }),
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
    expect(facts, `the browser emulates ${project.device.label}`).toEqual(project.device.facts);
    for (const action of start!.actions) await perform(page, action);
    // From here on the page's time moves only when a step says so. (Pausing jumps a second
    // ahead first: the clock must not be behind by the time the command arrives, and no machine
    // has a timer due that soon after start-up.)
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
