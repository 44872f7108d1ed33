/**
 * The start-up machine's wiring (machines/start-up.machine.ts): its actor, with the browser's
 * actions, and the React provider that hands the views the snapshots to read.
 *
 * An actor, not a reducer React applies (decision 020): React may apply an update more than once
 * (StrictMode, or a transition rebased on an urgent update), and an action like replaying a tap
 * must run once. React keeps only what the views render from the actor's snapshot (the snapshot
 * source), renewed in a transition.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createActor, fromCallback, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { TOAST } from '../../machines/constants';
import {
  startUpMachine,
  type StartUpEvent,
  type StartUpInput,
} from '../../machines/start-up.machine';
import type { AppActors } from '../state/actors';
import { SnapshotSourceContext, type SnapshotSource } from '../state/AppActorsProvider';
import { SIDE_BAR_ID } from '../config/element-ids';
import { takeEarlyInput, type EarlyInput } from '../platform/early-input';
import type { NavigationActor } from './navigation';

export type StartUpActor = ActorRefFrom<typeof startUpMachine>;

interface StartUpOptions {
  actors: AppActors;
  /** The navigation actor (./navigation), which start-up listens to while it catches up. */
  navigation: NavigationActor;
}

/** Replays a press or the notifications hotkey the boot script recorded before start-up. */
function replay(input: EarlyInput) {
  if (input.kind === 'press') {
    document.getElementById(input.id)?.click();
    return;
  }
  document.dispatchEvent(
    new KeyboardEvent('keydown', { code: TOAST.hotkey[0], key: TOAST.hotkey[0], bubbles: true }),
  );
}

/** What start-up hears of the navigation chart's snapshot, if anything. */
function startUpEventOf(snapshot: SnapshotFrom<NavigationActor>): StartUpEvent | undefined {
  if (snapshot.matches({ route: 'leftPrerendered' })) return { type: 'prerenderedPage.left' };
  if (snapshot.matches({ route: { onLoadedPage: { withIslands: 'ready' } } }))
    return { type: 'islands.ready' };
  return undefined;
}

/**
 * The start-up actor, started, with the browser's actions: it writes the phase on `<html>`, and,
 * once live, replays what the visitor did before (src/platform/early-input.ts) and expands a side
 * bar the pointer already rests on. While it catches up, it follows the navigation actor.
 */
export function createStartUp(
  input: StartUpInput,
  { actors, navigation }: StartUpOptions,
): StartUpActor {
  const root = document.documentElement;
  const machine = startUpMachine.provide({
    actions: {
      showPhase: (_, { phase }) => void (root.dataset.app = phase),
      markHydrated: () => void (root.dataset.hydrated = ''),
      replayEarlyInput: () => {
        takeEarlyInput().forEach(replay);
        // The pointer came to rest on the bar before its listeners were there.
        if (document.getElementById(SIDE_BAR_ID)?.matches(':hover')) {
          actors.sideBar.send({ type: 'sideBar.pointerEntered' });
        }
      },
    },
    actors: {
      navigationListener: fromCallback<StartUpEvent>(({ sendBack }) => {
        const tell = (snapshot: SnapshotFrom<NavigationActor>) => {
          const event = startUpEventOf(snapshot);
          if (event) sendBack(event);
        };
        tell(navigation.getSnapshot());
        const subscription = navigation.subscribe(tell);
        return () => subscription.unsubscribe();
      }),
    },
  });
  return createActor(machine, { input, inspect: actors.inspect }).start();
}

type Snapshot = SnapshotFrom<typeof startUpMachine>;

const sourceOf = (snapshot: Snapshot): SnapshotSource =>
  snapshot.matches('adopting') ? 'prerendered' : 'live';

/**
 * Gives the app's selector hooks the snapshots to read (`SnapshotSourceContext`): the prerendered
 * ones while the app adopts the page, then the live actors. The change renders in a transition,
 * which React renders in slices (decision 015): catching up with the live actors is a render of
 * the whole chrome, too long for one task on a phone. Once the root has committed, this tells the
 * machine so: its effect runs after every other of the first commit.
 */
export function StartUpProvider({
  startUp,
  children,
}: {
  startUp: StartUpActor;
  children: ReactNode;
}) {
  // React's copy of the source, renewed in a transition whenever the machine's snapshot changes it.
  const [source, setSource] = useState(() => sourceOf(startUp.getSnapshot()));
  useEffect(() => {
    const follow = (snapshot: Snapshot) => {
      const next = sourceOf(snapshot);
      startTransition(() => setSource(next));
    };
    const subscription = startUp.subscribe(follow);
    startUp.send({ type: 'root.committed' });
    return () => subscription.unsubscribe();
  }, [startUp]);
  return <SnapshotSourceContext.Provider value={source}>{children}</SnapshotSourceContext.Provider>;
}
