// @vitest-environment jsdom
import { toastPaths } from '../../qa/paths/specs/toast.paths';
import { replayPaths } from './harness/run';

replayPaths(toastPaths);
