import type { ActorSystem, AnyActorRef, AnyEventObject } from 'xstate';

/**
 * The names the app's long-lived actors are registered under in their one actor system
 * (`appMachine` invokes each with its `systemId`). A machine that talks to another sends to the
 * actor registered under its name, so the wiring is in the statecharts, not in the code that
 * starts them.
 */
export const SYSTEM_IDS = {
  language: 'language',
  viewMode: 'viewMode',
  sideBar: 'sideBar',
  toast: 'toast',
} as const;

export type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];

/** What a machine asks of its actor system: who is registered under a name. */
type AppSystem = Pick<ActorSystem<{ actors: Record<SystemId, AnyActorRef> }>, 'get'>;

/** What an `enqueueActions` action is handed that `tell` needs: its queue and its system. */
interface Teller {
  enqueue: { sendTo: (actor: AnyActorRef, event: AnyEventObject) => void };
  system: AppSystem;
}

/**
 * Inside `enqueueActions`: send `event` to the actor registered under `systemId`, if there is one.
 * A machine started alone, as in its own tests, has no side bar or toast beside it, and then it
 * tells nobody: `enqueueActions(({ context, ...args }) => tell(args, SYSTEM_IDS.sideBar, …))`.
 */
export function tell({ enqueue, system }: Teller, systemId: SystemId, event: AnyEventObject) {
  const recipient = system.get(systemId);
  if (recipient) enqueue.sendTo(recipient, event);
}
