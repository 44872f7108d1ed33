// @vitest-environment jsdom
import { sideBarPaths } from '../../qa/paths/specs/side-bar.paths';
import { replayPaths } from './harness/run';

replayPaths(sideBarPaths);
