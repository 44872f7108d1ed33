/**
 * The ELK input for a statechart (docs/decisions/008-statechart-layout-with-elk.md): every state
 * is a node, nested states are children of their parent's node (so ELK lays out compound nodes
 * and routes edges across levels), every transition target is an edge with its label sized for
 * ELK to place. Pseudo-nodes mark the initial state of each compound state and the "any …
 * state" that a parent's transitions into its own children start from.
 *
 * Pure: text is sized by the `measure` function handed in (a canvas in the browser, an estimate
 * in tests), so the same input gives the same graph.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { allStates, isInside, type ChartState, type Statechart } from './statechart';
import { wrapText } from './wrap-text';

export type TextStyle = 'title' | 'small';
/** The width in px of a line of text in a style. */
export type Measure = (text: string, style: TextStyle) => number;

export const LINE_HEIGHT: Record<TextStyle, number> = { title: 18, small: 15 };
export const PADDING = 10;
const WRAP = 34;
const INITIAL_SIZE = 12;

export interface Line {
  text: string;
  style: TextStyle;
}

const initialId = (state: ChartState) => `${state.id}#initial`;
const anyId = (state: ChartState) => `${state.id}#any`;

/**
 * What a state's box says: its key, its description, and the transitions that only run actions
 * (they have no arrow to draw).
 */
export function linesOf(state: ChartState): Line[] {
  const stays = state.transitions.filter((t) => t.targets.length === 0);
  return [
    { text: state.key, style: 'title' },
    ...wrapText(state.description ?? '', WRAP).map((text) => ({ text, style: 'small' as const })),
    ...stays.map((t) => ({ text: `↻ ${t.label}`, style: 'small' as const })),
  ];
}

function boxSize(lines: readonly Line[], measure: Measure) {
  const width = Math.max(...lines.map((line) => measure(line.text, line.style)));
  const height = lines.reduce((sum, line) => sum + LINE_HEIGHT[line.style], 0);
  return { width: Math.ceil(width) + 2 * PADDING, height: height + 2 * PADDING };
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.spacing.nodeNode': '24',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  // Every coordinate relative to the whole chart, so drawing needs no offsets.
  'org.eclipse.elk.json.shapeCoords': 'ROOT',
  'org.eclipse.elk.json.edgeCoords': 'ROOT',
} as const;

export type Direction = 'RIGHT' | 'DOWN';

export function toElkGraph(
  chart: Statechart,
  measure: Measure,
  direction: Direction = 'RIGHT',
): ElkNode {
  const states = allStates(chart.root);
  const parentOf = new Map<string, string>();
  const nodes = new Map<string, ElkNode>();
  const needsAny = new Set<string>();
  for (const t of states.flatMap((state) => state.transitions)) {
    if (t.targets.some((target) => isInside(target, t.source))) needsAny.add(t.source);
  }

  const graph: ElkNode = {
    id: 'chart',
    layoutOptions: { ...LAYOUT_OPTIONS, 'elk.direction': direction },
    children: [],
    edges: [],
  };
  nodes.set(graph.id, graph);

  const addNode = (node: ElkNode, parent: ElkNode) => {
    (parent.children ??= []).push(node);
    parentOf.set(node.id, parent.id);
    nodes.set(node.id, node);
  };

  const visit = (state: ChartState, parent: ElkNode) => {
    const lines = linesOf(state);
    const size = boxSize(lines, measure);
    const node: ElkNode = { id: state.id, labels: [{ text: state.key }] };
    addNode(node, parent);
    if (state.children.length === 0 && !needsAny.has(state.id)) {
      Object.assign(node, size);
      return;
    }
    // A compound node: its header (the same lines) is padding above the children.
    node.layoutOptions = {
      'elk.padding': `[top=${size.height},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${size.width}, ${size.height + PADDING})`,
    };
    if (state.type === 'compound' && state.children.some((child) => child.initial)) {
      addNode({ id: initialId(state), width: INITIAL_SIZE, height: INITIAL_SIZE }, node);
    }
    if (needsAny.has(state.id)) {
      const any = boxSize([{ text: `any ${state.key} state`, style: 'small' }], measure);
      addNode({ id: anyId(state), labels: [{ text: `any ${state.key} state` }], ...any }, node);
    }
    for (const child of state.children) visit(child, node);
  };
  visit(chart.root, graph);

  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) chain.push(at);
    return chain;
  };
  /** The innermost node holding both ends (ELK's convention for where an edge lives). */
  const container = (source: string, target: string): ElkNode => {
    const around = new Set(ancestors(target));
    return nodes.get(ancestors(source).find((id) => around.has(id)) ?? graph.id)!;
  };
  const addEdge = (edge: ElkExtendedEdge) => {
    const [source, target] = [edge.sources[0]!, edge.targets[0]!];
    (container(source, target).edges ??= []).push(edge);
  };

  for (const state of states) {
    const initial = state.children.find((child) => child.initial);
    if (state.type === 'compound' && initial) {
      addEdge({ id: `${initialId(state)}>`, sources: [initialId(state)], targets: [initial.id] });
    }
    for (const t of state.transitions) {
      t.targets.forEach((target, i) => {
        const source = isInside(target, t.source) ? anyId(state) : t.source;
        addEdge({
          id: `${t.id}>${i}`,
          sources: [source],
          targets: [target],
          labels: [
            {
              id: `${t.id}>${i}:label`,
              text: t.label,
              width: Math.ceil(measure(t.label, 'small')) + 8,
              height: LINE_HEIGHT.small + 2,
            },
          ],
        });
      });
    }
  }
  return graph;
}
