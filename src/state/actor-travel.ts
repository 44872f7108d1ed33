import type { AnyActorRef, Snapshot } from 'xstate';

/**
 * An actor its views may see another in place of for a while: in development, the copy the
 * inspector's time travel shows of an island's actor (src/dev/restorers.ts).
 */
export interface ShownActor<TActor> {
  /** The actor the views read and send to now. */
  current: () => TActor;
  subscribe: (listener: () => void) => () => void;
  /** Lets the inspector restore it while the island is on the page; returns how to stop. */
  connect: () => () => void;
}

/** Development only: makes the `ShownActor` of an island's live actor, given how to copy it. */
export type ActorTravel = <TActor extends AnyActorRef>(
  live: TActor,
  copyOf: (snapshot: Snapshot<unknown>) => TActor,
) => ShownActor<TActor>;
