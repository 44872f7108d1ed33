/**
 * What XState's public inspection events say about an actor and its step, as the bridge
 * (src/dev/bridge.ts) reports it: whether the actor runs a state machine, and what each step did
 * (the transitions its microsteps took, the actions that ran and the effects among them).
 */
import type { AnyActorRef, AnyTransitionDefinition, InspectionEvent, Snapshot } from 'xstate';
import { effectOf } from './effects';
import { toPlain, type Plain, type StepDetails, type TakenTransition } from './protocol';
import { transitionOf } from './statechart';

export type MachineSnapshot = Snapshot<unknown> & { value: unknown; context: unknown };

/** The machine id of an actor whose logic is a state machine; undefined for other actors. */
export function machineIdOf(ref: AnyActorRef): string | undefined {
  const logic = (ref as { logic?: unknown }).logic;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) {
    return undefined;
  }
  return typeof logic.id === 'string' ? logic.id : undefined;
}

export const isMachineSnapshot = (snapshot: Snapshot<unknown>): snapshot is MachineSnapshot =>
  'value' in snapshot && 'context' in snapshot;

/** A transition a microstep took, with the names `src/dev/statechart.ts` gives its parts. */
function taken(transition: AnyTransitionDefinition): TakenTransition {
  const { source, targets, guard } = transitionOf(transition);
  return { source, targets, trigger: String(transition.eventType), guard };
}

/**
 * An action's name as the chart writes it: built-in ones without XState's prefix (`sendTo`), and
 * none for the raise and cancel behind `after`, which are XState's bookkeeping.
 */
function actionName(type: string): string | undefined {
  if (type === 'xstate.raise' || type === 'xstate.cancel') return undefined;
  return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
}

/** What an action started or did, by its name in the machine's `setup()`: an invoke's source. */
function implementationOf(type: string, params: unknown): string {
  if (type !== 'xstate.spawnChild' || typeof params !== 'object' || params === null) return type;
  const { src } = params as { src?: unknown };
  return typeof src === 'string' ? src : type;
}

type Step = Omit<StepDetails, 'before'>;

/** Collects what each machine actor's step did from its inspection events, until its snapshot. */
export function createStepRecorder() {
  const steps = new Map<AnyActorRef, Step>();
  /** Each actor's value at its last snapshot: where its next step starts. */
  const values = new Map<AnyActorRef, Plain>();

  const stepOf = (ref: AnyActorRef): Step => {
    let step = steps.get(ref);
    if (!step) {
      step = { microsteps: [], actions: [], effects: [] };
      steps.set(ref, step);
    }
    return step;
  };

  /** Notes a microstep or an action of `ref`, an actor of the machine `machineId`. */
  const record = (event: InspectionEvent, ref: AnyActorRef, machineId: string) => {
    if (event.type === '@xstate.microstep') {
      stepOf(ref).microsteps.push({
        event: event.event.type,
        transitions: event._transitions.map(taken),
      });
    } else if (event.type === '@xstate.action') {
      const { type, params } = event.action;
      const name = actionName(type);
      if (name === undefined) return;
      const step = stepOf(ref);
      step.actions.push({ type: name, params: toPlain(params) });
      const implementation = implementationOf(type, params);
      const effect = effectOf(machineId, implementation);
      if (effect) step.effects.push({ action: implementation, effect });
    }
  };

  /** The step that ended in `snapshot`; the actor's next one starts from there, empty. */
  const finish = (ref: AnyActorRef, snapshot: MachineSnapshot): StepDetails => {
    const { microsteps, actions, effects } = stepOf(ref);
    steps.delete(ref);
    const before = values.get(ref) ?? null;
    values.set(ref, toPlain(snapshot.value));
    return { before, microsteps, actions, effects };
  };

  /** Forgets a stopped actor. */
  const forget = (ref: AnyActorRef) => {
    steps.delete(ref);
    values.delete(ref);
  };

  return { record, finish, forget };
}
