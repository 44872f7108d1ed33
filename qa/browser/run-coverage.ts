/**
 * What a browser path run covered, as attached to its test, and the coverage document of many
 * (`qa/paths/criteria.ts`, qa/docs/coverage.schema.json): the reporter prints it and writes
 * it as JSON, the `coverage` test attaches it to the HTML report, and the WebKit runner
 * (`webkit/webkit-runner.ts`) writes its own or adds its rows to the Playwright run's.
 */
import { join } from 'node:path';
import {
  coverageDocument,
  generationName,
  type CoverageDocument,
  type RunCoverage,
} from '../paths/criteria';
import { PROJECTS } from '../paths/devices';
import {
  notRunnableOn,
  parseEngines,
  PATH_ENGINES,
  PLAYWRIGHT_ENGINES,
  type PathEngine,
} from '../paths/engines';
import { runGeneration, runnablePlans } from '../paths/runnable';

export const COVERAGE_ATTACHMENT = 'machine-coverage';
/** The annotation of a path an engine cannot run (the test is skipped), with the reason. */
export const NOT_RUNNABLE = 'not runnable';
/** The annotation of how an engine's run of a path differs from Chromium's (no touch…). */
export const ENGINE_NOTE = 'engine';

/** The engines of this run (`PATHS_ENGINES`, comma-separated; Chromium by default). */
export const RUN_ENGINES: readonly PathEngine[] = parseEngines(process.env.PATHS_ENGINES);
/** Those Playwright drives: the paths' projects are these engines' (Chromium's at least). */
export const PLAYWRIGHT_RUN_ENGINES: readonly PathEngine[] = RUN_ENGINES.filter((engine) =>
  PLAYWRIGHT_ENGINES.includes(engine),
);

/** What one path covered in the browser: its passed steps' states, transitions and pairs. */
export type PathCoverage = Required<RunCoverage>;

/** Where each path test leaves what it covered, for the `coverage` test of the same run. */
export const coverageRecords = (outputDir: string) => join(outputDir, 'coverage');

/**
 * The document of the paths that ran on `engines` (by default this run's Playwright engines and
 * any the runs name: merged shards' may have run on others), on the device projects where each
 * ran any, with the paths of the run that those engines cannot run.
 */
export function runCoverageDocument(
  runs: readonly PathCoverage[],
  failed: string[] = [],
  engines: readonly PathEngine[] = PATH_ENGINES.filter(
    (engine) =>
      PLAYWRIGHT_RUN_ENGINES.includes(engine) || runs.some((run) => run.engine === engine),
  ),
): CoverageDocument {
  const cells = engines.flatMap((engine) =>
    PROJECTS.map(({ id }) => id)
      .filter((id) => runs.some((run) => run.project === id && run.engine === engine))
      .map((project) => ({ project, engine })),
  );
  return coverageDocument({
    runs,
    projects: [],
    cells,
    engines,
    notRunnable: notRunnableOn(runnablePlans(), engines),
    criterion: generationName(runGeneration()),
    failed,
  });
}

export const RUN_COVERAGE_HEADING =
  'Machine coverage in the browser: what the passed steps reached, per project and engine as a share of what can happen there';
