/**
 * Coverage by criterion (issue #21): what a machine's paths must reach on each project, and what
 * they reach. Reckoned from the generated paths alone (`npm run paths -- list --coverage`, no
 * browser), or from the steps a browser run passed; either way as one document, described by
 * `qa/docs/coverage.schema.json`.
 */
import type { AnyStateMachine } from 'xstate';
import type { Language } from '../../machines/constants';
import { coverageOfSteps, definitionOf, exclusionsOn } from './coverage';
import { projectById } from './devices';
import {
  DEFAULT_ENGINE,
  engineNotes,
  notRunnableGroups,
  PATH_ENGINES,
  type NotRunnable,
  type PathEngine,
} from './engines';
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
  /** The device project (`phone-he`), whatever the engine. */
  project: string;
  /** The engine it ran on; Chromium when absent (a record written before engines). */
  engine?: PathEngine;
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
  /** The engine the paths ran on (absent in a document written before engines: Chromium). */
  engine: PathEngine;
  device: Device['id'];
  language: Language;
  /** How this engine's runs on the device differ from Chromium's (none for Chromium). */
  notes: string[];
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
  /** The engines the paths were run (or planned) on. */
  engines: PathEngine[];
  machines: Array<{ machine: string; projects: ProjectCoverage[] }>;
  /** The paths an engine cannot run as the path says, each with why (`qa/paths/engines.ts`). */
  notRunnable: NotRunnable[];
  /** `project › test title` of each path that failed. */
  failed: string[];
}

/** One row of the document: a device project on an engine. */
export interface CoverageCell {
  project: string;
  engine: PathEngine;
}

const engineOf = (run: RunCoverage): PathEngine => run.engine ?? DEFAULT_ENGINE;

const figureOf = (items: readonly CoverageItem[]): Figure => {
  const reachable = items.filter((item) => !item.excludedBy);
  return {
    covered: reachable.filter((item) => item.covered).length,
    total: reachable.length,
  };
};

function projectCoverage(
  spec: AnyPathSpec,
  { project: projectId, engine }: CoverageCell,
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
    engine,
    device: project.device.id,
    language: project.language,
    notes: engineNotes(engine, project.device),
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
 * The coverage document of a run: per machine that ran and per project on each engine, each
 * state and transition (and, for `transition-pairs`, each possible pair) with whether a passed
 * step reached it and the rule that excludes it, if any; and the paths an engine could not run.
 * The rows are `cells` if given, else every project on every engine (by default Chromium alone).
 */
export function coverageDocument(options: {
  runs: readonly RunCoverage[];
  projects: readonly string[];
  criterion: Criterion | 'walk' | 'session';
  engines?: readonly PathEngine[];
  cells?: readonly CoverageCell[];
  notRunnable?: readonly NotRunnable[];
  failed?: string[];
}): CoverageDocument {
  const { runs, projects, criterion, failed = [] } = options;
  const engines = options.engines ?? [DEFAULT_ENGINE];
  const cells =
    options.cells ?? engines.flatMap((engine) => projects.map((project) => ({ project, engine })));
  const machines = PATH_SPECS.filter((spec) => runs.some((run) => run.machine === spec.name));
  return {
    format: 'kavana-coverage',
    version: 1,
    criterion,
    engines: [...engines],
    machines: machines.map((spec) => ({
      machine: spec.name,
      projects: cells.map((cell) =>
        projectCoverage(
          spec,
          cell,
          runs.filter(
            (run) =>
              run.machine === spec.name &&
              run.project === cell.project &&
              engineOf(run) === cell.engine,
          ),
          criterion === 'transition-pairs',
        ),
      ),
    })),
    notRunnable: [...(options.notRunnable ?? [])],
    failed,
  };
}

/**
 * Two coverage documents of the same paths as one (a Playwright run's and the WebKit runner's,
 * say): each machine's rows of both, the engines, the not-runnable paths and the failures of
 * both. A document written before engines had any counts as Chromium's.
 */
export function mergeCoverageDocuments(
  first: CoverageDocument,
  second: CoverageDocument,
): CoverageDocument {
  if (first.criterion !== second.criterion)
    throw new Error(
      `the two coverage documents are of different paths (${first.criterion}, ${second.criterion})`,
    );
  const rows = (document: CoverageDocument, machine: string) =>
    (document.machines.find((entry) => entry.machine === machine)?.projects ?? []).map((cell) => ({
      ...cell,
      engine: cell.engine ?? DEFAULT_ENGINE,
      notes: cell.notes ?? [],
    }));
  const enginesOf = (document: CoverageDocument) => document.engines ?? [DEFAULT_ENGINE];
  const machines = PATH_SPECS.map((spec) => spec.name).filter((machine) =>
    [first, second].some((document) =>
      document.machines.some((entry) => entry.machine === machine),
    ),
  );
  return {
    format: 'kavana-coverage',
    version: 1,
    criterion: first.criterion,
    engines: PATH_ENGINES.filter(
      (engine) => enginesOf(first).includes(engine) || enginesOf(second).includes(engine),
    ),
    machines: machines.map((machine) => ({
      machine,
      projects: [...rows(first, machine), ...rows(second, machine)],
    })),
    notRunnable: [...(first.notRunnable ?? []), ...(second.notRunnable ?? [])],
    failed: [...first.failed, ...second.failed],
  };
}

/**
 * What generated paths cover if every step passes: one run per path and project (on `engine`,
 * if given; the caller leaves out what that engine cannot run).
 */
export function runsOfPaths(
  paths: readonly GeneratedPath[],
  engine?: PathEngine,
  runsOn: (path: GeneratedPath, project: string) => boolean = () => true,
): RunCoverage[] {
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
    return path.projects.flatMap((project) =>
      runsOn(path, project)
        ? [
            {
              machine: path.spec.name,
              path: path.id,
              project,
              ...(engine ? { engine } : {}),
              steps: path.steps.length,
              passed: path.steps.length,
              ...covered,
            },
          ]
        : [],
    );
  });
}

/** A row's project as reports name it: `phone-he`, `phone-he-firefox`. */
const cellName = (cell: CoverageCell): string =>
  cell.engine === DEFAULT_ENGINE ? cell.project : `${cell.project}-${cell.engine}`;

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
        .map((item) => `${machine} on ${cellName(cell)}: ${item.id}`),
    ),
  );

/**
 * The coverage document as a table, one row per machine, project and engine (each a share of
 * what can happen there), then in words how an engine's runs differ, what was not reached, what
 * each rule excludes and what an engine could not run. `npm run paths -- list --coverage` prints
 * it for the generated paths, a browser run for the steps that passed.
 */
export function coverageTable(document: CoverageDocument, heading: string): string {
  const pairs = document.criterion === 'transition-pairs';
  // The machine column fits the longest name (view-mode-switcher), with a space after it.
  const machineWidth = Math.max(14, ...document.machines.map(({ machine }) => machine.length + 2));
  const lines = [
    heading,
    '',
    `${'machine'.padEnd(machineWidth)}${'project'.padEnd(12)}${'engine'.padEnd(10)}${'paths passed'.padStart(13)}${'states'.padStart(16)}${'transitions'.padStart(18)}${pairs ? 'transition pairs'.padStart(20) : ''}`,
  ];
  const notes: string[] = [];
  /** Each engine's notes, with the projects they apply to. */
  const engineNoted = new Map<string, string[]>();
  for (const { machine, projects } of document.machines)
    for (const [index, cell] of projects.entries()) {
      lines.push(
        `${(index === 0 ? machine : '').padEnd(machineWidth)}${cell.project.padEnd(12)}${cell.engine.padEnd(10)}${`${cell.passedPaths}/${cell.paths}`.padStart(13)}${share(cell.summary.states).padStart(16)}${share(cell.summary.transitions).padStart(18)}${pairs ? share(cell.summary.pairs).padStart(20) : ''}`,
      );
      for (const note of cell.notes ?? []) {
        const key = `${cell.engine}\n${note}`;
        const projects = engineNoted.get(key) ?? [];
        if (!projects.includes(cell.project)) projects.push(cell.project);
        engineNoted.set(key, projects);
      }
      const where = `  ${machine} on ${cellName(cell)}`;
      for (const rule of new Set(
        [...cell.states, ...cell.transitions].flatMap((item) => item.excludedBy ?? []),
      ))
        notes.push(`${where}: excluded — ${rule}`);
      for (const item of [...cell.states, ...cell.transitions])
        if (!item.covered && !item.excludedBy) notes.push(`${where}: not reached: ${item.id}`);
    }
  const contradictions = contradictionsOf(document);
  notes.push(...contradictions.map((item) => `  reached although a rule excludes it: ${item}`));
  const notRunnable = notRunnableGroups(document.notRunnable ?? []);
  if (notRunnable.length > 0)
    notes.push(
      '',
      'not runnable on an engine (left out of its rows):',
      ...notRunnable.map(
        ({ engine, reason, paths }) =>
          `  ${engine}: ${paths.length} path${paths.length === 1 ? '' : 's'}: ${reason} (${paths.slice(0, 4).join(', ')}${paths.length > 4 ? ', …' : ''})`,
      ),
    );
  if (document.failed.length > 0)
    notes.push('', 'failed paths:', ...document.failed.map((name) => `  ${name}`));
  if (engineNoted.size > 0)
    lines.push(
      '',
      'how an engine ran:',
      ...[...engineNoted].map(([key, projects]) => {
        const [engine, note] = key.split('\n');
        return `  ${engine}: ${projects.join(', ')} ${note}`;
      }),
    );
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}
