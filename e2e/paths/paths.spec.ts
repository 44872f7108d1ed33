/**
 * The browser layer of the generated paths (issue #8): every path of every machine is one test,
 * on every project (device × language) it is generated for; each step is a `test.step` named
 * after its event, and after each step the test checks what a visitor sees. Delays move the
 * page's clock (`page.clock`), never real time. What the passed steps covered is attached to the
 * test for `coverage-reporter.ts`.
 */
import { expect, test } from '@playwright/test';
import { projectById } from '../../tests/paths/devices';
import { runnablePlans, type RunnablePlan } from '../../tests/paths/runnable';
import { FRAME_MS, keepNavigationEntries, perform, settleNavigation } from './actions';
import { announcedSoFar, recordAnnouncements, recordPosts, verifyAll } from './checks';
import { COVERAGE_ATTACHMENT, type PathCoverage } from './coverage';

const PAUSE_AHEAD_MS = 1000;
/** The annotation that carries a path's stored values (shown in the HTML report too). */
const STORED = 'stored';

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
 * One test per path and project, tagged with that project only, grouped by machine and project
 * (`side-bar on phone-he`): the titles in a group differ.
 */
const groups = new Map<string, RunnablePlan[]>();
for (const plan of runnablePlans()) {
  const group = `${plan.machine} on ${plan.project}`;
  groups.set(group, [...(groups.get(group) ?? []), plan]);
}

for (const [group, paths] of groups) {
  test.describe(group, () => {
    for (const path of paths) {
      const details = {
        tag: [`@${path.project}`],
        annotation: { type: STORED, description: JSON.stringify(path.start.stored) },
      };
      test(path.title, details, async ({ page }, testInfo) => {
        const project = projectById(testInfo.project.name);
        const plan = path.steps;
        const covered: PathCoverage = {
          machine: path.machine,
          path: path.id,
          project: project.id,
          steps: plan.length,
          passed: 0,
          states: [],
          transitions: [],
        };
        const attach = () =>
          testInfo.attach(COVERAGE_ATTACHMENT, {
            body: JSON.stringify(covered),
            contentType: 'application/json',
          });

        try {
          await test.step(plan[0]!.title, async () => {
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
            await test.step(step.title, async () => {
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
          }
          await attach();
        }
      });
    }
  });
}
