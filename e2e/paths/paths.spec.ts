/**
 * The browser layer of the generated paths (issue #8): every path of every machine is one test
 * per project (device × language) it is generated for, tagged with that project alone; each step
 * is a `test.step` named after its event, and after each step the test checks what a visitor
 * sees. Delays move the page's clock (`page.clock`), never real time. What the passed steps
 * covered is attached to the test for `coverage-reporter.ts`, and recorded for the `coverage`
 * test. Each step ends with a screenshot, attached to the test as `PATHS_SCREENSHOTS` says.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectById } from '../../tests/paths/devices';
import { runnablePlans, type RunnablePlan } from '../../tests/paths/runnable';
import { FRAME_MS, keepNavigationEntries, perform, settleNavigation } from './actions';
import { announcedSoFar, recordAnnouncements, recordPosts, verifyAll } from './checks';
import { COVERAGE_ATTACHMENT, coverageRecords, type PathCoverage } from './coverage';

if (!process.env.PATHS_BASE_URL)
  throw new Error('PATHS_BASE_URL is not set: run the paths with `npm run paths -- run`');

const PAUSE_AHEAD_MS = 1000;
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
    await provide({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL!).origin,
          localStorage: Object.entries(values).map(([name, value]) => ({ name, value })),
        },
      ],
    });
  },
});

/**
 * The plans to run (a path file's, or those generated: tests/paths/runnable.ts), by machine and
 * project. One test per path and project, tagged with that project alone: the project's grep
 * picks its own, and the report names the one device that ran it. The project's describe keeps
 * the titles apart, and `--grep` still matches the path's id and title.
 */
const byMachine = new Map<string, Map<string, RunnablePlan[]>>();
for (const plan of runnablePlans()) {
  const byProject = byMachine.get(plan.machine) ?? new Map<string, RunnablePlan[]>();
  byProject.set(plan.project, [...(byProject.get(plan.project) ?? []), plan]);
  byMachine.set(plan.machine, byProject);
}

for (const [machine, byProject] of byMachine) {
  test.describe(machine, () => {
    for (const [projectId, paths] of byProject)
      test.describe(projectId, () => {
        const project = projectById(projectId);
        for (const path of paths) {
          const details = {
            tag: `@${project.id}`,
            annotation: { type: STORED, description: JSON.stringify(path.start.stored) },
          };
          test(path.title, details, async ({ page }, testInfo) => {
            const plan = path.steps;
            const covered: PathCoverage = {
              machine: path.machine,
              path: path.id,
              project: project.id,
              steps: plan.length,
              passed: 0,
              states: [],
              transitions: [],
              pairs: [],
            };
            const kept: Array<{ title: string; body: Buffer }> = [];
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
                await capture(title);
              });

            try {
              await runStep(plan[0]!.title, async () => {
                await recordAnnouncements(page);
                await recordPosts(page);
                if (path.start.media)
                  await page.emulateMedia({
                    reducedMotion: path.start.media.reducedMotion ? 'reduce' : 'no-preference',
                  });
                await keepNavigationEntries(page);
                await page.clock.install();
                await page.goto(path.start.url);
                await expect(page.locator('html'), 'the page has started').toHaveAttribute(
                  'data-hydrated',
                  '',
                );
                // The notifications' view loads on its own after start-up and React shows it on a
                // timer: wait for it before the clock stops, or a first notification may never show.
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
                expect(facts, `the browser emulates ${project.device.label}`).toEqual(
                  project.device.facts,
                );
                for (const action of plan[0]!.actions) await perform(page, action);
                // From here on the page's time moves only when a step says so. (Pausing jumps a
                // second ahead first: the clock must not be behind by the time the command arrives,
                // and no machine has a timer due that soon after start-up.)
                await page.clock.pauseAt((await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS);
                await verifyAll(page, plan[0]!.checks, 0);
              });
              covered.passed = 1;
              for (const step of plan.slice(1)) {
                await runStep(step.title, async () => {
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
                  await verifyAll(page, step.checks, announced);
                });
                covered.passed += 1;
              }
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
              writeFileSync(join(records, `${project.id} ${path.id}.json`), record);
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
