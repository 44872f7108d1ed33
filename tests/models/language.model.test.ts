// @vitest-environment jsdom
import { languagePaths } from '../paths/specs/language.paths';
import { replayPaths } from './harness/run';

replayPaths(languagePaths);
