/** Every machine's path spec: the one list the jsdom layer, the browser layer and `npm run paths` read. */
import type { AnyStateMachine } from 'xstate';
import type { AnyPathSpec } from '../model';
import { contactFormPaths } from './contact-form.paths';
import { demoPlayerPaths } from './demo-player.paths';
import { languagePaths } from './language.paths';
import { navigationPaths } from './navigation.paths';
import { sideBarPaths } from './side-bar.paths';
import { startUpPaths } from './start-up.paths';
import { toastPaths } from './toast.paths';
import { viewModeSwitcherPaths } from './view-mode-switcher.paths';
import { viewModePaths } from './view-mode.paths';

export const PATH_SPECS: readonly AnyPathSpec[] = [
  languagePaths,
  viewModePaths,
  viewModeSwitcherPaths,
  sideBarPaths,
  toastPaths,
  demoPlayerPaths,
  contactFormPaths,
  startUpPaths,
  navigationPaths,
];

/** The spec of a machine named by the spec's name (`side-bar`) or the machine's id (`sideBar`). */
export const specOf = (machine: string): AnyPathSpec | undefined =>
  PATH_SPECS.find(
    (candidate) =>
      candidate.name === machine || (candidate.machine as AnyStateMachine).id === machine,
  );

/** What to say of a machine no spec names: which ones there are. */
export const noSpecFor = (machine: string) =>
  `No path spec for the machine ${machine}; the specs are ${PATH_SPECS.map((s) => s.name).join(', ')}`;
