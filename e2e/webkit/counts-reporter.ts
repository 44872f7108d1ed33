/**
 * A Vitest reporter that writes the WebKit journeys' counts (scripts/lib/engine-counts.ts). A
 * skipped journey says why in its name, after "WebKit cannot:"; one that passed on its retry is
 * flaky.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { writeEngineCounts, type EngineCounts } from '../../scripts/lib/engine-counts';

export default class WebKitCountsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts: EngineCounts = {
      suite: 'journeys',
      engine: 'webkit',
      ran: 0,
      passed: 0,
      flaky: 0,
      failed: 0,
      skipped: [],
    };
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'skipped') {
          const reason = /WebKit cannot: (.*)$/.exec(test.name)?.[1] ?? 'no reason given';
          counts.skipped.push({ title: test.fullName, reason: `WebKit cannot: ${reason}` });
        } else if (state === 'passed' || state === 'failed') {
          counts.ran += 1;
          if (state === 'passed') counts.passed += 1;
          else counts.failed += 1;
          if (state === 'passed' && test.diagnostic()?.flaky) counts.flaky += 1;
        }
      }
    writeEngineCounts(counts);
  }
}
