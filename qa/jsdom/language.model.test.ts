// @vitest-environment jsdom
import { languagePaths } from '../paths/specs/language.paths';
import { replayPaths } from './harness/replay-paths';

replayPaths(languagePaths);
