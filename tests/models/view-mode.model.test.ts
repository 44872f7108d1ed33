// @vitest-environment jsdom
import { viewModePaths } from '../paths/specs/view-mode.paths';
import { replayPaths } from './harness/run';

replayPaths(viewModePaths);
