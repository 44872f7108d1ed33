// @vitest-environment jsdom
import { toastPaths } from '../paths/specs/toast.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(toastPaths);
