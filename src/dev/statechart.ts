/**
 * A machine's statechart as plain data: the one reader of a machine's structure, and the one place
 * that names its parts. It walks the state nodes through XState's public API (`machine.root`,
 * each node's `states`, `type`, `initial`, `transitions` with their `after` delays, `always`), and
 * names a transition by where it starts, what takes it, its guard's name and where it goes:
 * `sideBar.desktop.expanded —sideBar.pointerLeft [focusStillInside]→ (stays)`.
 *
 * The Mermaid pages in `docs/machines/`, the live charts of the dev inspector and the coverage of
 * the generated test paths all read machines here, so a transition has the same name in each.
 * Guards are named, never evaluated. Development tooling only (the app never imports it); pure:
 * no browser or Node globals.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id: `viewMode.mode.auto`; the machine id for the root. */
  id: string;
  /** Its key in the parent (`auto`); the machine id for the root. */
  key: string;
  /** Keys from the root: `['mode', 'auto']`; empty for the root. */
  path: string[];
  type: StateType;
  /** The state its parent enters first (never true for the regions of a parallel state). */
  initial: boolean;
  description: string | undefined;
  tags: string[];
  entry: string[];
  exit: string[];
  invokes: string[];
  children: ChartState[];
  transitions: ChartTransition[];
}

export interface ChartTransition {
  /**
   * The transition's name, unique in the machine: its source, label and targets,
   * `viewMode.viewport.resizing —after resizeDebounce→ viewMode.viewport.settling`.
   */
  id: string;
  /** Id of the state that handles the event. */
  source: string;
  /** Ids of the target states; empty when the transition only runs actions. */
  targets: string[];
  kind: 'event' | 'after' | 'always';
  /** The event type; the delay's name (or `100 ms`) for `after`; `''` for `always`. */
  trigger: string;
  /**
   * The event type XState matches: `trigger` for an event, `xstate.after.<delay>.<source>` for
   * `after`, `''` for `always`.
   */
  eventType: string;
  /** For `after`: the delay in ms when the machine names a number for it. */
  delayMs: number | undefined;
  guard: string | undefined;
  actions: string[];
  reenter: boolean;
  description: string | undefined;
  /** What a diagram writes on the arrow: `viewport.resized`, `after resizeDebounce`, `always [isHebrewUrl]`. */
  label: string;
}

export interface Statechart {
  id: string;
  description: string | undefined;
  root: ChartState;
  /** The events the machine handles anywhere, sorted (no internal `xstate.*` events). */
  events: string[];
}

// ---------------------------------------------------------------------------
// Names of guards, actions and actors, as the machine's `setup()` calls them

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'type' in value) return nameOf(value.type);
  if (typeof value === 'function') {
    const fn = value as { name?: string; type?: unknown };
    if (typeof fn.type === 'string') return fn.type;
    return fn.name || 'inline';
  }
  return 'inline';
}

/** `isMobileLayout`; higher-order guards (`and`, `or`, `not`) spelled out. */
function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'function' && 'guards' in guard) {
    const operands = (guard as { guards: readonly unknown[] }).guards.map(
      (operand) => guardName(operand) ?? 'inline',
    );
    const op = nameOf(guard);
    return op === 'not' ? `not ${operands.join(' ')}` : `(${operands.join(` ${op} `)})`;
  }
  return nameOf(guard);
}

/** Action names without XState's own bookkeeping (the raise/cancel behind `after`). */
function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map(nameOf)
    .filter((name) => name !== 'xstate.raise' && name !== 'xstate.cancel')
    .map((name) => (name.startsWith('xstate.') ? name.slice('xstate.'.length) : name));
}

// ---------------------------------------------------------------------------
// Transitions

/** A delayed transition (a node's `after`) carries its delay: a name or milliseconds. */
const delayOf = (transition: AnyTransitionDefinition): unknown =>
  'delay' in transition ? transition.delay : undefined;

function labelOf(
  kind: ChartTransition['kind'],
  trigger: string,
  guard: string | undefined,
): string {
  const base = kind === 'always' ? 'always' : kind === 'after' ? `after ${trigger}` : trigger;
  return guard === undefined ? base : `${base} [${guard}]`;
}

/**
 * A transition definition as the chart has it, named. Any definition of the machine can be named
 * alone: the coverage of the test paths names the transitions XState reports it took.
 */
export function transitionOf(
  transition: AnyTransitionDefinition,
  delays: Readonly<Record<string, unknown>> = {},
): ChartTransition {
  const delay = delayOf(transition);
  const kind: ChartTransition['kind'] =
    transition.eventType === '' ? 'always' : delay !== undefined ? 'after' : 'event';
  const guard = guardName(transition.guard);
  const trigger =
    kind === 'always'
      ? ''
      : kind === 'after'
        ? typeof delay === 'number'
          ? `${delay} ms`
          : String(delay)
        : String(transition.eventType);
  const ms = typeof delay === 'number' ? delay : kind === 'after' ? delays[trigger] : undefined;
  const source = transition.source.id;
  const targets = (transition.target ?? []).map((target) => target.id);
  const label = labelOf(kind, trigger, guard);
  return {
    id: `${source} —${label}→ ${targets.join(', ') || '(stays)'}`,
    source,
    targets,
    kind,
    trigger,
    eventType: String(transition.eventType),
    delayMs: typeof ms === 'number' ? ms : undefined,
    guard,
    actions: actionNames(transition.actions),
    reenter: transition.reenter,
    description: transition.description,
    label,
  };
}

// ---------------------------------------------------------------------------
// States

function stateOf(
  node: AnyStateNode,
  delays: Readonly<Record<string, unknown>>,
  isInitial: boolean,
): ChartState {
  // `transitions` holds the node's event and delayed transitions, by event type; `always` the rest.
  const definitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const initialChildren = new Set(
    node.type === 'compound' ? node.initial.target.map((target) => target.id) : [],
  );
  return {
    id: node.id,
    key: node.parent ? node.key : node.id,
    path: [...node.path],
    type: node.type,
    initial: isInitial,
    description: node.description,
    tags: [...node.tags],
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    invokes: node.invoke.map((invoke) => nameOf(invoke.src)),
    children: Object.values(node.states).map((child) =>
      stateOf(child, delays, initialChildren.has(child.id)),
    ),
    transitions: definitions.map((transition) => transitionOf(transition, delays)),
  };
}

export function statechartOf(machine: AnyStateMachine): Statechart {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const root = stateOf(machine.root, delays, false);
  const transitions = allStates(root).flatMap((state) => state.transitions);
  if (new Set(transitions.map((t) => t.id)).size !== transitions.length)
    throw new Error(`${machine.id}: two transitions share a name; give one a guard or a target`);
  const events = [
    ...new Set(transitions.filter((t) => t.kind === 'event').map((t) => t.trigger)),
  ].sort();
  return { id: machine.id, description: machine.root.description, root, events };
}

/** The state and all its descendants, in document order. */
export function allStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(allStates)];
}

export const allTransitions = (chart: Statechart): ChartTransition[] =>
  allStates(chart.root).flatMap((state) => state.transitions);

/** Whether `id` names a state strictly inside `ancestor` (ids are dot-separated paths). */
export const isInside = (id: string, ancestor: string): boolean => id.startsWith(`${ancestor}.`);

/**
 * The ids of the states a snapshot value is in, ancestors included: `{ mode: 'auto' }` in the
 * `viewMode` chart gives `viewMode`, `viewMode.mode`, `viewMode.mode.auto`.
 */
export function activeStateIds(chart: Statechart, value: unknown): Set<string> {
  const active = new Set<string>();
  const visit = (state: ChartState, value: unknown) => {
    active.add(state.id);
    const childIn = (key: string) => state.children.find((child) => child.key === key);
    if (typeof value === 'string') {
      const child = childIn(value);
      if (child) visit(child, undefined);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const child = childIn(key);
        if (child) visit(child, inner);
      }
    }
  };
  visit(chart.root, value);
  return active;
}

/** Words of `text` in lines of at most about `width` characters (a chart box, a diagram note). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------
// Which transitions an event could take, and what their guards said

/** A transition a microstep took, as the app reports it (`TakenTransition` in protocol.ts). */
export interface Taken {
  source: string;
  targets: readonly string[];
  guard: string | undefined;
}

/**
 * A candidate's guard: `true` for the taken one, `false` for those asked before it, `not asked`
 * after it; undefined for a transition without a guard.
 */
export type GuardResult = 'true' | 'false' | 'not asked';

export interface Candidate {
  transition: ChartTransition;
  taken: boolean;
  guard: GuardResult | undefined;
}

/** The candidates of one active atomic state, from it up to the root. */
export interface RegionCandidates {
  state: string;
  candidates: Candidate[];
}

/** XState's event descriptors: the type itself, `*`, or a prefix such as `sideBar.*`. */
const matches = (descriptor: string, eventType: string) =>
  descriptor === eventType ||
  descriptor === '*' ||
  (descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1)));

const isSame = (transition: ChartTransition, taken: Taken) =>
  transition.source === taken.source &&
  transition.guard === taken.guard &&
  transition.targets.join() === taken.targets.join();

/**
 * What XState weighed for `eventType` in the state `before`, derived from the chart and the
 * transitions it took, since XState reports only the taken ones: for each active atomic state,
 * the transitions for the event from that state up to the root, in the order XState asks them
 * (innermost state first; in a state, longer descriptors first, then document order). The first
 * one taken was the first whose guard held, so the guarded ones before it said no and those
 * after it were not asked. A walk with nothing taken had every guard say no, unless an unguarded
 * candidate was selected and then lost to another region's transition.
 */
export function candidatesOf(
  chart: Statechart,
  before: unknown,
  eventType: string,
  taken: readonly Taken[],
): RegionCandidates[] {
  const states = allStates(chart.root);
  const parentOf = new Map(states.flatMap((state) => state.children.map((c) => [c, state])));
  const active = activeStateIds(chart, before);
  const atomic = states.filter((state) => active.has(state.id) && state.children.length === 0);
  return atomic.map((state) => {
    const walk: ChartState[] = [];
    for (let at: ChartState | undefined = state; at; at = parentOf.get(at)) walk.push(at);
    let decided = false;
    const candidates = walk.flatMap((state) =>
      state.transitions
        .filter((t) => t.kind !== 'always' && matches(t.eventType, eventType))
        .sort((a, b) => b.eventType.length - a.eventType.length)
        .map((transition): Candidate => {
          const isTaken = !decided && taken.some((t) => isSame(transition, t));
          const guard: GuardResult | undefined =
            transition.guard === undefined
              ? undefined
              : decided
                ? 'not asked'
                : isTaken
                  ? 'true'
                  : 'false';
          if (isTaken || transition.guard === undefined) decided = true;
          return { transition, taken: isTaken, guard };
        }),
    );
    return { state: state.id, candidates };
  });
}
