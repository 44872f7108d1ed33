/**
 * A Playwright reporter that writes each project's counts (scripts/lib/engine-counts.ts): its
 * engine is the project's browser, its suite `e2e` or, for the generated paths, `paths`. A test
 * retried is counted once, by its last result, and one that passed only on its retry as flaky.
 */
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { writeEngineCounts, type EngineCounts } from '../../scripts/lib/engine-counts';

export default class EngineCountsReporter implements Reporter {
  private root: Suite | undefined;

  constructor(private readonly options: { suite?: string } = {}) {}

  onBegin(_config: unknown, suite: Suite) {
    this.root = suite;
  }

  onEnd(_result: FullResult) {
    const byEngine = new Map<string, EngineCounts>();
    for (const project of this.root?.suites ?? []) {
      const engine = project.project()?.use.browserName ?? project.title;
      const counts = byEngine.get(engine) ?? {
        suite: this.options.suite ?? 'e2e',
        engine,
        ran: 0,
        passed: 0,
        flaky: 0,
        failed: 0,
        skipped: [],
      };
      for (const test of project.allTests()) count(counts, test);
      byEngine.set(engine, counts);
    }
    for (const counts of byEngine.values())
      if (counts.ran + counts.skipped.length > 0) writeEngineCounts(counts);
  }

  printsToStdio() {
    return false;
  }
}

function count(counts: EngineCounts, test: TestCase) {
  const outcome = test.outcome();
  if (outcome === 'skipped') {
    const reason =
      test.annotations.find((annotation) => annotation.type === 'skip')?.description ??
      'no reason given';
    counts.skipped.push({ title: test.titlePath().slice(2).join(' › '), reason });
    return;
  }
  if (test.results.length === 0) return; // not run: the run was stopped before it
  counts.ran += 1;
  if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
  else counts.failed += 1;
  if (outcome === 'flaky') counts.flaky += 1;
}
