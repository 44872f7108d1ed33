/**
 * The generated paths in WebKit (issue #43, item 4): `npm run paths -- run --engine webkit`
 * starts this with the same environment as the Playwright run (`PATHS_BASE_URL`,
 * `PATHS_MACHINE`, `PATHS_PROJECTS`, `PATHS_GENERATION` or `PATHS_FILE`, `PATHS_WORKERS`,
 * `PATHS_SCREENSHOTS`, and `PATHS_GREP` for `--path` and `--grep`).
 *
 * It says which of the chosen paths WebKit can run (qa/paths/engines.ts) and lists the others
 * with the reason, then runs each runnable one in WebKitGTK's MiniBrowser over classic WebDriver
 * (qa/launch/webkit-session.ts), one session per worker (default 2), each path in the device's
 * viewport with storage cleared and the path's values written. It prints each path as it passes or fails,
 * a failure with its step and the check that broke (and a screenshot of the page then, in
 * `paths-report/webkit/`), then the coverage table of the passed steps; it writes the coverage
 * document to `paths-report/coverage.json`, or adds its rows to the one the Playwright run of the
 * same command wrote (`PATHS_COVERAGE_MERGE`). Exits with 1 when a path failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startWebKit, type WebKitSession } from '../../launch/webkit-session';
import { coverageTable, mergeCoverageDocuments, type CoverageDocument } from '../../paths/criteria';
import { projectById } from '../../paths/devices';
import { engineProject, notRunnableGroups, notRunnableOn, verdictOn } from '../../paths/engines';
import { runnablePlans, type RunnablePlan } from '../../paths/runnable';
import { RUN_COVERAGE_HEADING, runCoverageDocument, type PathCoverage } from '../run-coverage';
import { runPlanWebKit } from './webkit-run-plan';

const root = resolve(import.meta.dirname, '../../..');
const baseUrl = process.env.PATHS_BASE_URL;
if (!baseUrl)
  throw new Error(
    'PATHS_BASE_URL is not set: run the paths with `npm run paths -- run --engine webkit`',
  );
const report = resolve(root, process.env.PATHS_REPORT_DIR ?? 'paths-report');
const screenshots = process.env.PATHS_SCREENSHOTS ?? 'failed';
const workers = Math.max(1, Number(process.env.PATHS_WORKERS ?? 2) || 1);
const grep = process.env.PATHS_GREP ? new RegExp(process.env.PATHS_GREP) : null;
const shots = join(report, 'webkit');
// The last run's screenshots are not this one's.
rmSync(shots, { recursive: true, force: true });

/** A path's name in the run's lines, as the Playwright runs name theirs: `project › title`. */
const nameOf = (plan: RunnablePlan) => `${engineProject(plan.project, 'webkit')} › ${plan.title}`;

const chosen = runnablePlans().filter(
  (plan) => !grep || grep.test(`${plan.title} @${engineProject(plan.project, 'webkit')}`),
);
const runnable = chosen.filter((plan) => verdictOn(plan, 'webkit').runs);
const notRunnable = notRunnableOn(chosen, ['webkit']);

console.log(
  `webkit: ${runnable.length} of the ${chosen.length} chosen paths are runnable in WebKit; ${notRunnable.length} are not:`,
);
for (const group of notRunnableGroups(notRunnable))
  console.log(`  ${group.paths.length} ${group.reason}:\n    ${group.paths.join(', ')}`);

/** A file name for a path's screenshot. */
const shotFile = (plan: RunnablePlan, step: string) =>
  join(shots, `${plan.project} ${plan.id} ${step}`.replace(/[^\w.-]+/g, '-') + '.png');

interface Outcome {
  coverage: PathCoverage;
  failure: string | null;
}

async function runOne(session: WebKitSession, plan: RunnablePlan): Promise<Outcome> {
  const coverage: PathCoverage = {
    machine: plan.machine,
    path: plan.id,
    project: plan.project,
    engine: 'webkit',
    steps: plan.steps.length,
    passed: 0,
    states: [],
    transitions: [],
    pairs: [],
  };
  const started = Date.now();
  let failure: string | null = null;
  try {
    await runPlanWebKit(session.browser, baseUrl!, plan, {
      step: async (title, body) => {
        try {
          await body();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (screenshots !== 'off') {
            mkdirSync(shots, { recursive: true });
            await session.browser.saveScreenshot(shotFile(plan, title)).catch(() => undefined);
          }
          throw new Error(`failed at "${title}": ${message}`, { cause: error });
        }
        if (screenshots === 'all') {
          mkdirSync(shots, { recursive: true });
          await session.browser.saveScreenshot(shotFile(plan, title));
        }
      },
      passed: () => (coverage.passed += 1),
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  for (const step of plan.steps.slice(0, coverage.passed)) {
    coverage.states.push(...step.covers.states);
    coverage.transitions.push(...step.covers.transitions);
    coverage.pairs.push(...step.covers.pairs);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    failure
      ? `  ✘ ${nameOf(plan)} (${seconds}s)\n      ${failure.split('\n').join('\n      ')}`
      : `  ✓ ${nameOf(plan)} (${seconds}s)`,
  );
  return { coverage, failure };
}

/** One worker: a WebKit session that takes the next path until none is left. */
async function worker(queue: RunnablePlan[], outcomes: Outcome[]) {
  const first = queue[0];
  if (!first) return;
  const session = await startWebKit(projectById(first.project).device.viewport);
  try {
    for (let plan = queue.shift(); plan; plan = queue.shift())
      outcomes.push(await runOne(session, plan));
  } finally {
    await session.close();
  }
}

const started = Date.now();
const queue = [...runnable];
const outcomes: Outcome[] = [];
if (runnable.length > 0) {
  console.log(
    `\nRunning ${runnable.length} paths in WebKit using ${Math.min(workers, runnable.length)} workers\n`,
  );
  await Promise.all(
    Array.from({ length: Math.min(workers, runnable.length) }, () => worker(queue, outcomes)),
  );
}
const failed = outcomes.filter((outcome) => outcome.failure !== null);
const document = runCoverageDocument(
  outcomes.map((outcome) => outcome.coverage),
  failed.map(({ coverage }) => {
    const plan = runnable.find(
      (candidate) => candidate.id === coverage.path && candidate.project === coverage.project,
    )!;
    return `${engineProject(plan.project, 'webkit')} › ${plan.title}`;
  }),
  ['webkit'],
);
// Only the chosen paths' (a `--grep` leaves the rest out of the run, and out of the list).
document.notRunnable = notRunnable;
const file = join(report, 'coverage.json');
const merging = process.env.PATHS_COVERAGE_MERGE === '1' && existsSync(file);
const written: CoverageDocument = merging
  ? mergeCoverageDocuments(JSON.parse(readFileSync(file, 'utf8')) as CoverageDocument, document)
  : document;
if (outcomes.length > 0) console.log(`\n${coverageTable(document, RUN_COVERAGE_HEADING)}`);
mkdirSync(report, { recursive: true });
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nwebkit: ${outcomes.length - failed.length} passed, ${failed.length} failed of ${runnable.length} runnable paths (${notRunnable.length} not runnable) in ${seconds} s; coverage ${merging ? 'added to' : 'in'} ${file}`,
);
process.exit(failed.length > 0 ? 1 : 0);
