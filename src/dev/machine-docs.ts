/**
 * The Markdown pages of `docs/machines/`: per machine a Mermaid stateDiagram-v2 and tables of
 * its states and transitions, all from the statechart model (`statechart.ts`), plus an index.
 * Pure and deterministic (document order, no timestamps), so a check can compare byte for byte.
 */
import type { MachineEntry } from '../../machines/catalogue';
import {
  allStates,
  allTransitions,
  isInside,
  statechartOf,
  type ChartState,
  type ChartTransition,
  type Statechart,
} from './statechart';
import { wrapText } from './wrap-text';

/** Characters per line of a state's description in a diagram. */
const DESCRIPTION_WIDTH = 44;

const GENERATOR = 'scripts/machine-docs.ts';

// ---------------------------------------------------------------------------
// Mermaid

/** Mermaid labels: letters, digits, spaces and `._-[]()` only. */
const mermaidText = (text: string): string => text.replace(/[^A-Za-z0-9 ._\-[\]()]/g, '_');
/** A description line: punctuation that ends a Mermaid statement becomes a comma. */
const mermaidProse = (text: string): string =>
  text.replace(/[;:]/g, ',').replace(/[^A-Za-z0-9 .,'()-]/g, ' ');

export function mermaidDiagram(chart: Statechart): string[] {
  const states = allStates(chart.root);
  const byId = new Map(states.map((state) => [state.id, state]));
  const parentOf = new Map<string, ChartState>();
  for (const state of states) for (const child of state.children) parentOf.set(child.id, state);

  const mermaidIds = new Map<string, string>();
  for (const state of states) {
    const id = [chart.id, ...state.path].join('_').replace(/[^A-Za-z0-9_]/g, '_');
    if ([...mermaidIds.values()].includes(id)) throw new Error(`Two states map to "${id}".`);
    mermaidIds.set(state.id, id);
  }
  const idOf = (state: ChartState) => mermaidIds.get(state.id)!;
  // Mermaid draws no arrow from a composite state into its own children: a transition a parent
  // handles for all its children starts at a dashed "any <parent> state" inside the parent.
  const anyOf = (state: ChartState) => `${idOf(state)}_any`;
  const withAny = new Set<string>();

  // A parallel root is drawn as a state around its regions (`--` works only inside a state).
  const wrapRoot = chart.root.type === 'parallel';
  const blockOf = (state: ChartState): string | null =>
    state === chart.root && !wrapRoot ? null : state.id;
  // Each arrow goes in the innermost block holding both ends as direct members; arrows across
  // levels go at the top level, after every state is placed.
  const arrows = new Map<string | null, string[]>();
  const draw = (block: string | null, line: string) =>
    arrows.set(block, [...(arrows.get(block) ?? []), line]);
  for (const t of allTransitions(chart)) {
    const source = byId.get(t.source)!;
    for (const targetId of t.targets) {
      const target = byId.get(targetId)!;
      const label = mermaidText(t.label);
      if (isInside(target.id, source.id)) {
        withAny.add(source.id);
        const block = parentOf.get(target.id) === source ? blockOf(source) : null;
        draw(block, `${anyOf(source)} --> ${idOf(target)} : ${label}`);
        continue;
      }
      const parent = parentOf.get(source.id);
      const siblings = parent !== undefined && parentOf.get(target.id) === parent;
      const block = siblings && parent.type !== 'parallel' ? blockOf(parent) : null;
      draw(block, `${idOf(source)} --> ${idOf(target)} : ${label}`);
    }
  }

  const lines = ['stateDiagram-v2'];
  const emit = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`);

  const emitContents = (state: ChartState, depth: number) => {
    if (withAny.has(state.id)) {
      emit(depth, `state "any ${mermaidText(state.key)} state" as ${anyOf(state)}`);
    }
    if (state.type === 'parallel') {
      state.children.forEach((child, i) => {
        if (i > 0) emit(depth, '--');
        emitState(child, depth);
      });
    } else {
      for (const child of state.children) if (child.initial) emit(depth, `[*] --> ${idOf(child)}`);
      for (const child of state.children) emitState(child, depth);
      for (const child of state.children) {
        if (child.type === 'final') emit(depth, `${idOf(child)} --> [*]`);
      }
    }
    const block = blockOf(state);
    if (block !== null) for (const line of arrows.get(block) ?? []) emit(depth, line);
  };

  const emitState = (state: ChartState, depth: number) => {
    emit(depth, `state "${mermaidText(state.key)}" as ${idOf(state)}`);
    if (state.children.length === 0 && !withAny.has(state.id)) {
      // An atomic state shows its description inside its box, one line per statement.
      for (const line of wrapText(state.description ?? '', DESCRIPTION_WIDTH)) {
        emit(depth, `${idOf(state)} : ${mermaidProse(line)}`);
      }
      return;
    }
    emit(depth, `state ${idOf(state)} {`);
    emitContents(state, depth + 1);
    emit(depth, '}');
  };

  if (wrapRoot) {
    emit(1, `[*] --> ${idOf(chart.root)}`);
    emitState(chart.root, 1);
  } else {
    emitContents(chart.root, 1);
  }
  for (const line of arrows.get(null) ?? []) emit(1, line);
  if (withAny.size > 0) {
    emit(1, 'classDef anyState stroke-dasharray: 4 4');
    emit(1, `class ${[...withAny].map((id) => anyOf(byId.get(id)!)).join(',')} anyState`);
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
const statePath = (chart: Statechart, id: string): string =>
  id === chart.root.id ? '(machine)' : code(id.slice(chart.root.id.length + 1));

function effectsOf(state: ChartState): string {
  const parts: string[] = [];
  if (state.entry.length > 0) parts.push(`entry ${codeList(state.entry)}`);
  if (state.exit.length > 0) parts.push(`exit ${codeList(state.exit)}`);
  if (state.invokes.length > 0) parts.push(`invokes ${codeList(state.invokes)}`);
  if (state.tags.length > 0) parts.push(`tags ${codeList(state.tags)}`);
  return parts.join('; ');
}

function statesTable(chart: Statechart): string[] {
  const rows = allStates(chart.root)
    .filter((state) => state !== chart.root)
    .map((state) => [
      statePath(chart, state.id),
      state.initial ? `${state.type}, initial` : state.type,
      state.description ?? '',
      effectsOf(state),
    ]);
  return table(['State', 'Type', 'Description', 'Effects'], rows);
}

const KIND_ORDER: Record<ChartTransition['kind'], number> = { event: 0, after: 1, always: 2 };
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function triggerCell(t: ChartTransition): string {
  if (t.kind === 'always') return 'always (eventless)';
  if (t.kind === 'event') return code(t.trigger);
  const ms = t.delayMs === undefined || t.trigger.endsWith(' ms') ? '' : ` (${t.delayMs} ms)`;
  return `after ${code(t.trigger)}${ms}`;
}

function transitionsTable(chart: Statechart): string[] {
  // Stable sort: within one trigger, document order (the order XState tries them in).
  const rows = [...allTransitions(chart)]
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareText(a.trigger, b.trigger))
    .map((t) => [
      triggerCell(t),
      statePath(chart, t.source),
      t.targets.length === 0
        ? '(stays)'
        : `${t.targets.map((id) => statePath(chart, id)).join(', ')}${t.reenter ? ' (re-entered)' : ''}`,
      t.guard === undefined ? '' : code(t.guard),
      codeList(t.actions),
      t.description ?? '',
    ]);
  return table(['Event', 'From', 'To', 'Guard', 'Actions', 'Description'], rows);
}

export function machinePage(entry: MachineEntry): string {
  const chart = statechartOf(entry.machine);
  const source = `machines/${entry.file}.machine.ts`;
  return [
    `<!-- Generated from ${source} by ${GENERATOR}. Do not edit: run \`npm run machines\`. -->`,
    '',
    `# ${entry.title} machine`,
    '',
    `Machine id ${code(chart.id)} (${chart.root.type}), defined in [${source}](../../${source}).`,
    '',
    chart.description ?? '(No description.)',
    '',
    '```mermaid',
    ...mermaidDiagram(chart),
    '```',
    '',
    '## States',
    '',
    ...statesTable(chart),
    '',
    '## Transitions',
    '',
    'Transitions marked (stays) change no state; they only run their actions.',
    '',
    ...transitionsTable(chart),
    '',
  ].join('\n');
}

function indexPage(catalogue: readonly MachineEntry[]): string {
  const rows = catalogue.map((entry) => [
    `[${entry.file}.md](${entry.file}.md)`,
    `${code(`${entry.machine.id}`)}: ${entry.machine.root.description ?? entry.title}`,
  ]);
  return [
    `<!-- Generated from machines/catalogue.ts by ${GENERATOR}. Do not edit: run \`npm run machines\`. -->`,
    '',
    '# Machine diagrams',
    '',
    'One page per XState machine in `machines/`: its description, a Mermaid state diagram, and',
    'tables of its states and transitions (with guards, actions and descriptions). GitHub renders',
    'the diagrams in place.',
    '',
    ...table(['Page', 'Machine'], rows),
    '',
    `The pages are generated from the machine definitions (read by \`src/dev/statechart.ts\`, as`,
    `the dev inspector and the test paths' coverage read them) by \`${GENERATOR}\`; don't edit`,
    'them by hand. After changing a machine, regenerate them and commit the result:',
    '',
    '```sh',
    'npm run machines        # rewrite docs/machines/*.md',
    'npm run machines:check  # fail if any page is out of date (part of npm test)',
    '```',
    '',
    'Reading the diagrams: an arrow is labelled with its event and guard',
    '(`url.changed [isUrlInHebrew]`), `after resizeDebounce` for a named delay and `always [guard]`',
    'for an eventless transition. `[*] -->` marks the initial state, `--> [*]` a final one, and',
    'dashed lines separate the regions of a parallel state. A dashed "any … state" box stands for',
    'a transition that a parent state handles in all its child states. Atomic states carry their',
    'description; transitions without a target appear only in the table, marked (stays).',
    '',
    'The inspector and the coverage of the test paths (`npm run paths`, the model tests) use the',
    'same names. A state is the machine id and its path in the table (`language.deciding`); a',
    'transition is its source, label and targets (`language.deciding —always [isHebrewUrl]→',
    'language.he`, or `→ (stays)` without a target).',
    '',
    'To watch the running machines, see docs/inspector.md',
    '(`npm run dev`, then open `/__machines`).',
    '',
  ].join('\n');
}

/** Every page of `docs/machines/`, by file name. */
export function machineDocs(catalogue: readonly MachineEntry[]): Map<string, string> {
  return new Map([
    ['README.md', indexPage(catalogue)],
    ...catalogue.map((entry): [string, string] => [`${entry.file}.md`, machinePage(entry)]),
  ]);
}
