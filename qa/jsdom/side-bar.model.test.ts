// @vitest-environment jsdom
import { sideBarPaths } from '../paths/specs/side-bar.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(sideBarPaths);
