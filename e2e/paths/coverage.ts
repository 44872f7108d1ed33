/**
 * What a browser path run covered, as attached to its test, and the coverage document of many
 * (`qa/paths/criteria.ts`, docs/qa/coverage.schema.json): the reporter prints it and writes
 * it as JSON, the `coverage` test attaches it to the HTML report.
 */
import { join } from 'node:path';
import {
  coverageDocument,
  generationName,
  type CoverageDocument,
  type RunCoverage,
} from '../../qa/paths/criteria';
import { PROJECTS } from '../../qa/paths/devices';
import { runGeneration } from '../../qa/paths/runnable';

export const COVERAGE_ATTACHMENT = 'machine-coverage';

/** What one path covered in the browser: its passed steps' states, transitions and pairs. */
export type PathCoverage = Required<RunCoverage>;

/** Where each path test leaves what it covered, for the `coverage` test of the same run. */
export const coverageRecords = (outputDir: string) => join(outputDir, 'coverage');

/** The document of the paths that ran, on the device projects that ran any. */
export function runCoverageDocument(
  runs: readonly PathCoverage[],
  failed: string[] = [],
): CoverageDocument {
  const projects = PROJECTS.map(({ id }) => id).filter((id) =>
    runs.some((run) => run.project === id),
  );
  return coverageDocument({
    runs,
    projects,
    criterion: generationName(runGeneration()),
    failed,
  });
}

export const RUN_COVERAGE_HEADING =
  'Machine coverage in the browser: what the passed steps reached, per project as a share of what can happen there';
