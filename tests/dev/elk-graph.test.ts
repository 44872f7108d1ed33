import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { toElkGraph, type Measure } from '../../src/dev/elk-graph';
import { allStates, allTransitions, statechartOf } from '../../src/dev/statechart';

const measure: Measure = (text, style) => text.length * (style === 'title' ? 8 : 6);

/** Every ELK node with the id of the node it sits in, and every edge with its container. */
function flatten(graph: ElkNode) {
  const parentOf = new Map<string, string>();
  const nodes = new Map<string, ElkNode>();
  const edges: { edge: ElkExtendedEdge; container: string }[] = [];
  const visit = (node: ElkNode) => {
    nodes.set(node.id, node);
    for (const edge of node.edges ?? []) edges.push({ edge, container: node.id });
    for (const child of node.children ?? []) {
      parentOf.set(child.id, node.id);
      visit(child);
    }
  };
  visit(graph);
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) chain.push(at);
    return chain;
  };
  return { parentOf, nodes, edges, ancestors };
}

describe.each(MACHINE_CATALOGUE.map((entry) => [entry.title, entry.machine] as const))(
  'the ELK graph of the %s machine',
  (_, machine) => {
    const chart = statechartOf(machine);
    const states = allStates(chart.root);
    const { parentOf, nodes, edges, ancestors } = flatten(toElkGraph(chart, measure));

    it('has a node for every state, inside the node of its parent state', () => {
      for (const state of states) {
        expect(nodes.has(state.id)).toBe(true);
        for (const child of state.children) expect(parentOf.get(child.id)).toBe(state.id);
      }
      expect(parentOf.get(chart.root.id)).toBe('chart');
    });

    it('has one labelled edge per transition target, kept in a node that holds both ends', () => {
      const transitions = allTransitions(chart);
      const expected = transitions.flatMap((t) => t.targets.map((target) => ({ t, target })));
      const drawn = edges.filter(({ edge }) => !edge.sources[0]!.endsWith('#initial'));
      expect(drawn).toHaveLength(expected.length);
      for (const { t, target } of expected) {
        // A transition into the source's own children starts at its "any" pseudo-node inside it.
        const fromSource = (id: string) => id === t.source || parentOf.get(id) === t.source;
        const match = drawn.filter(
          ({ edge }) =>
            fromSource(edge.sources[0]!) &&
            edge.targets[0] === target &&
            edge.labels?.[0]?.text === t.label,
        );
        expect(match).toHaveLength(1);
        const [{ edge, container }] = match as [(typeof match)[number]];
        expect(ancestors(edge.sources[0]!)).toContain(container);
        expect(ancestors(target)).toContain(container);
      }
    });

    it('points from an initial marker to the initial child of every compound state', () => {
      for (const state of states.filter((s) => s.type === 'compound')) {
        const initial = state.children.find((child) => child.initial)!;
        const marker = edges.find(
          ({ edge }) => edge.targets[0] === initial.id && edge.sources[0]!.endsWith('#initial'),
        );
        expect(marker).toBeDefined();
        expect(parentOf.get(marker!.edge.sources[0]!)).toBe(state.id);
      }
    });

    it('lays out with ELK so that every state lies inside its parent state', async () => {
      const laidOut = flatten(await new ELK().layout(toElkGraph(chart, measure)));
      for (const state of states) {
        for (const child of state.children) {
          const outer = laidOut.nodes.get(state.id)!;
          const inner = laidOut.nodes.get(child.id)!;
          expect(inner.x!).toBeGreaterThanOrEqual(outer.x!);
          expect(inner.y!).toBeGreaterThanOrEqual(outer.y!);
          expect(inner.x! + inner.width!).toBeLessThanOrEqual(outer.x! + outer.width!);
          expect(inner.y! + inner.height!).toBeLessThanOrEqual(outer.y! + outer.height!);
        }
      }
    });
  },
);

describe('the ELK graph', () => {
  it('sizes each leaf state to the text it shows', () => {
    const chart = statechartOf(MACHINE_CATALOGUE[0]!.machine);
    const leaf = allStates(chart.root).find((s) => s.children.length === 0)!;
    const narrow = flatten(toElkGraph(chart, (text) => text.length * 4)).nodes.get(leaf.id)!;
    const wide = flatten(toElkGraph(chart, (text) => text.length * 9)).nodes.get(leaf.id)!;
    expect(wide.width!).toBeGreaterThan(narrow.width!);
  });
});
