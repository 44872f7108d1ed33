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
