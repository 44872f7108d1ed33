// @vitest-environment jsdom
import { languagePaths } from '../../qa/paths/specs/language.paths';
import { replayPaths } from './harness/run';

replayPaths(languagePaths);
