/**
 * The browser layer of the generated paths (issue #8): every path of every machine is one test
 * per project (device × language) it is generated for, tagged with that project alone; each step
 * is a `test.step` named after its event, and after each step the test checks what a visitor
 * sees. Delays move the page's clock (`page.clock`), never real time. What the passed steps
 * covered is attached to the test for `playwright-coverage-reporter.ts`, and recorded for the
 * `coverage` test. Each step ends with a screenshot, attached to the test as `PATHS_SCREENSHOTS`
 * says.
 *
 * On each Playwright engine of `PATHS_ENGINES` (Chromium by default; Firefox's projects are
 * named `phone-he-firefox`…): a path that engine cannot run as it says is declared skipped, with
 * the reason (qa/paths/engines.ts), and one it runs differently carries a note of how. The
 * colour scheme and reduced motion a test is told are made true in Firefox too (`media.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectById, PROJECTS } from '../paths/devices';
import { engineProject, verdictOn, type PathEngine } from '../paths/engines';
import type { Theme } from '../snaps/manifest';
import { snapRuns, type SnapRun } from '../snaps/snapper';
import { pageRoutes } from '../../src/routes';
import { localizedPath } from '../../src/urls';
import { runnablePlans, type RunnablePlan } from '../paths/runnable';
import {
  AGAINST,
  AGAINST_THEME,
  againstArgs,
  checkedAgainst,
  referenceCaptures,
  runAgainst,
} from './against';
import {
  COVERAGE_ATTACHMENT,
  coverageRecords,
  ENGINE_NOTE,
  NOT_RUNNABLE,
  PLAYWRIGHT_RUN_ENGINES,
  type PathCoverage,
} from './run-coverage';
import { test } from './media';
import { runPlan, storageStateOf } from './playwright-run-plan';
import { failureOf, SHRINK, shrinkPath, SHRUNK } from './shrink-in-browser';
import {
  settleChrome,
  SNAP_DIR,
  SNAP_PAGES,
  SNAP_THEMES,
  stagePage,
  stageState,
  whereOf,
} from './snap-capture';

if (!process.env.PATHS_BASE_URL)
  throw new Error('PATHS_BASE_URL is not set: run the paths with `npm run paths -- run`');

/** The annotation that carries a path's stored values (shown in the HTML report too). */
const STORED = 'stored';
/**
 * Which tests get their steps' screenshots: none, the failed ones (the default: each step's is
 * kept in memory and attached only if the test fails, so no path runs twice) or all.
 */
const screenshots = process.env.PATHS_SCREENSHOTS ?? 'failed';
/** The viewport at CSS pixels: a phone's step is as light as a desktop's. */
const SCREENSHOT = { type: 'jpeg', quality: 60, scale: 'css' } as const;
/** A step's screenshot is named after it; the report takes a file's type from the name's end. */
const shotName = (title: string) => `${title}.jpg`;

test.use({
  // What the browser has stored, in the test's fresh context before the first visit: no page of
  // the site has to be opened first to write it.
  storageState: async ({ baseURL }, provide, testInfo) => {
    const stored = testInfo.annotations.find((annotation) => annotation.type === STORED);
    const values = JSON.parse(stored?.description ?? '{}') as Record<string, string>;
    await provide(storageStateOf(baseURL!, values));
  },
});

/**
 * The plans to run (a path file's, or those generated: qa/paths/runnable.ts), by machine and
 * project. One test per path and project, tagged with that project alone: the project's grep
 * picks its own, and the report names the one device that ran it. The project's describe keeps
 * the titles apart, and `--grep` still matches the path's id and title.
 */
const plans = runnablePlans();
/** Each plan's place in the generated order: the snapper keeps the earliest path's picture. */
const order = new Map(plans.map((plan, index) => [plan, index]));
/**
 * When snapping (on one engine), the paths that reach a state first and how far they run (the
 * others do not), by their place in `plans`: of those the engine can run.
 */
function snapRunsOn(engine: PathEngine): Map<number, SnapRun> {
  const here = plans.filter((plan) => verdictOn(plan, engine).runs);
  return new Map([...snapRuns(here)].map(([index, run]) => [order.get(here[index]!)!, run]));
}
const runs = SNAP_DIR ? snapRunsOn(PLAYWRIGHT_RUN_ENGINES[0]!) : new Map<number, SnapRun>();
const byMachine = new Map<string, Map<string, RunnablePlan[]>>();
for (const plan of plans) {
  const byProject = byMachine.get(plan.machine) ?? new Map<string, RunnablePlan[]>();
  byProject.set(plan.project, [...(byProject.get(plan.project) ?? []), plan]);
  byMachine.set(plan.machine, byProject);
}

/**
 * A path's time in Firefox, which answers each command over WebDriver BiDi several times slower
 * than Chromium over CDP (a step's screenshot takes seconds on a loaded machine): the worker's
 * launch and the start, and a share for each step.
 */
const firefoxTimeout = (steps: number) => 60_000 + 15_000 * steps;

/** Every path's test; when snapping, in `theme` (the colour scheme asked for), snapping its steps. */
function describePaths(theme: Theme | null) {
  for (const [machine, byProject] of byMachine) {
    test.describe(machine, () => {
      for (const [projectId, paths] of byProject)
        for (const engine of PLAYWRIGHT_RUN_ENGINES)
          test.describe(engineProject(projectId, engine), () => {
            const project = projectById(projectId);
            for (const whole of paths) {
              const run = runs.get(order.get(whole)!);
              if (theme && !run) continue;
              const path = run ? { ...whole, steps: whole.steps.slice(0, run.steps) } : whole;
              const verdict = verdictOn(path, engine);
              const details = {
                tag: `@${engineProject(project.id, engine)}`,
                annotation: [
                  { type: STORED, description: JSON.stringify(path.start.stored) },
                  ...(verdict.runs
                    ? verdict.notes.map((note) => ({ type: ENGINE_NOTE, description: note }))
                    : [{ type: NOT_RUNNABLE, description: `on ${engine}: ${verdict.reason}` }]),
                ],
              };
              if (!verdict.runs) {
                test.skip(path.title, details, () => {});
                continue;
              }
              test(path.title, details, async ({ page, browser }, testInfo) => {
                const plan = path.steps;
                if (engine === 'firefox') test.setTimeout(firefoxTimeout(plan.length));
                const covered: PathCoverage = {
                  machine: path.machine,
                  path: path.id,
                  project: project.id,
                  engine,
                  steps: plan.length,
                  passed: 0,
                  states: [],
                  transitions: [],
                  pairs: [],
                };
                const kept: Array<{ title: string; body: Buffer }> = [];
                const toSnap = new Map(run?.snap.map(({ step, state }) => [step, state]));
                const capture = async (title: string) => {
                  if (screenshots === 'off') return;
                  const body = await page.screenshot(SCREENSHOT);
                  if (screenshots === 'all')
                    await testInfo.attach(shotName(title), { body, contentType: 'image/jpeg' });
                  else kept.push({ title, body });
                };
                /** A `test.step` that ends with a screenshot of the page, whether it passed or failed. */
                const runStep = (title: string, body: () => Promise<void>) =>
                  test.step(title, async () => {
                    try {
                      await body();
                    } catch (error) {
                      // A page that cannot be captured must not hide why the step failed.
                      await capture(title).catch(() => undefined);
                      throw error;
                    }
                    // The step runs before `passed` counts it: its index is the count so far.
                    const snapped = theme && toSnap.get(covered.passed);
                    if (snapped)
                      await stageState(page, {
                        machine: path.machine,
                        state: snapped,
                        where: whereOf(project, theme),
                        reach: {
                          order: order.get(whole)!,
                          path: path.id,
                          step: covered.passed,
                          steps: whole.steps.length,
                          title,
                        },
                      });
                    await capture(title);
                  });

                try {
                  const against =
                    AGAINST &&
                    checkedAgainst(page, path, await referenceCaptures(browser, testInfo, path));
                  await runPlan(page, path, {
                    step: runStep,
                    passed: () => (covered.passed += 1),
                    ...(theme ? { settle: () => settleChrome(page) } : {}),
                    ...against,
                  });
                } catch (error) {
                  if (SHRINK) {
                    // Shrinking runs the path's candidates one after another, each from the start.
                    testInfo.setTimeout(0);
                    const shrunk = await shrinkPath({
                      browser,
                      testInfo,
                      path,
                      failure: failureOf(error),
                      ...(AGAINST
                        ? { run: runAgainst(browser, testInfo), replayArgs: againstArgs(testInfo) }
                        : {}),
                    });
                    testInfo.annotations.push({ type: SHRUNK, description: shrunk.command });
                    await testInfo.attach('shortest failing path.json', {
                      path: shrunk.file,
                      contentType: 'application/json',
                    });
                    console.log(
                      `shrunk ${path.id} on ${path.project} from ${shrunk.steps.before} to ${shrunk.steps.after} steps (${shrunk.tried} candidates run); replay it:\n  ${shrunk.command}`,
                    );
                  }
                  throw error;
                } finally {
                  for (const step of plan.slice(0, covered.passed)) {
                    covered.states.push(...step.covers.states);
                    covered.transitions.push(...step.covers.transitions);
                    covered.pairs.push(...step.covers.pairs);
                  }
                  const record = JSON.stringify(covered);
                  await testInfo.attach(COVERAGE_ATTACHMENT, {
                    body: record,
                    contentType: 'application/json',
                  });
                  const records = coverageRecords(testInfo.project.outputDir);
                  mkdirSync(records, { recursive: true });
                  writeFileSync(
                    join(records, `${engineProject(project.id, engine)} ${path.id}.json`),
                    record,
                  );
                  // A failed path shows the page as each step left it, up to the one that failed.
                  if (covered.passed < plan.length)
                    for (const shot of kept)
                      await testInfo.attach(shotName(shot.title), {
                        body: shot.body,
                        contentType: 'image/jpeg',
                      });
                }
              });
            }
          });
    });
  }
}

// Against a reference deployment, the paths run in the theme asked for (`--theme`), on both.
if (AGAINST) test.use({ colorScheme: AGAINST_THEME });
if (!SNAP_DIR) describePaths(null);
if (SNAP_DIR)
  for (const theme of SNAP_THEMES)
    test.describe(theme, () => {
      test.use({ colorScheme: theme });
      describePaths(theme);
    });

/**
 * The pages, snapped as states of their own: every route in the project's language, whole, in
 * each theme, with reduced motion (the demo does not play by itself: see `stagePage`).
 */
if (SNAP_PAGES) {
  const projects = process.env.PATHS_PROJECTS?.split(',').map(projectById) ?? PROJECTS;
  for (const theme of SNAP_THEMES)
    test.describe(`pages ${theme}`, () => {
      test.use({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const project of projects)
        for (const engine of PLAYWRIGHT_RUN_ENGINES)
          test.describe(engineProject(project.id, engine), () => {
            for (const route of pageRoutes) {
              const path = localizedPath(route.path, project.language);
              const tag = `@${engineProject(project.id, engine)}`;
              test(`page ${path}`, { tag }, async ({ page }) => {
                if (engine === 'firefox') test.setTimeout(firefoxTimeout(1));
                await stagePage(page, { path, where: whereOf(project, theme) });
              });
            }
          });
    });
}
