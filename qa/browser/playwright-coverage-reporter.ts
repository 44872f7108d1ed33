/**
 * Prints, after a browser run of the generated paths, the coverage table of what the passed steps
 * reached, and the paths that failed; writes the coverage document (qa/docs/coverage.schema.json)
 * as JSON (`outputFile`) beside Playwright's HTML report, where the dev inspector can load it. It
 * reads only the tests' attachments, so it works as well in `playwright merge-reports`, over the
 * blob reports of every shard.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { coverageTable } from '../paths/criteria';
import {
  COVERAGE_ATTACHMENT,
  RUN_COVERAGE_HEADING,
  runCoverageDocument,
  type PathCoverage,
} from './run-coverage';
import { SHRUNK } from './shrink-in-browser';

export default class PathCoverageReporter implements Reporter {
  private readonly runs: PathCoverage[] = [];
  private readonly failed: string[] = [];
  /** The commands that replay each shrunk path (`run --shrink`). */
  private readonly shrunk: string[] = [];

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find(
      (candidate) => candidate.name === COVERAGE_ATTACHMENT,
    );
    if (attachment?.body)
      this.runs.push(JSON.parse(attachment.body.toString('utf8')) as PathCoverage);
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry === test.retries)
      this.failed.push(`${test.parent.project()?.name ?? '?'} › ${test.title}`);
    for (const annotation of result.annotations)
      if (annotation.type === SHRUNK && annotation.description)
        this.shrunk.push(annotation.description);
  }

  onEnd() {
    if (this.runs.length === 0) return;
    const document = runCoverageDocument(this.runs, this.failed);
    process.stdout.write(`\n${coverageTable(document, RUN_COVERAGE_HEADING)}\n`);
    if (this.shrunk.length > 0)
      process.stdout.write(
        `\nthe shortest failing paths, each replayed by:\n${this.shrunk.map((command) => `  ${command}`).join('\n')}\n`,
      );
    if (this.options.outputFile) {
      mkdirSync(dirname(this.options.outputFile), { recursive: true });
      writeFileSync(this.options.outputFile, `${JSON.stringify(document, null, 2)}\n`);
    }
  }
}
