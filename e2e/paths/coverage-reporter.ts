/**
 * Prints, after a browser run of the generated paths, how much of each machine the passed steps
 * reached: over all devices together as a share of the machine's states and transitions, and per
 * project as a share of what can happen there (the machine minus what its declared rules exclude,
 * named below the table). Writes the same as JSON (`outputFile`) beside Playwright's HTML report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { definitionOf, exclusionsOn } from '../../tests/paths/coverage';
import { projectById } from '../../tests/paths/devices';
import type { AnyStateMachine } from 'xstate';
import { PATH_SPECS } from '../../tests/paths/specs';
import { COVERAGE_ATTACHMENT, type PathCoverage } from './coverage';

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

export default class PathCoverageReporter implements Reporter {
  private readonly runs: PathCoverage[] = [];
  private projects: string[] = [];
  private failed: string[] = [];

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onBegin(_config: FullConfig, suite: Suite) {
    this.projects = suite.suites.map((project) => project.title).filter(Boolean);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find(
      (candidate) => candidate.name === COVERAGE_ATTACHMENT,
    );
    if (attachment?.body)
      this.runs.push(JSON.parse(attachment.body.toString('utf8')) as PathCoverage);
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry === test.retries)
      this.failed.push(`${test.parent.project()?.name ?? '?'} › ${test.title}`);
  }

  onEnd() {
    const machines = PATH_SPECS.filter((spec) =>
      this.runs.some((run) => run.machine === spec.name),
    );
    if (machines.length === 0) return;
    const report = machines.map((spec) => {
      const definition = definitionOf(spec.machine as AnyStateMachine);
      const runs = this.runs.filter((run) => run.machine === spec.name);
      const union = (list: PathCoverage[], key: 'states' | 'transitions') =>
        new Set(list.flatMap((run) => run[key]));
      const perProject = this.projects.map((project) => {
        const mine = runs.filter((run) => run.project === project);
        const excluded = exclusionsOn(spec, projectById(project));
        const excludedSet = new Set(excluded.keys());
        return {
          project,
          paths: new Set(mine.map((run) => run.path)).size,
          passedPaths: mine.filter((run) => run.passed === run.steps).length,
          states: figure(definition.states, union(mine, 'states'), excludedSet),
          transitions: figure(definition.transitions, union(mine, 'transitions'), excludedSet),
          rules: [...new Set(excluded.values())],
          excludedButReached: [...excludedSet].filter(
            (item) => union(mine, 'states').has(item) || union(mine, 'transitions').has(item),
          ),
        };
      });
      return {
        machine: spec.name,
        paths: new Set(runs.map((run) => run.path)).size,
        states: figure(definition.states, union(runs, 'states')),
        transitions: figure(definition.transitions, union(runs, 'transitions')),
        projects: perProject,
      };
    });

    const lines: string[] = [
      '',
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
        row(
          machine.machine,
          'all devices',
          machine.states,
          machine.transitions,
          `${passed}/${runs}`,
        ),
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
    if (this.failed.length > 0)
      lines.push('', 'failed paths:', ...this.failed.map((name) => `  ${name}`));
    process.stdout.write(`${lines.join('\n')}\n`);

    if (this.options.outputFile) {
      mkdirSync(dirname(this.options.outputFile), { recursive: true });
      writeFileSync(
        this.options.outputFile,
        `${JSON.stringify({ machines: report, failed: this.failed }, null, 2)}\n`,
      );
    }
  }
}
