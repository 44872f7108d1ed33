/**
 * Prints, after a browser run of the generated paths, the coverage table (`coverage.ts`) of what
 * the passed steps reached, and the paths that failed; writes the same as JSON (`outputFile`)
 * beside Playwright's HTML report. It reads only the tests' attachments, so it works as well in
 * `playwright merge-reports`, over the blob reports of every shard.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { COVERAGE_ATTACHMENT, coverageOf, coverageTable, type PathCoverage } from './coverage';
import { PROJECTS } from '../../tests/paths/devices';

export default class PathCoverageReporter implements Reporter {
  private readonly runs: PathCoverage[] = [];
  private projects: string[] = [];
  private readonly failed: string[] = [];

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onBegin(_config: FullConfig, suite: Suite) {
    // The device projects only: the run's setup and `coverage` projects cover no machine.
    const ran = new Set(suite.suites.map((project) => project.title));
    this.projects = PROJECTS.map((project) => project.id).filter((id) => ran.has(id));
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find(
      (candidate) => candidate.name === COVERAGE_ATTACHMENT,
    );
    if (attachment?.body)
      this.runs.push(JSON.parse(attachment.body.toString('utf8')) as PathCoverage);
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry === test.retries)
      this.failed.push(`${test.parent.project()?.name ?? '?'} › ${test.title}`);
  }

  onEnd() {
    const report = coverageOf(this.runs, this.projects);
    if (report.length === 0) return;
    const lines = ['', coverageTable(report)];
    if (this.failed.length > 0)
      lines.push('', 'failed paths:', ...this.failed.map((name) => `  ${name}`));
    process.stdout.write(`${lines.join('\n')}\n`);

    if (this.options.outputFile) {
      mkdirSync(dirname(this.options.outputFile), { recursive: true });
      writeFileSync(
        this.options.outputFile,
        `${JSON.stringify({ machines: report, failed: this.failed }, null, 2)}\n`,
      );
    }
  }
}
