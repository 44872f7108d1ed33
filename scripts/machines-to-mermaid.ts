/**
 * Writes docs/machines/<name>.md for each app machine: its description, a Mermaid
 * stateDiagram-v2 generated from the machine definition, and tables of its states and events.
 *
 *   npx tsx scripts/machines-to-mermaid.ts           regenerate the files
 *   npx tsx scripts/machines-to-mermaid.ts --check   exit 1 if any file is missing or stale
 *
 * The output depends on the machine definitions only (document order, no timestamps),
 * so `--check` compares byte for byte.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import {
  contactFormMachine,
  demoPlayerMachine,
  languageMachine,
  sideBarMachine,
  toastMachine,
  viewModeMachine,
} from '../machines';

interface MachineDoc {
  machine: AnyStateMachine;
  title: string;
  file: string;
  source: string;
}

const MACHINES: readonly MachineDoc[] = [
  {
    machine: languageMachine,
    title: 'Language',
    file: 'language.md',
    source: 'machines/language.machine.ts',
  },
  {
    machine: viewModeMachine,
    title: 'View mode',
    file: 'view-mode.md',
    source: 'machines/view-mode.machine.ts',
  },
  {
    machine: sideBarMachine,
    title: 'Side bar',
    file: 'side-bar.md',
    source: 'machines/side-bar.machine.ts',
  },
  { machine: toastMachine, title: 'Toast', file: 'toast.md', source: 'machines/toast.machine.ts' },
  {
    machine: demoPlayerMachine,
    title: 'Demo player',
    file: 'demo-player.md',
    source: 'machines/demo-player.machine.ts',
  },
  {
    machine: contactFormMachine,
    title: 'Contact form',
    file: 'contact-form.md',
    source: 'machines/contact-form.machine.ts',
  },
];

const OUT_DIR = fileURLToPath(new URL('../docs/machines/', import.meta.url));
const OUT_DIR_LABEL = 'docs/machines';

// The parts of an XState v5 state node and transition that the generator reads.
// (The library types are generic over `any`; these keep the walk type-safe.)
interface Transition {
  eventType: string;
  target?: readonly StateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  description?: string;
  delay?: unknown;
}

interface StateNode {
  id: string;
  key: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  tags: string[];
  states: Record<string, StateNode>;
  parent?: StateNode;
  entry: readonly unknown[];
  exit: readonly unknown[];
  invoke: readonly { id: string; src: unknown }[];
  initial: { target: readonly StateNode[] };
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  after: Transition[];
}

/** One transition of the machine, as drawn and tabulated. */
interface Edge {
  source: StateNode;
  targets: readonly StateNode[];
  /** What triggers it: an event type, `after <delay>` or `always`. */
  trigger: string;
  kind: 'event' | 'after' | 'always';
  guard: string | undefined;
  actions: string[];
  reenter: boolean;
  description: string | undefined;
}

// ---------------------------------------------------------------------------
// Reading the machine

const childrenOf = (node: StateNode): StateNode[] => Object.values(node.states);

function allNodes(root: StateNode): StateNode[] {
  const nodes: StateNode[] = [];
  const visit = (node: StateNode) => {
    nodes.push(node);
    childrenOf(node).forEach(visit);
  };
  visit(root);
  return nodes;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const fn = value as { name?: string; type?: unknown };
    if (typeof fn.type === 'string') return fn.type;
    return fn.name ? fn.name : 'inline';
  }
  if (typeof value === 'object' && value !== null && 'type' in value) {
    return nameOf(value.type);
  }
  return 'inline';
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  // Higher-order guards (`and`, `or`, `not`) keep their operands in `guards`.
  if (typeof guard === 'function' && 'guards' in guard) {
    const operands = (guard as { guards: readonly unknown[] }).guards.map(
      (g) => guardName(g) ?? 'inline',
    );
    const op = nameOf(guard);
    return op === 'not' ? `not ${operands.join(' ')}` : operands.join(` ${op} `);
  }
  return nameOf(guard);
}

/** Action names, without the internal raise/cancel actions XState adds for `after`. */
function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map(nameOf)
    .filter((name) => name !== 'xstate.raise' && name !== 'xstate.cancel')
    .map((name) => (name.startsWith('xstate.') ? name.slice('xstate.'.length) : name));
}

function edgesOf(node: StateNode): Edge[] {
  const edge = (t: Transition, kind: Edge['kind'], trigger: string): Edge => ({
    source: node,
    targets: t.target ?? [],
    trigger,
    kind,
    guard: guardName(t.guard),
    actions: actionNames(t.actions),
    reenter: t.reenter,
    description: t.description,
  });
  const delayed = new Set(node.after);
  const edges: Edge[] = [];
  for (const t of node.always ?? []) edges.push(edge(t, 'always', 'always'));
  for (const transitions of node.transitions.values()) {
    for (const t of transitions) {
      if (delayed.has(t)) edges.push(edge(t, 'after', `after ${String(t.delay)}`));
      else edges.push(edge(t, 'event', t.eventType));
    }
  }
  return edges;
}

// ---------------------------------------------------------------------------
// Mermaid stateDiagram-v2

/**
 * State ids are built from the full path (`viewMode_mode_auto`), so keys that repeat in
 * different parents don't collide; each state is labelled with its key.
 */
function makeIds(root: StateNode, nodes: StateNode[]): Map<StateNode, string> {
  const ids = new Map<StateNode, string>();
  const seen = new Set<string>();
  for (const node of nodes) {
    const id = [root.id, ...node.path].join('_').replace(/[^A-Za-z0-9_]/g, '_');
    if (seen.has(id)) throw new Error(`Two states map to the Mermaid id "${id}".`);
    seen.add(id);
    ids.set(node, id);
  }
  return ids;
}

/** Keep labels to letters, digits, spaces, dots, dashes, underscores and brackets. */
const mermaidText = (text: string): string => text.replace(/[^A-Za-z0-9 ._\-[\]]/g, '_');

const edgeLabel = (edge: Edge): string =>
  mermaidText(edge.guard === undefined ? edge.trigger : `${edge.trigger} [${edge.guard}]`);

const isDescendant = (node: StateNode, ancestor: StateNode): boolean =>
  node.parent !== undefined && (node.parent === ancestor || isDescendant(node.parent, ancestor));

function mermaidDiagram(root: StateNode): string[] {
  const nodes = allNodes(root);
  const ids = makeIds(root, nodes);
  const id = (node: StateNode): string => ids.get(node)!;
  // Mermaid draws no edge from a composite state into its own children, so a transition that
  // a parent handles for all its states (`viewMode.select` on `mode` targeting `.mobile`) is
  // drawn from a dashed "any <parent> state" pseudo-state inside that parent.
  const anyIds = new Map<StateNode, string>();
  const anyId = (node: StateNode): string => {
    const existing = anyIds.get(node);
    if (existing !== undefined) return existing;
    const created = `${id(node)}_any`;
    if ([...ids.values()].includes(created)) {
      throw new Error(`The Mermaid id "${created}" is taken by a state.`);
    }
    anyIds.set(node, created);
    return created;
  };
  // A parallel root is drawn as a state around its regions (Mermaid's `--` works only inside
  // a state); a compound root is the diagram itself.
  const wrapRoot = root.type === 'parallel';
  const blockOf = (node: StateNode): StateNode | null => (node === root && !wrapRoot ? null : node);

  // Each transition is drawn in the innermost block holding both ends when both are its direct
  // members; anything across levels is drawn at the top level, after every state is placed.
  const local = new Map<StateNode | null, string[]>();
  const draw = (block: StateNode | null, line: string) =>
    local.set(block, [...(local.get(block) ?? []), line]);
  for (const node of nodes) {
    for (const edge of edgesOf(node)) {
      for (const target of edge.targets) {
        const label = edgeLabel(edge);
        if (isDescendant(target, edge.source)) {
          const from = anyId(edge.source);
          const block = target.parent === edge.source ? blockOf(edge.source) : null;
          draw(block, `${from} --> ${id(target)} : ${label}`);
          continue;
        }
        const parent = edge.source.parent;
        const siblings = parent !== undefined && target.parent === parent;
        const block = siblings && parent.type !== 'parallel' ? blockOf(parent) : null;
        draw(block, `${id(edge.source)} --> ${id(target)} : ${label}`);
      }
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);

  const emitContents = (node: StateNode, depth: number) => {
    const children = childrenOf(node);
    const any = anyIds.get(node);
    if (any !== undefined) {
      const name = node === root ? root.id : node.key;
      emit(depth, `state "any ${mermaidText(name)} state" as ${any}`);
    }
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) emit(depth, '--');
        emitState(child, depth);
      });
    } else {
      for (const target of node.initial.target) emit(depth, `[*] --> ${id(target)}`);
      for (const child of children) emitState(child, depth);
      for (const child of children) {
        if (child.type === 'final') emit(depth, `${id(child)} --> [*]`);
      }
    }
    if (node !== root || wrapRoot) {
      for (const line of local.get(node) ?? []) emit(depth, line);
    }
  };

  const emitState = (node: StateNode, depth: number) => {
    const name = node === root ? root.id : node.key;
    emit(depth, `state "${mermaidText(name)}" as ${id(node)}`);
    if (childrenOf(node).length === 0 && !anyIds.has(node)) return;
    emit(depth, `state ${id(node)} {`);
    emitContents(node, depth + 1);
    emit(depth, '}');
  };

  if (wrapRoot) {
    emit(1, `[*] --> ${id(root)}`);
    emitState(root, 1);
  } else {
    emitContents(root, 1);
  }
  for (const line of local.get(null) ?? []) emit(1, line);
  if (anyIds.size > 0) {
    emit(1, 'classDef anyState stroke-dasharray: 4 4');
    emit(1, `class ${[...anyIds.values()].join(',')} anyState`);
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Markdown

const cell = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
const code = (text: string): string => `\`${text}\``;
const codeList = (items: readonly string[]): string => items.map(code).join(', ');

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

/** `mode.auto` for a state, `(machine)` for the root. */
const statePath = (node: StateNode): string =>
  node.path.length === 0 ? '(machine)' : code(node.path.join('.'));

function effectsOf(node: StateNode): string {
  const parts: string[] = [];
  const entry = actionNames(node.entry);
  const exit = actionNames(node.exit);
  if (entry.length > 0) parts.push(`entry ${codeList(entry)}`);
  if (exit.length > 0) parts.push(`exit ${codeList(exit)}`);
  if (node.invoke.length > 0)
    parts.push(`invokes ${codeList(node.invoke.map((i) => nameOf(i.src)))}`);
  if (node.tags.length > 0) parts.push(`tags ${codeList(node.tags)}`);
  return parts.join('; ');
}

function statesTable(root: StateNode): string[] {
  const rows = allNodes(root)
    .filter((node) => node !== root)
    .map((node) => {
      const isInitial = node.parent?.initial.target.includes(node) ?? false;
      return [
        statePath(node),
        isInitial ? `${node.type}, initial` : node.type,
        node.description ?? '',
        effectsOf(node),
      ];
    });
  return table(['State', 'Type', 'Description', 'Effects'], rows);
}

const KIND_ORDER: Record<Edge['kind'], number> = { event: 0, after: 1, always: 2 };
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function eventsTable(machine: AnyStateMachine, root: StateNode): string[] {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const edges = allNodes(root)
    .flatMap(edgesOf)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareText(a.trigger, b.trigger));
  const rows = edges.map((edge) => {
    let trigger = code(edge.trigger);
    if (edge.kind === 'after') {
      const name = edge.trigger.slice('after '.length);
      const ms = delays[name];
      trigger = `after ${code(name)}${typeof ms === 'number' ? ` (${ms} ms)` : ''}`;
    } else if (edge.kind === 'always') {
      trigger = 'always (eventless)';
    }
    return [
      trigger,
      statePath(edge.source),
      edge.targets.length === 0
        ? '(stays)'
        : `${edge.targets.map(statePath).join(', ')}${edge.reenter ? ' (re-entered)' : ''}`,
      edge.guard === undefined ? '' : code(edge.guard),
      codeList(edge.actions),
      edge.description ?? '',
    ];
  });
  return table(['Event', 'From', 'To', 'Guard', 'Actions', 'Description'], rows);
}

function render({ machine, title, source }: MachineDoc): string {
  const root = machine.root as unknown as StateNode;
  const lines = [
    `<!-- Generated from ${source} by scripts/machines-to-mermaid.ts. Do not edit: run \`npm run machines\`. -->`,
    '',
    `# ${title} machine`,
    '',
    `Machine id ${code(root.id)} (${root.type}), defined in [${source}](../../${source}).`,
    '',
    root.description ?? '(No description.)',
    '',
    '```mermaid',
    ...mermaidDiagram(root),
    '```',
    '',
    '## States',
    '',
    ...statesTable(root),
    '',
    '## Events',
    '',
    'Transitions marked (stays) change no state; they only run their actions.',
    '',
    ...eventsTable(machine, root),
    '',
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outputs = MACHINES.map((doc) => ({
    file: doc.file,
    path: `${OUT_DIR}${doc.file}`,
    text: render(doc),
  }));

  if (check) {
    const stale: string[] = [];
    for (const out of outputs) {
      const current = await readIfExists(out.path);
      if (current === null) stale.push(`${OUT_DIR_LABEL}/${out.file} (missing)`);
      else if (current !== out.text) stale.push(`${OUT_DIR_LABEL}/${out.file}`);
    }
    if (stale.length > 0) {
      console.error(
        [
          'Machine docs are out of date with machines/:',
          ...stale.map((file) => `  ${file}`),
          'Run `npm run machines` and commit the result.',
        ].join('\n'),
      );
      process.exit(1);
    }
    console.log(`Machine docs are up to date (${outputs.length} files in ${OUT_DIR_LABEL}).`);
    return;
  }

  await mkdir(OUT_DIR, { recursive: true });
  for (const out of outputs) {
    const current = await readIfExists(out.path);
    if (current === out.text) {
      console.log(`unchanged ${OUT_DIR_LABEL}/${out.file}`);
    } else {
      await writeFile(out.path, out.text, 'utf8');
      console.log(`wrote     ${OUT_DIR_LABEL}/${out.file}`);
    }
  }
}

await main();
