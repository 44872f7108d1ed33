import { setup } from 'xstate';
import { languageMachine, type LanguageInput } from './language.machine';
import { sideBarMachine } from './side-bar.machine';
import { SYSTEM_IDS } from './system';
import { toastMachine } from './toast.machine';
import { startLayout, viewModeMachine, type ViewModeInput } from './view-mode.machine';

/** The start-up facts of the whole app: what each long-lived machine is started with. */
export interface AppInput {
  language: LanguageInput;
  viewMode: ViewModeInput;
}

/**
 * The root of the app's one actor system. It only starts the long-lived machines, each under its
 * `systemId`; they talk to each other by `sendTo` a system actor (the view mode tells the side bar
 * a new layout and shows its confirmation toast; the toast's Undo goes back to the view mode).
 * None tells another anything as it starts (the side bar takes its first layout from its input),
 * so the order they start in does not matter. Browser effects are provided per child:
 * `appMachine.provide({ actors: { viewMode: … } })`.
 *
 * The view-mode switcher joins the system when its view is shown, from the view's own chunk
 * (src/state/useViewModeSwitcher.ts, decision 037), and passes a choice to the view mode the same
 * way.
 */
export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppInput,
    children: {} as {
      language: 'language';
      viewMode: 'viewMode';
      sideBar: 'sideBar';
      toast: 'toast';
    },
  },
  actors: {
    language: languageMachine,
    viewMode: viewModeMachine,
    sideBar: sideBarMachine,
    toast: toastMachine,
  },
}).createMachine({
  id: 'app',
  description:
    'Starts the language, view-mode, side-bar and toast machines in one actor system, each under its systemId. The view-mode switcher joins the system when its view is shown.',
  context: ({ input }) => input,
  initial: 'running',
  states: {
    running: {
      description:
        'The four machines run for the life of the page. The view mode tells the side bar a new layout and the toast its confirmation; the toast’s Undo goes back to the view mode.',
      invoke: [
        {
          src: 'language',
          id: 'language',
          systemId: SYSTEM_IDS.language,
          input: ({ context }) => context.language,
        },
        {
          src: 'viewMode',
          id: 'viewMode',
          systemId: SYSTEM_IDS.viewMode,
          input: ({ context }) => context.viewMode,
        },
        {
          src: 'sideBar',
          id: 'sideBar',
          systemId: SYSTEM_IDS.sideBar,
          input: ({ context }) => ({ layout: startLayout(context.viewMode) }),
        },
        { src: 'toast', id: 'toast', systemId: SYSTEM_IDS.toast },
      ],
    },
  },
});
