/**
 * Coverage by criterion (issue #21): what a machine's paths must reach on each project, and what
 * they reach. Reckoned from the generated paths alone (`npm run paths -- list --coverage`, no
 * browser), or from the steps a browser run passed; either way as one document, described by
 * `docs/qa/coverage.schema.json`.
 */
import type { AnyStateMachine } from 'xstate';
import type { Language } from '../../machines/constants';
import { coverageOfSteps, definitionOf, exclusionsOn } from './coverage';
import { projectById } from './devices';
import { possiblePairs } from './generate';
import {
  DEFAULT_GENERATION,
  type AnyPathSpec,
  type Criterion,
  type Device,
  type GeneratedPath,
  type Generation,
} from './model';
import { PATH_SPECS } from './specs';

export const CRITERIA: readonly Criterion[] = ['states', 'transitions', 'transition-pairs'];

/** The command line's choice of generation, as `parseArgs` reads it. */
export interface GenerationOptions {
  criterion?: string;
  walk?: boolean;
  seed?: string;
  length?: string;
  count?: string;
}

/**
 * The generation the command line asks for: `--criterion C`, or `--walk --seed N --length L
 * [--count K]`; by default the transitions criterion. Refuses a mix, or a number that is not one.
 */
export function parseGeneration(options: GenerationOptions): Generation {
  const { criterion, walk, seed, length, count } = options;
  if (!walk) {
    if (seed ?? length ?? count) throw new Error('--seed, --length and --count go with --walk');
    if (criterion === undefined) return DEFAULT_GENERATION;
    if (!(CRITERIA as readonly string[]).includes(criterion))
      throw new Error(`No criterion "${criterion}"; the criteria are ${CRITERIA.join(', ')}`);
    return { criterion: criterion as Criterion };
  }
  if (criterion !== undefined) throw new Error('--walk and --criterion do not go together');
  const whole = (name: string, value: string | undefined, min: number) => {
    const number = Number(value);
    if (value === undefined || !Number.isSafeInteger(number) || number < min)
      throw new Error(`--walk needs --${name}, a whole number of at least ${min} (got ${value})`);
    return number;
  };
  return {
    walk: {
      seed: whole('seed', seed, 0),
      length: whole('length', length, 1),
      count: count === undefined ? 1 : whole('count', count, 1),
    },
  };
}

/** How a generation is named in a file or a report: its criterion, or `walk`. */
export const generationName = (
  generation: Generation | { session: unknown },
): Criterion | 'walk' | 'session' =>
  'session' in generation ? 'session' : 'walk' in generation ? 'walk' : generation.criterion;

/** What one path covered on one project: all its steps, or those a browser run passed. */
export interface RunCoverage {
  machine: string;
  path: string;
  project: string;
  steps: number;
  /** Steps whose actions and checks all passed (the start included). */
  passed: number;
  states: string[];
  transitions: string[];
  pairs?: string[];
}

export interface CoverageItem {
  id: string;
  covered: boolean;
  /** The spec's rule that says the item cannot happen on the project, if one does. */
  excludedBy?: string;
}

interface Figure {
  covered: number;
  /** The items that can happen on the project (those no rule excludes). */
  total: number;
}

export interface ProjectCoverage {
  project: string;
  device: Device['id'];
  language: Language;
  paths: number;
  passedPaths: number;
  summary: { states: Figure; transitions: Figure; pairs?: Figure };
  states: CoverageItem[];
  transitions: CoverageItem[];
  /** Only for `transition-pairs`: every pair possible on the project (no rule excludes one). */
  pairs?: CoverageItem[];
}

export interface CoverageDocument {
  format: 'kavana-coverage';
  version: 1;
  criterion: Criterion | 'walk' | 'session';
  machines: Array<{ machine: string; projects: ProjectCoverage[] }>;
  /** `project › test title` of each path that failed. */
  failed: string[];
}

const figureOf = (items: readonly CoverageItem[]): Figure => {
  const reachable = items.filter((item) => !item.excludedBy);
  return {
    covered: reachable.filter((item) => item.covered).length,
    total: reachable.length,
  };
};

function projectCoverage(
  spec: AnyPathSpec,
  projectId: string,
  runs: readonly RunCoverage[],
  withPairs: boolean,
): ProjectCoverage {
  const project = projectById(projectId);
  const { states, transitions } = definitionOf(spec.machine as AnyStateMachine);
  const excluded = exclusionsOn(spec, project);
  const reached = new Set(runs.flatMap((run) => [...run.states, ...run.transitions]));
  const pairsReached = new Set(runs.flatMap((run) => run.pairs ?? []));
  const itemsOf = (ids: readonly string[], covered: Set<string>): CoverageItem[] =>
    ids.map((id) => {
      const rule = excluded.get(id);
      return { id, covered: covered.has(id), ...(rule ? { excludedBy: rule } : {}) };
    });
  const pairs = withPairs ? itemsOf([...possiblePairs(spec, project)], pairsReached) : undefined;
  const coverage = {
    states: itemsOf(states, reached),
    transitions: itemsOf(transitions, reached),
  };
  return {
    project: project.id,
    device: project.device.id,
    language: project.language,
    paths: new Set(runs.map((run) => run.path)).size,
    passedPaths: runs.filter((run) => run.passed === run.steps).length,
    summary: {
      states: figureOf(coverage.states),
      transitions: figureOf(coverage.transitions),
      ...(pairs ? { pairs: figureOf(pairs) } : {}),
    },
    ...coverage,
    ...(pairs ? { pairs } : {}),
  };
}

/**
 * The coverage document of a run: per machine that ran and per project, each state and
 * transition (and, for `transition-pairs`, each possible pair) with whether a passed step reached
 * it and the rule that excludes it, if any.
 */
export function coverageDocument(options: {
  runs: readonly RunCoverage[];
  projects: readonly string[];
  criterion: Criterion | 'walk' | 'session';
  failed?: string[];
}): CoverageDocument {
  const { runs, projects, criterion, failed = [] } = options;
  const machines = PATH_SPECS.filter((spec) => runs.some((run) => run.machine === spec.name));
  return {
    format: 'kavana-coverage',
    version: 1,
    criterion,
    machines: machines.map((spec) => ({
      machine: spec.name,
      projects: projects.map((project) =>
        projectCoverage(
          spec,
          project,
          runs.filter((run) => run.machine === spec.name && run.project === project),
          criterion === 'transition-pairs',
        ),
      ),
    })),
    failed,
  };
}

/** What generated paths cover if every step passes: one run per path and project. */
export function runsOfPaths(paths: readonly GeneratedPath[]): RunCoverage[] {
  return paths.flatMap((path) => {
    const covers = coverageOfSteps(path.spec.machine, path.start.input, path.steps);
    const union = (key: 'states' | 'transitions' | 'pairs') => [
      ...new Set(covers.flatMap((step) => step[key])),
    ];
    const covered = {
      states: union('states'),
      transitions: union('transitions'),
      pairs: union('pairs'),
    };
    return path.projects.map((project) => ({
      machine: path.spec.name,
      path: path.id,
      project,
      steps: path.steps.length,
      passed: path.steps.length,
      ...covered,
    }));
  });
}

const share = (figure: Figure | undefined) =>
  figure
    ? `${figure.covered}/${figure.total} ${figure.total === 0 ? 100 : Math.floor((figure.covered / figure.total) * 1000) / 10}%`
    : '';

/** What a rule excludes but a passed step reached: the rule, or the run, is wrong. */
export const contradictionsOf = (document: CoverageDocument): string[] =>
  document.machines.flatMap(({ machine, projects }) =>
    projects.flatMap((cell) =>
      [...cell.states, ...cell.transitions, ...(cell.pairs ?? [])]
        .filter((item) => item.covered && item.excludedBy)
        .map((item) => `${machine} on ${cell.project}: ${item.id}`),
    ),
  );

/**
 * The coverage document as a table, one row per machine and project (each a share of what can
 * happen there), then in words what was not reached and what each rule excludes. `npm run paths
 * -- list --coverage` prints it for the generated paths, a browser run for the steps that passed.
 */
export function coverageTable(document: CoverageDocument, heading: string): string {
  const pairs = document.criterion === 'transition-pairs';
  const lines = [
    heading,
    '',
    `${'machine'.padEnd(14)}${'project'.padEnd(12)}${'paths passed'.padStart(13)}${'states'.padStart(16)}${'transitions'.padStart(18)}${pairs ? 'transition pairs'.padStart(20) : ''}`,
  ];
  const notes: string[] = [];
  for (const { machine, projects } of document.machines)
    for (const [index, cell] of projects.entries()) {
      lines.push(
        `${(index === 0 ? machine : '').padEnd(14)}${cell.project.padEnd(12)}${`${cell.passedPaths}/${cell.paths}`.padStart(13)}${share(cell.summary.states).padStart(16)}${share(cell.summary.transitions).padStart(18)}${pairs ? share(cell.summary.pairs).padStart(20) : ''}`,
      );
      const where = `  ${machine} on ${cell.project}`;
      for (const rule of new Set(
        [...cell.states, ...cell.transitions].flatMap((item) => item.excludedBy ?? []),
      ))
        notes.push(`${where}: excluded — ${rule}`);
      for (const item of [...cell.states, ...cell.transitions])
        if (!item.covered && !item.excludedBy) notes.push(`${where}: not reached: ${item.id}`);
    }
  const contradictions = contradictionsOf(document);
  notes.push(...contradictions.map((item) => `  reached although a rule excludes it: ${item}`));
  if (document.failed.length > 0)
    notes.push('', 'failed paths:', ...document.failed.map((name) => `  ${name}`));
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}
