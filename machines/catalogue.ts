import type { AnyStateMachine } from 'xstate';
import { demoPlayerMachine } from './demo-player.machine';
import { languageMachine } from './language.machine';
import { sideBarMachine } from './side-bar.machine';
import { toastMachine } from './toast.machine';
import { viewModeMachine } from './view-mode.machine';

/**
 * Every machine of the app, in the order the docs and the dev inspector show them. Adding a
 * machine is one entry here: `docs/machines/<file>.md` and its chart in the inspector
 * (`/__machines` in `npm run dev`) follow from it. A test fails when a machine exported from
 * `machines/index.ts` is missing.
 *
 * Development tooling only: the app never imports this module, so it stays out of production.
 */
export const MACHINE_CATALOGUE: readonly MachineEntry[] = [
  { machine: languageMachine, title: 'Language', file: 'language' },
  { machine: viewModeMachine, title: 'View mode', file: 'view-mode' },
  { machine: sideBarMachine, title: 'Side bar', file: 'side-bar' },
  { machine: toastMachine, title: 'Toast', file: 'toast' },
  { machine: demoPlayerMachine, title: 'Demo player', file: 'demo-player' },
];

export interface MachineEntry {
  machine: AnyStateMachine;
  /** Heading of the machine's page and chart. */
  title: string;
  /** Kebab-case name: the source is `machines/<file>.machine.ts`, the doc `docs/machines/<file>.md`. */
  file: string;
}
