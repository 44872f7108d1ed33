/**
 * A machine's statechart as plain data, read through XState's public API: the structure and the
 * transitions from `toDirectedGraph` (`xstate/graph`), eventless transitions from `always` (which
 * the directed graph leaves out), and the named delays from the machine's implementations.
 *
 * One source for both views of a machine: the Mermaid pages in `docs/machines/` and the live
 * charts of the dev inspector. Pure: no browser or Node globals.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

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
  /** Unique in the chart, stable across runs. */
  id: string;
  /** Id of the state that handles the event. */
  source: string;
  /** Ids of the target states; empty when the transition only runs actions. */
  targets: string[];
  kind: 'event' | 'after' | 'always';
  /** The event type; the delay's name for `after`; `''` for `always`. */
  trigger: string;
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

function labelOf(
  kind: ChartTransition['kind'],
  trigger: string,
  guard: string | undefined,
): string {
  const base = kind === 'always' ? 'always' : kind === 'after' ? `after ${trigger}` : trigger;
  return guard === undefined ? base : `${base} [${guard}]`;
}

function transitionOf(
  transition: AnyTransitionDefinition,
  id: string,
  kind: ChartTransition['kind'],
  delays: Record<string, unknown>,
  delay: unknown,
): ChartTransition {
  const guard = guardName(transition.guard);
  const trigger =
    kind === 'always'
      ? ''
      : kind === 'after'
        ? typeof delay === 'number'
          ? `${delay} ms`
          : String(delay)
        : String(transition.eventType);
  const ms = kind === 'after' ? (typeof delay === 'number' ? delay : delays[trigger]) : undefined;
  return {
    id,
    source: transition.source.id,
    targets: (transition.target ?? []).map((target) => target.id),
    kind,
    trigger,
    delayMs: typeof ms === 'number' ? ms : undefined,
    guard,
    actions: actionNames(transition.actions),
    reenter: transition.reenter,
    description: transition.description,
    label: labelOf(kind, trigger, guard),
  };
}

function stateOf(
  node: DirectedGraphNode,
  delays: Record<string, unknown>,
  isInitial: boolean,
): ChartState {
  const stateNode: AnyStateNode = node.stateNode;
  // The directed graph has one edge per target; a transition is the edges that share it.
  const seen = new Set<AnyTransitionDefinition>();
  const delayed = new Map(stateNode.after.map((t) => [t as AnyTransitionDefinition, t.delay]));
  const transitions: ChartTransition[] = [];
  for (const edge of node.edges) {
    if (seen.has(edge.transition)) continue;
    seen.add(edge.transition);
    const isDelayed = delayed.has(edge.transition);
    transitions.push(
      transitionOf(
        edge.transition,
        `${stateNode.id}#${transitions.length}`,
        isDelayed ? 'after' : 'event',
        delays,
        delayed.get(edge.transition),
      ),
    );
  }
  for (const t of stateNode.always ?? []) {
    transitions.push(
      transitionOf(t, `${stateNode.id}#${transitions.length}`, 'always', delays, undefined),
    );
  }
  const initialChildren =
    stateNode.type === 'compound' ? new Set(stateNode.initial.target.map((t) => t.id)) : new Set();
  return {
    id: stateNode.id,
    key: stateNode.parent ? stateNode.key : stateNode.id,
    path: [...stateNode.path],
    type: stateNode.type,
    initial: isInitial,
    description: stateNode.description,
    tags: [...stateNode.tags],
    entry: actionNames(stateNode.entry),
    exit: actionNames(stateNode.exit),
    invokes: stateNode.invoke.map((invoke) => nameOf(invoke.src)),
    children: node.children.map((child) =>
      stateOf(child, delays, initialChildren.has(child.stateNode.id)),
    ),
    transitions,
  };
}

export function statechartOf(machine: AnyStateMachine): Statechart {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const root = stateOf(toDirectedGraph(machine), delays, false);
  const events = [
    ...new Set(
      allStates(root)
        .flatMap((state) => state.transitions)
        .filter((t) => t.kind === 'event')
        .map((t) => t.trigger),
    ),
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
