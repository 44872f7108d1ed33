import { createActor, type ActorRefFrom } from 'xstate';
import { TOAST } from '../../machines/constants';
import { startUpMachine, type StartUpInput } from '../../machines/start-up.machine';
import { takeEarlyInput } from '../platform/early-input';
import type { HydratedIslands } from '../islands/hydrate';
import type { AppActors } from '../state/actors';
import { SIDE_BAR_ID } from '../config/element-ids';

export type StartUp = ActorRefFrom<typeof startUpMachine>;

interface StartUpOptions {
  actors: AppActors;
  /** Hydrates the islands inside the adopted content (src/islands/hydrate.tsx). */
  hydrateIslands: (content: Element) => HydratedIslands;
}

/** Replays a press or the notifications hotkey the boot script recorded before start-up. */
function replay(input: ReturnType<typeof takeEarlyInput>[number]) {
  if (input.kind === 'press') {
    document.getElementById(input.id)?.click();
    return;
  }
  document.dispatchEvent(
    new KeyboardEvent('keydown', { code: TOAST.hotkey[0], key: TOAST.hotkey[0], bubbles: true }),
  );
}

/**
 * The start-up actor, with the browser's actions: it writes the phase and the navigation on
 * `<html>`, hydrates and disposes the islands, and, once live, replays what the visitor did
 * before (src/platform/early-input.ts) and expands a side bar the pointer already rests on. An actor,
 * not a reducer React applies: React may apply an update more than once (StrictMode, or a
 * transition rebased on an urgent update), and an action like hydrating the islands must run once.
 */
export function createStartUp(
  input: StartUpInput,
  { actors, hydrateIslands }: StartUpOptions,
): StartUp {
  let islands: HydratedIslands | undefined;
  const root = document.documentElement;
  const machine = startUpMachine.provide({
    actions: {
      showPhase: (_, { phase }) => void (root.dataset.app = phase),
      showNavigation: (_, { navigation }) => void (root.dataset.navigation = navigation),
      markHydrated: () => void (root.dataset.hydrated = ''),
      hydrateIslands: ({ self }, { content }) => {
        islands = hydrateIslands(content);
        void islands.ready.then(() => self.send({ type: 'islands.ready' }));
      },
      disposeIslands: () => {
        islands?.dispose();
        islands = undefined;
      },
      replayEarlyInput: () => {
        takeEarlyInput().forEach(replay);
        // The pointer came to rest on the bar before its listeners were there.
        if (document.getElementById(SIDE_BAR_ID)?.matches(':hover')) {
          actors.sideBar.send({ type: 'sideBar.pointerEntered' });
        }
      },
    },
  });
  return createActor(machine, { input, inspect: actors.inspect }).start();
}
