/**
 * What a machine is made of, and which parts a step of a path exercises. The parts and their
 * names come from the one reader of a machine's structure (`src/dev/statechart.ts`), which the
 * docs and the inspector use too. Which transitions a step takes is what XState reports it took
 * (the `@xstate.microstep` inspection events of an actor running the step): no guard is evaluated
 * here, so coverage cannot disagree with the machine about which of several guarded alternatives
 * ran.
 */
import {
  createActor,
  getStateNodes,
  SimulatedClock,
  transition,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import {
  allStates,
  allTransitions,
  statechartOf,
  transitionOf,
  type ChartState,
} from '../../src/dev/statechart';
import type { AnyPathSpec, Project } from './model';

/** `viewMode.mode.auto` (the state node's id). */
export type StateKey = string;
/** `sideBar.desktop.expanded —sideBar.pointerLeft [focusStillInside]→ (stays)` */
export type TransitionKey = string;
/** Two transitions taken by consecutive events: `‹first› then ‹second›`. */
export type PairKey = string;

export const pairKey = (first: TransitionKey, second: TransitionKey): PairKey =>
  `${first} then ${second}`;

/** Every pair of a transition taken by one event with one taken by the next. */
export const pairsOf = (
  first: readonly TransitionKey[],
  second: readonly TransitionKey[],
): PairKey[] => first.flatMap((a) => second.map((b) => pairKey(a, b)));

export interface MachineDefinition {
  states: StateKey[];
  transitions: TransitionKey[];
}

/** Every state and every transition of a machine, by the names its statechart gives them. */
export function definitionOf(machine: AnyStateMachine): MachineDefinition {
  const chart = statechartOf(machine);
  return {
    // A history state is a pointer to where a parent was, never a state the machine is in.
    states: allStates(chart.root)
      .filter((state) => state.type !== 'history')
      .map((state) => state.id),
    transitions: allTransitions(chart).map((t) => t.id),
  };
}

/**
 * The parts of a machine that its spec's named rules exclude on a project (what cannot happen
 * there: no view-mode change on a phone), each with its rule. A rule names a state or transition
 * in full, or a part of its name: `viewMode.mode —viewMode.select` for all of that event's.
 */
export function exclusionsOn(spec: AnyPathSpec, project: Project): Map<string, string> {
  const { states, transitions } = definitionOf(spec.machine as AnyStateMachine);
  const byItem = new Map<string, string>();
  for (const rule of spec.unreachable ?? []) {
    if (!rule.applies(project)) continue;
    for (const item of [...states, ...transitions])
      if (rule.items.some((part) => item === part || (part.length > 3 && item.includes(part))))
        byItem.set(item, rule.rule);
  }
  return byItem;
}

/** The ids of every active state node of a snapshot (atomic states and all their ancestors). */
function activeStates(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): StateKey[] {
  return [
    ...new Set(getStateNodes(machine.root, snapshot.value as StateValue).map((node) => node.id)),
  ];
}

export interface StepCoverage {
  states: StateKey[];
  transitions: TransitionKey[];
  /**
   * The transition pairs a step completes: each transition of its events after one of the event
   * before (in the step, or the last of the step before). The start's eventless transitions
   * begin no pair: a pair is two things a visitor (or time) does in a row.
   */
  pairs: PairKey[];
}

/** Sets of covered items, per machine, that can be merged and turned into figures. */
export class CoverageTally {
  readonly states = new Set<StateKey>();
  readonly transitions = new Set<TransitionKey>();
  readonly pairs = new Set<PairKey>();

  add(coverage: StepCoverage) {
    for (const id of coverage.states) this.states.add(id);
    for (const key of coverage.transitions) this.transitions.add(key);
    for (const key of coverage.pairs) this.pairs.add(key);
  }

  merge(other: CoverageTally) {
    this.add({
      states: [...other.states],
      transitions: [...other.transitions],
      pairs: [...other.pairs],
    });
  }
}

/**
 * Runs `act` on an actor of the machine (on a simulated clock, so no timer fires by itself) and
 * tallies what XState reports of each of its microsteps: the states it is in after it, and the
 * transitions it took.
 */
function observe(
  machine: AnyStateMachine,
  options: { input?: unknown; snapshot?: AnyMachineSnapshot },
  act: (actor: AnyActorRef) => void,
): CoverageTally {
  const tally = new CoverageTally();
  const inspect = (inspection: InspectionEvent) => {
    // Only the actor's own microsteps, not its children's; they start as it is created.
    const own = inspection.actorRef.sessionId === inspection.rootId;
    if (inspection.type !== '@xstate.microstep' || !own) return;
    tally.add({
      states: activeStates(machine, inspection.snapshot as AnyMachineSnapshot),
      transitions: inspection._transitions.map((taken) => transitionOf(taken).id),
      pairs: [],
    });
  };
  const actor = createActor(machine, {
    input: options.input,
    snapshot: options.snapshot && machine.getPersistedSnapshot(options.snapshot),
    clock: new SimulatedClock(),
    inspect,
  });
  act(actor);
  actor.stop();
  return tally;
}

const asCoverage = (tally: CoverageTally): StepCoverage => ({
  states: [...tally.states],
  transitions: [...tally.transitions],
  pairs: [...tally.pairs],
});

/** The states a machine is in as it starts, before any eventless transition: its initial states. */
const initialStates = (state: ChartState): StateKey[] => [
  state.id,
  ...state.children
    .filter((child) => child.initial || state.type === 'parallel')
    .flatMap(initialStates),
];

/** The states entered and transitions taken by a machine's start (eventless ones included). */
export function coverStart(machine: AnyStateMachine, input: unknown): StepCoverage {
  const tally = observe(machine, { input }, (actor) => actor.start());
  // XState reports the microsteps that follow the first; the states that one enters are fixed.
  tally.add({ states: initialStates(statechartOf(machine).root), transitions: [], pairs: [] });
  return asCoverage(tally);
}

/** The states entered and transitions taken when `event` reaches `snapshot`. */
export function coverEvent(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): StepCoverage {
  return asCoverage(
    observe(machine, { snapshot }, (actor) => {
      actor.start();
      actor.send(event);
    }),
  );
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
  let before: TransitionKey[] = [];
  return steps.map((step, index) => {
    if (index === 0) return coverStart(machine, input);
    const tally = new CoverageTally();
    let snapshot = steps[index - 1]!.state;
    for (const event of step.events) {
      const covered = coverEvent(machine, snapshot, event);
      tally.add({ ...covered, pairs: pairsOf(before, covered.transitions) });
      before = covered.transitions;
      [snapshot] = transition(machine, snapshot, event) as [AnyMachineSnapshot, unknown[]];
    }
    return asCoverage(tally);
  });
}
