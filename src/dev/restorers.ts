/**
 * How time travel shows a tab's systems as they were (src/dev/bridge.ts), by who owns them: the
 * app's system, which the app renders from whichever root is current, is replaced; an island's
 * actor, which its component made, is shown as a copy while the live one runs on.
 */
import type { AnyActorRef, Snapshot } from 'xstate';
import type { ActorTravel } from '../state/actor-travel';
import type { Bridge, Restorer } from './bridge';
import { machineIdOf } from './inspection-events';

/**
 * Travel stops the live root and has `start` start one from the snapshot, keeping the live
 * snapshot at the first travel; resume starts one from that. Limits: timers (`after`) that were
 * pending are not restored, as XState keeps them outside the snapshot, and the listeners a
 * restored state invokes start again.
 */
export function restartingRestorer(
  root: () => AnyActorRef,
  start: (snapshot: Snapshot<unknown>) => void,
): Restorer {
  let live: Snapshot<unknown> | undefined;
  const restart = (snapshot: Snapshot<unknown>) => {
    root().stop();
    start(snapshot);
  };
  return {
    travel(persisted) {
      live ??= root().getPersistedSnapshot();
      restart(persisted);
    },
    resume() {
      if (live === undefined) return;
      const kept = live;
      live = undefined;
      restart(kept);
    },
  };
}

/**
 * The islands' actors (src/state/useIslandActorRef.ts), restorable while their island is on the
 * page: travel shows the island a copy started from the snapshot, still where it was (its pending
 * timers are not restored, so a playing demo holds its step); resume shows the live actor again,
 * as it is now: it ran on meanwhile, unseen. What the visitor does to a copy is not logged.
 */
export const islandTravel =
  (bridge: Pick<Bridge, 'restorable'>): ActorTravel =>
  <TActor extends AnyActorRef>(live: TActor, copyOf: (snapshot: Snapshot<unknown>) => TActor) => {
    let copy: TActor | undefined;
    const listeners = new Set<() => void>();
    const show = (next: TActor | undefined) => {
      copy?.stop();
      next?.start();
      copy = next;
      listeners.forEach((listener) => listener());
    };
    return {
      current: () => copy ?? live,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      connect() {
        const machineId = machineIdOf(live);
        if (machineId === undefined) return () => {};
        const forget = bridge.restorable(machineId, {
          travel: (persisted) => show(copyOf(persisted)),
          resume: () => show(undefined),
        });
        return () => {
          forget();
          if (copy) show(undefined);
        };
      },
    };
  };
