// @vitest-environment jsdom
import { viewModeSwitcherPaths } from '../paths/specs/view-mode-switcher.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(viewModeSwitcherPaths);
