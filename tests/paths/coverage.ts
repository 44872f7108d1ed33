/**
 * What a machine is made of, and which parts a step of a path exercises, through XState's public
 * API only: `toDirectedGraph` for the states and event transitions, each state node's `always`
 * list for the eventless ones, and `getMicrosteps` / `getInitialMicrosteps` /
 * `getNextTransitions` / `getStateNodes` to tell which transitions a step takes.
 */
import {
  getInitialMicrosteps,
  getMicrosteps,
  getNextTransitions,
  getStateNodes,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

/** `viewMode.mode.auto` (the state node's id). */
export type StateKey = string;
/** `sideBar.desktop.expanded —sideBar.pointerLeft [focusStillInside]→ (stays)` */
export type TransitionKey = string;

export interface MachineDefinition {
  states: StateKey[];
  transitions: TransitionKey[];
}

const guardName = (transition: AnyTransitionDefinition): string => {
  const guard = transition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  const type = (guard as { type?: unknown }).type;
  return ` [${typeof type === 'string' ? type : 'guard'}]`;
};

/** `xstate.after.resizeDebounce.viewMode.viewport.resizing` → `after resizeDebounce`. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  return after ? `after ${after[1]}` : eventType;
}

/** One readable, unique name per transition definition. */
function transitionKey(transition: AnyTransitionDefinition): TransitionKey {
  const targets = (transition.target ?? []).map((target: AnyStateNode) => target.id).join(', ');
  return `${transition.source.id} —${eventLabel(String(transition.eventType))}${guardName(transition)}→ ${targets || '(stays)'}`;
}

const cache = new WeakMap<AnyStateMachine, MachineDefinition>();

/** Every state node and every transition definition of a machine. */
export function definitionOf(machine: AnyStateMachine): MachineDefinition {
  const known = cache.get(machine);
  if (known) return known;
  const states: StateKey[] = [];
  const transitions: TransitionKey[] = [];
  const visit = (node: DirectedGraphNode) => {
    states.push(node.id);
    for (const edge of node.edges) transitions.push(transitionKey(edge.transition));
    for (const transition of node.stateNode.always ?? [])
      transitions.push(transitionKey(transition));
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  const unique = [...new Set(transitions)];
  if (unique.length !== transitions.length)
    throw new Error(`${machine.id}: two transitions share a name; give one a guard or target`);
  const definition = { states, transitions };
  cache.set(machine, definition);
  return definition;
}

/** The ids of every active state node of a snapshot (atomic states and all their ancestors). */
function activeStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): StateKey[] {
  return [
    ...new Set(getStateNodes(machine.root, snapshot.value as StateValue).map((node) => node.id)),
  ];
}

const actionTypes = (actions: ReadonlyArray<unknown>): string[] =>
  actions.map((action) => {
    if (typeof action === 'string') return action;
    const type = (action as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : 'anonymous';
  });

/**
 * The actions of a transition that show up among a microstep's executed actions: named custom
 * actions. XState applies `assign` (and runs its other built-ins) itself, so those never show.
 */
function observableActions(machine: AnyStateMachine, transition: AnyTransitionDefinition) {
  const implementations = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  return actionTypes(transition.actions).filter((type) => {
    if (type.startsWith('xstate.')) return false;
    const builtIn = (implementations[type] as { type?: unknown } | undefined)?.type;
    return !(typeof builtIn === 'string' && builtIn.startsWith('xstate.'));
  });
}

/**
 * Does a transition's guard hold in `snapshot` for `event`? Named guards (and inline predicates)
 * are asked; a guard that cannot be asked this way (`and`, `not`, `stateIn`) counts as holding.
 */
function guardHolds(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): boolean {
  const guard = transition.guard as unknown;
  if (!guard) return true;
  const named = (machine.implementations.guards ?? {}) as Record<string, unknown>;
  const type = typeof guard === 'string' ? guard : (guard as { type?: unknown }).type;
  const predicate = typeof guard === 'function' ? guard : named[String(type)];
  if (typeof predicate !== 'function') return true;
  const ask = predicate as (
    args: { context: unknown; event: EventObject },
    params: unknown,
  ) => unknown;
  try {
    return Boolean(
      ask({ context: snapshot.context, event }, (guard as { params?: unknown }).params),
    );
  } catch {
    return true;
  }
}

/**
 * Which of the candidate transitions a microstep from `before` to `after` took: per source state,
 * the transition that is consistent with what happened — its targets are active afterwards (or,
 * without a target, its source still is) and every custom action it names was executed — and of
 * several such (guarded alternatives with the same target), those whose guard holds, and of these
 * the one whose actions ran, else the first. Parallel regions can each take one.
 */
function transitionsOfMicrostep(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  executed: ReadonlyArray<unknown>,
  eventType: string,
  event: EventObject,
): TransitionKey[] {
  const activeAfter = new Set(activeStates(machine, after));
  const ran = new Set(actionTypes(executed));
  const consistent = (transition: AnyTransitionDefinition) => {
    const targets: readonly AnyStateNode[] = transition.target ?? [];
    const landed =
      targets.length > 0
        ? targets.every((target) => activeAfter.has(target.id))
        : activeAfter.has(transition.source.id);
    return landed && observableActions(machine, transition).every((type) => ran.has(type));
  };
  const candidates = getNextTransitions(before).filter(
    (transition) => transition.eventType === eventType && consistent(transition),
  );
  const holding = candidates.filter((transition) => guardHolds(machine, transition, before, event));
  const bySource = new Map<AnyStateNode, AnyTransitionDefinition>();
  for (const transition of candidates) {
    const alternatives = holding.some((other) => other.source === transition.source);
    if (alternatives && !holding.includes(transition)) continue;
    const chosen = bySource.get(transition.source);
    if (
      !chosen ||
      observableActions(machine, transition).length > observableActions(machine, chosen).length
    )
      bySource.set(transition.source, transition);
  }
  return [...new Set([...bySource.values()].map(transitionKey))];
}

export interface StepCoverage {
  states: StateKey[];
  transitions: TransitionKey[];
}

function coverMicrosteps(
  machine: AnyStateMachine,
  first: AnyMachineSnapshot | null,
  microsteps: ReadonlyArray<[AnyMachineSnapshot, ReadonlyArray<unknown>]>,
  event: EventObject,
): StepCoverage {
  const states = new Set<StateKey>();
  const transitions = new Set<TransitionKey>();
  let before = first;
  for (const [index, [snapshot, actions]] of microsteps.entries()) {
    for (const id of activeStates(machine, snapshot)) states.add(id);
    if (before)
      for (const key of transitionsOfMicrostep(
        machine,
        before,
        snapshot,
        actions,
        index === 0 && first ? event.type : '',
        event,
      ))
        transitions.add(key);
    before = snapshot;
  }
  return { states: [...states], transitions: [...transitions] };
}

/** The states entered and transitions taken by a machine's start (eventless ones included). */
export function coverStart(machine: AnyStateMachine, input: unknown): StepCoverage {
  const microsteps = (
    getInitialMicrosteps as (m: AnyStateMachine, i: unknown) => Array<[AnyMachineSnapshot, []]>
  )(machine, input);
  return coverMicrosteps(machine, null, microsteps, { type: 'xstate.init', input } as EventObject);
}

/** The states entered and transitions taken when `event` reaches `snapshot`. */
export function coverEvent(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): StepCoverage {
  const microsteps = getMicrosteps(machine, snapshot, event) as Array<
    [AnyMachineSnapshot, unknown[]]
  >;
  return coverMicrosteps(machine, snapshot, microsteps, event);
}

/** Sets of covered items, per machine, that can be merged and turned into figures. */
export class CoverageTally {
  readonly states = new Set<StateKey>();
  readonly transitions = new Set<TransitionKey>();

  add(coverage: StepCoverage) {
    for (const id of coverage.states) this.states.add(id);
    for (const key of coverage.transitions) this.transitions.add(key);
  }

  merge(other: CoverageTally) {
    this.add({ states: [...other.states], transitions: [...other.transitions] });
  }
}

/**
 * What each step of a path covers (the start's eventless transitions in step 0), so a layer can
 * count only the steps that passed. A step with several events goes through the snapshots in
 * between (`transition` is XState's pure step function).
 */
export function coverageOfSteps(
  machine: AnyStateMachine,
  input: unknown,
  steps: ReadonlyArray<{ events: readonly EventObject[]; state: AnyMachineSnapshot }>,
): StepCoverage[] {
  return steps.map((step, index) => {
    if (index === 0) return coverStart(machine, input);
    const tally = new CoverageTally();
    let snapshot = steps[index - 1]!.state;
    for (const event of step.events) {
      tally.add(coverEvent(machine, snapshot, event));
      [snapshot] = transition(machine, snapshot, event) as [AnyMachineSnapshot, unknown[]];
    }
    return { states: [...tally.states], transitions: [...tally.transitions] };
  });
}
