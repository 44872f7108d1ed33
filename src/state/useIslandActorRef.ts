import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyStateMachine } from 'xstate';
import { useAppActors } from './AppActorsProvider';

const NO_SUBSCRIPTION = () => () => {};

/**
 * `useActorRef`, for an actor an island's component makes (the demo player, the contact form),
 * which the inspector can show as it was (issue #45), with the app's system, so that a tab
 * travels back as a whole.
 */
function useTravellingActorRef<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine>,
): Actor<TMachine> {
  const live = useActorRef(machine, options);
  const { travel } = useAppActors();
  const shown = useMemo(
    () =>
      travel?.(live, (snapshot) =>
        // A copy is a picture of the past: it reports to no inspector.
        createActor(machine, { ...options, inspect: undefined, snapshot }),
      ),
    // The options are the first render's, as `useActorRef` takes them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [travel, live, machine],
  );
  // Before `useActorRef` starts the actor (an effect): its first snapshot carries its system too.
  useLayoutEffect(() => shown?.connect(), [shown]);
  const current = () => shown?.current() ?? live;
  return useSyncExternalStore(shown?.subscribe ?? NO_SUBSCRIPTION, current, () => live);
}

/**
 * The actor an island's component makes: `useActorRef`, and in development one that time travel
 * can restore. Production builds keep `useActorRef` alone.
 */
export const useIslandActorRef = import.meta.env.DEV
  ? useTravellingActorRef
  : (useActorRef as typeof useTravellingActorRef);
