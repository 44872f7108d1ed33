/**
 * `npm run paths -- run --against URL [--theme light|dark]` (issue #36): a path runs on the
 * reference deployment first, in a context of its own, each state it reaches first captured as
 * the snapper captures it; then on the deployment under test, where each of those states must
 * look and read the same, or its step fails, naming the state and how it differs. Both sides run
 * the same path, so what a path does to a page (a focus ring, the scroll) is the same on both,
 * and `--shrink` cuts the path down to the fewest steps that still show the difference.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import type { RunnablePlan } from '../paths/runnable';
import { captureDifference, type Capture } from '../snaps/captures';
import { THEMES, type Theme } from '../snaps/manifest';
import { snapSteps } from '../snaps/snapper';
import { runPlan, type PlanHooks } from './playwright-run-plan';
import { contextFor, failureOf } from './shrink-in-browser';
import { captureSnap, settleChrome } from './snap-capture';

/** The reference deployment's base URL, when the paths run against one. */
export const AGAINST = process.env.PATHS_AGAINST;
/** The theme both sides run in (`--theme`; light unless told). */
export const AGAINST_THEME: Theme =
  THEMES.find((theme) => theme === process.env.PATHS_THEME) ?? 'light';

const quietly: Pick<PlanHooks, 'step' | 'passed'> = { step: (_, body) => body(), passed: () => {} };

/** Runs `path` in a fresh context of the test's project at `baseURL`, with `hooks` for its page. */
async function inContext(
  browser: Browser,
  testInfo: TestInfo,
  path: RunnablePlan,
  baseURL: string | undefined,
  hooks: (page: Page) => Partial<PlanHooks>,
) {
  const context = await browser.newContext({
    ...contextFor(testInfo, path.start.stored, baseURL),
    colorScheme: AGAINST_THEME,
  });
  try {
    const page = await context.newPage();
    await runPlan(page, path, { ...quietly, ...hooks(page) });
  } finally {
    await context.close();
  }
}

/** The reference's capture of each state `path` reaches first, by the step that reaches it. */
export async function referenceCaptures(
  browser: Browser,
  testInfo: TestInfo,
  path: RunnablePlan,
): Promise<Map<number, Capture>> {
  const snapped = new Set(snapSteps(path).map(({ step }) => step));
  const captures = new Map<number, Capture>();
  try {
    await inContext(browser, testInfo, path, AGAINST, (page) => ({
      settle: () => settleChrome(page),
      reached: async (step) => {
        if (snapped.has(step)) captures.set(step, await captureSnap(page, false));
      },
    }));
  } catch (error) {
    throw new Error(`the path does not run on the reference, ${AGAINST}: ${failureOf(error)}`);
  }
  return captures;
}

/**
 * The hooks that make the deployment under test settle as the reference did and compare each
 * state the path reaches first with the reference's capture. The failure's first line names the
 * machine, the state and the kind of difference, not the step: a shorter path that shows the same
 * difference fails "the same way".
 */
export function checkedAgainst(
  page: Page,
  path: RunnablePlan,
  reference: ReadonlyMap<number, Capture>,
): Pick<PlanHooks, 'settle' | 'reached'> {
  const states = new Map(snapSteps(path).map(({ step, state }) => [step, state]));
  return {
    settle: () => settleChrome(page),
    reached: async (step) => {
      const expected = reference.get(step);
      if (!expected) return;
      const difference = captureDifference(expected, await captureSnap(page, false));
      if (difference)
        throw new Error(
          `${path.machine} ${states.get(step)} does not ${difference.kind === 'aria' ? 'read' : 'look'} as on ${AGAINST} (${difference.kind})\n${difference.detail}`,
        );
    },
  };
}

/** How the shrinker runs a candidate: on the reference, then compared on the deployment under test. */
export const runAgainst =
  (browser: Browser, testInfo: TestInfo) =>
  async (path: RunnablePlan): Promise<void> => {
    const reference = await referenceCaptures(browser, testInfo, path);
    await inContext(browser, testInfo, path, undefined, (page) =>
      checkedAgainst(page, path, reference),
    );
  };

/** The arguments that replay a run against the reference (the shrunk path's command). */
export const againstArgs = (testInfo: TestInfo) =>
  `--base-url ${testInfo.project.use.baseURL} --against ${AGAINST} --theme ${AGAINST_THEME}`;
