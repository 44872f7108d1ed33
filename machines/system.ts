import type { ActorSystem, AnyActorRef } from 'xstate';

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

/**
 * The actor registered under `systemId`, if there is one: a machine started alone, as in its own
 * tests, has no side bar or toast beside it, and then it tells nobody.
 */
export const actorInSystem = (system: AppSystem, systemId: SystemId): AnyActorRef | undefined =>
  system.get(systemId);
