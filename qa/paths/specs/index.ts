/** Every machine's path spec: the one list the jsdom layer, the browser layer and `npm run paths` read. */
import type { AnyPathSpec } from '../model';
import { contactFormPaths } from './contact-form.paths';
import { demoPlayerPaths } from './demo-player.paths';
import { languagePaths } from './language.paths';
import { sideBarPaths } from './side-bar.paths';
import { startUpPaths } from './start-up.paths';
import { toastPaths } from './toast.paths';
import { viewModePaths } from './view-mode.paths';

export const PATH_SPECS: readonly AnyPathSpec[] = [
  languagePaths,
  viewModePaths,
  sideBarPaths,
  toastPaths,
  demoPlayerPaths,
  contactFormPaths,
  startUpPaths,
];
