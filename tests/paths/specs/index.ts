/** Every machine's path spec: the one list the jsdom layer, the browser layer and `npm run paths` read. */
import type { AnyPathSpec } from '../model';
import { languagePaths } from './language.paths';
import { viewModePaths } from './view-mode.paths';

export const PATH_SPECS: readonly AnyPathSpec[] = [languagePaths, viewModePaths];
