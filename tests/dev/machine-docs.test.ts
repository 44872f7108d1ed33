import { describe, expect, it } from 'vitest';
import { and, createMachine, not, type AnyStateMachine, type AnyStateNode } from 'xstate';
import * as machines from '../../machines';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { machineDocs, machinePage, mermaidDiagram } from '../../src/dev/machine-docs';
import { allStates, allTransitions, statechartOf } from '../../src/dev/statechart';

/** An independent walk of the machine's state nodes, for comparing against the model. */
function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodes(child))];
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

/** The Mermaid id the docs give a state (path joined with underscores). */
const mermaidId = (machine: AnyStateMachine, node: AnyStateNode) =>
  [machine.id, ...node.path].join('_');

describe('the machine catalogue', () => {
  it('lists every machine that machines/ exports, once', () => {
    const exported = Object.values(machines).filter(isMachine);
    const listed = MACHINE_CATALOGUE.map((entry) => entry.machine);
    expect(exported.length).toBeGreaterThan(0);
    for (const machine of exported) expect(listed).toContain(machine);
    expect(new Set(listed.map((machine) => machine.id)).size).toBe(listed.length);
  });
});

describe.each(MACHINE_CATALOGUE.map((entry) => [entry.title, entry] as const))(
  'the docs page of the %s machine',
  (_, entry) => {
    const { machine } = entry;
    const page = machinePage(entry);
    const nodes = stateNodes(machine.root);

    it('draws every state and lists every state but the root in the states table', () => {
      for (const node of nodes) {
        if (node !== machine.root || node.type === 'parallel') {
          expect(page).toContain(`state "${node.key}" as ${mermaidId(machine, node)}`);
        }
        if (node !== machine.root) expect(page).toContain(`| \`${node.path.join('.')}\` |`);
      }
    });

    it('has one table row per transition the machine defines, eventless and delayed included', () => {
      const defined = nodes.flatMap((node) => [
        ...[...node.transitions.values()].flat(),
        ...(node.always ?? []),
      ]);
      const table = page.slice(page.indexOf('## Transitions'));
      const rows = table
        .split('\n')
        .filter((line) => line.startsWith('| ') && !/^\| (Event|---)/.test(line));
      expect(rows).toHaveLength(defined.length);
      expect(allTransitions(statechartOf(machine))).toHaveLength(defined.length);
      for (const node of nodes) {
        for (const t of node.always ?? []) {
          expect(
            rows.some(
              (row) =>
                row.startsWith('| always (eventless) |') && row.includes(t.description ?? ''),
            ),
          ).toBe(true);
        }
        for (const t of node.after) {
          expect(rows.some((row) => row.startsWith(`| after \`${String(t.delay)}\``))).toBe(true);
        }
      }
    });

    it('draws an arrow for every transition to every one of its targets', () => {
      const chart = statechartOf(machine);
      const diagram = mermaidDiagram(chart).join('\n');
      const idOf = new Map(
        allStates(chart.root).map((s) => [s.id, [chart.id, ...s.path].join('_')]),
      );
      for (const t of allTransitions(chart)) {
        for (const target of t.targets) {
          expect(diagram).toMatch(
            new RegExp(` --> ${idOf.get(target)} : ${t.label.replace(/[[\]().]/g, '\\$&')}$`, 'm'),
          );
        }
      }
    });

    it('marks the initial state of every compound state', () => {
      for (const node of nodes.filter((n) => n.type === 'compound')) {
        for (const target of node.initial.target) {
          expect(page).toContain(`[*] --> ${mermaidId(machine, target)}`);
        }
      }
    });
  },
);

describe('the docs generator', () => {
  it('is deterministic: two runs give the same files, byte for byte', () => {
    const first = machineDocs(MACHINE_CATALOGUE);
    const second = machineDocs(MACHINE_CATALOGUE);
    expect([...second.keys()]).toEqual([...first.keys()]);
    for (const [file, text] of first) expect(second.get(file)).toBe(text);
  });

  it('links every catalogue page from the index', () => {
    const index = machineDocs(MACHINE_CATALOGUE).get('README.md')!;
    for (const entry of MACHINE_CATALOGUE) expect(index).toContain(`(${entry.file}.md)`);
  });

  it('shows parallel regions, final states, numeric delays and combined guards', () => {
    const machine = createMachine({
      id: 'sample',
      type: 'parallel',
      states: {
        upload: {
          initial: 'sending',
          states: {
            sending: {
              after: { 1000: { target: 'sent', guard: and(['isOnline', not('isPaused')]) } },
            },
            sent: { type: 'final', description: 'Nothing more to do.' },
          },
        },
        light: {
          initial: 'off',
          states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
        },
      },
    });
    const page = machinePage({ machine, title: 'Sample', file: 'sample' });
    expect(page).toMatch(/^\s+--$/m);
    expect(page).toContain('sample_upload_sent --> [*]');
    expect(page).toContain('sample_upload_sent : Nothing more to do.');
    expect(page).toContain('after 1000 ms [(isOnline and not isPaused)]');
    expect(page).toContain('| final | Nothing more to do. |');
  });
});
