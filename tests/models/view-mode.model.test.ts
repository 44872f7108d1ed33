// @vitest-environment jsdom
import { viewModePaths } from '../../qa/paths/specs/view-mode.paths';
import { replayPaths } from './harness/run';

replayPaths(viewModePaths);
