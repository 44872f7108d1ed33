import { useEffect } from 'react';
import { createActor, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import {
  viewModeSwitcherMachine,
  type ViewModeSwitcherEvent,
} from '../../machines/view-mode-switcher.machine';
import { SWITCHER_BUTTON_ID, VIEW_MODE_SWITCHER_ID } from '../config/element-ids';
import { framePainted, switcherDismissal } from '../platform/switcher-effects';
import { useAppActors } from './AppActorsProvider';
import { useActorSelector } from './useActorSelector';

const focusCheckedChoice = () =>
  document
    .querySelector<HTMLElement>(
      `#${VIEW_MODE_SWITCHER_ID} [role="menuitemradio"][aria-checked="true"]`,
    )
    ?.focus();

/** Only when focus was in the switcher: a press elsewhere keeps the focus it gives. */
const focusSwitcherButton = () => {
  if (document.getElementById(VIEW_MODE_SWITCHER_ID)?.contains(document.activeElement))
    document.getElementById(SWITCHER_BUTTON_ID)?.focus();
};

/** The switcher's machine with the browser's effects (ARCHITECTURE E2). */
const switcherMachine = viewModeSwitcherMachine.provide({
  actions: {
    // The choices are rendered in the commit that opens the switcher: focus after paint.
    focusCheckedChoice: () => requestAnimationFrame(focusCheckedChoice),
    focusSwitcherButton,
  },
  actors: { switcherDismissal, framePainted },
});

const selectOpen = (snapshot: SnapshotFrom<typeof switcherMachine>) => snapshot.matches('open');

type SwitcherActor = ActorRefFrom<typeof switcherMachine>;

/** The switcher of each actor system, by its root (in development, time travel starts new ones). */
const switchers = new WeakMap<AnyActorRef, SwitcherActor>();

/**
 * The switcher's actor in the app's actor system: made and started the first time its view
 * shows, with the root as its parent, so that it passes a choice to the view mode through the
 * system as the long-lived machines talk to each other, on the app's clock and under its
 * inspector. From then on it lives as long as the system, as they do.
 */
function switcherOf(root: AnyActorRef): SwitcherActor {
  let switcher = switchers.get(root);
  if (!switcher) {
    switcher = createActor(switcherMachine, { parent: root });
    switchers.set(root, switcher);
    switcher.start();
  }
  return switcher;
}

/**
 * The view-mode switcher's actor, for its view: this module, the machine and its browser effects
 * load in the switcher's chunk, not with the first page (decision 037). A switcher that leaves
 * the page (SPEC §2 hides it) closes, so it comes back closed.
 */
export function useViewModeSwitcher(): {
  open: boolean;
  send: (event: ViewModeSwitcherEvent) => void;
} {
  const switcher = switcherOf(useAppActors().root);
  useEffect(() => () => switcher.send({ type: 'switcher.close' }), [switcher]);
  // The actor's `send`, the same function on every render (XState binds it to its actor).
  return { open: useActorSelector(switcher, selectOpen), send: switcher.send };
}
