/**
 * What a browser path run covered, as attached to its test, and the coverage table made of many:
 * the reporter prints it and writes it as JSON, the `coverage` test attaches it to the HTML report.
 */
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { definitionOf, exclusionsOn } from '../../tests/paths/coverage';
import type { RunCoverage } from '../../tests/paths/criteria';
import { projectById } from '../../tests/paths/devices';
import { PATH_SPECS } from '../../tests/paths/specs';

export const COVERAGE_ATTACHMENT = 'machine-coverage';

/** What one path covered in the browser: its passed steps' states, transitions and pairs. */
export type PathCoverage = Required<RunCoverage>;

interface Figure {
  covered: number;
  total: number;
  missing: string[];
}

const figure = (
  items: readonly string[],
  covered: Set<string>,
  excluded: Set<string> = new Set(),
): Figure => {
  const reachable = items.filter((item) => !excluded.has(item));
  return {
    covered: reachable.filter((item) => covered.has(item)).length,
    total: reachable.length,
    missing: reachable.filter((item) => !covered.has(item)),
  };
};

const percent = ({ covered, total }: Figure) =>
  `${total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10}%`.padStart(6);

/**
 * How much of each machine the passed steps of `runs` reached: over all devices together as a
 * share of the machine's states and transitions, and per project as a share of what can happen
 * there (the machine minus what its declared rules exclude, each with its rule).
 */
export function coverageOf(runs: readonly PathCoverage[], projects: readonly string[]) {
  const machines = PATH_SPECS.filter((spec) => runs.some((run) => run.machine === spec.name));
  return machines.map((spec) => {
    const definition = definitionOf(spec.machine as AnyStateMachine);
    const mine = runs.filter((run) => run.machine === spec.name);
    const union = (list: PathCoverage[], key: 'states' | 'transitions') =>
      new Set(list.flatMap((run) => run[key]));
    return {
      machine: spec.name,
      paths: new Set(mine.map((run) => run.path)).size,
      states: figure(definition.states, union(mine, 'states')),
      transitions: figure(definition.transitions, union(mine, 'transitions')),
      projects: projects.map((project) => {
        const here = mine.filter((run) => run.project === project);
        const excluded = exclusionsOn(spec, projectById(project));
        const excludedSet = new Set(excluded.keys());
        return {
          project,
          paths: new Set(here.map((run) => run.path)).size,
          passedPaths: here.filter((run) => run.passed === run.steps).length,
          states: figure(definition.states, union(here, 'states'), excludedSet),
          transitions: figure(definition.transitions, union(here, 'transitions'), excludedSet),
          rules: [...new Set(excluded.values())],
          excludedButReached: [...excludedSet].filter(
            (item) => union(here, 'states').has(item) || union(here, 'transitions').has(item),
          ),
        };
      }),
    };
  });
}

export type CoverageReport = ReturnType<typeof coverageOf>;

/** The coverage as a table, then what was not reached and what each rule excludes, in words. */
export function coverageTable(report: CoverageReport): string {
  const lines: string[] = [
    'Machine coverage in the browser: states and transitions reached by passed steps,',
    'for all devices as a share of the machine, per project as a share of what can happen there',
    '',
    `${'machine'.padEnd(14)}${'project'.padEnd(13)}${'states'.padStart(16)}${'transitions'.padStart(17)}${'paths passed'.padStart(15)}`,
  ];
  const row = (
    machine: string,
    project: string,
    states: Figure,
    transitions: Figure,
    paths: string,
  ) =>
    `${machine.padEnd(14)}${project.padEnd(13)}${`${states.covered}/${states.total} ${percent(states)}`.padStart(16)}${`${transitions.covered}/${transitions.total} ${percent(transitions)}`.padStart(17)}${paths.padStart(15)}`;
  for (const machine of report) {
    const passed = machine.projects.reduce((sum, cell) => sum + cell.passedPaths, 0);
    const runs = machine.projects.reduce((sum, cell) => sum + cell.paths, 0);
    lines.push(
      row(machine.machine, 'all devices', machine.states, machine.transitions, `${passed}/${runs}`),
    );
    for (const cell of machine.projects)
      lines.push(
        row('', cell.project, cell.states, cell.transitions, `${cell.passedPaths}/${cell.paths}`),
      );
  }
  const notes: string[] = [];
  for (const row of report) {
    for (const item of [
      ...row.states.missing.map((id) => `state ${id}`),
      ...row.transitions.missing,
    ])
      notes.push(`  ${row.machine}: not reached on any device: ${item}`);
    for (const cell of row.projects) {
      for (const rule of cell.rules)
        notes.push(`  ${row.machine} on ${cell.project}: excluded — ${rule}`);
      for (const item of [
        ...cell.states.missing.map((id) => `state ${id}`),
        ...cell.transitions.missing,
      ])
        notes.push(`  ${row.machine} on ${cell.project}: not reached: ${item}`);
      for (const item of cell.excludedButReached)
        notes.push(
          `  ${row.machine} on ${cell.project}: reached although a rule excludes it: ${item}`,
        );
    }
  }
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}

/** Where each path test leaves what it covered, for the `coverage` test of the same run. */
export const coverageRecords = (outputDir: string) => join(outputDir, 'coverage');
