// @vitest-environment jsdom
import { viewModePaths } from '../paths/specs/view-mode.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(viewModePaths);
