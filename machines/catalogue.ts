import type { AnyStateMachine } from 'xstate';
import * as machines from './index';

/**
 * Every machine of the app, in the order the docs and the dev inspector show them. Adding a
 * machine (exported from `machines/index.ts`, like every machine file) is one line here:
 * `docs/machines/<file>.md` (after `npm run machines`), its chart in the inspector (`/__machines`
 * in `npm run dev`) and its events in the inspector's send form follow. A test fails when a
 * machine exported from `machines/index.ts` is missing here.
 *
 * Development tooling only: the app never imports this module, so it stays out of production.
 */
export const MACHINE_CATALOGUE: readonly MachineEntry[] = [
  { machine: machines.startUpMachine, title: 'Start-up', file: 'start-up' },
  { machine: machines.navigationMachine, title: 'Navigation', file: 'navigation' },
  { machine: machines.islandMachine, title: 'Island', file: 'island' },
  { machine: machines.chunkLoaderMachine, title: 'Chunk loader', file: 'chunk-loader' },
  { machine: machines.appMachine, title: 'App', file: 'app' },
  { machine: machines.languageMachine, title: 'Language', file: 'language' },
  { machine: machines.viewModeMachine, title: 'View mode', file: 'view-mode' },
  {
    machine: machines.viewModeSwitcherMachine,
    title: 'View-mode switcher',
    file: 'view-mode-switcher',
  },
  { machine: machines.sideBarMachine, title: 'Side bar', file: 'side-bar' },
  { machine: machines.toastMachine, title: 'Toast', file: 'toast' },
  { machine: machines.demoPlayerMachine, title: 'Demo player', file: 'demo-player' },
  { machine: machines.contactFormMachine, title: 'Contact form', file: 'contact-form' },
];

export interface MachineEntry {
  machine: AnyStateMachine;
  /** Heading of the machine's page and chart. */
  title: string;
  /** Kebab-case name: the source is `machines/<file>.machine.ts`, the doc `docs/machines/<file>.md`. */
  file: string;
}
