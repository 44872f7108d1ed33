import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the model layer's coverage (set by each `*.model.test.ts` in `afterAll`, see
 * `replay-paths.ts`) once every test file has finished, after Vitest's own summary.
 */
export default class ModelCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines = testModules
      .map((testModule) => testModule.meta().modelCoverage)
      .filter((line): line is string => typeof line === 'string')
      .sort();
    if (lines.length === 0) return;
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
