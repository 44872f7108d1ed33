import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that replay a machine's generated paths (`qa/jsdom/`) are four lines long and the
 * longest to run (view-mode's ≈30 s). With no timings cached, on a fresh clone, Vitest starts the
 * largest files first, so they started last and ran alone on one core at the end. They go first.
 */
export default class PathReplaysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const replaysPaths = (file: TestSpecification) => file.moduleId.includes('/qa/jsdom/');
    return [...sorted.filter(replaysPaths), ...sorted.filter((file) => !replaysPaths(file))];
  }
}
