// @vitest-environment jsdom
import { toastPaths } from '../paths/specs/toast.paths';
import { replayPaths } from './harness/run';

replayPaths(toastPaths);
