/**
 * The command line of `npm run paths` (qa/cli.ts): its options, and what they choose: the
 * machines, the generation (a criterion, random walks, or a path file), the projects and the
 * engines. Every command reads them the same way.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseGeneration } from '../paths/criteria';
import { projectById, PROJECTS } from '../paths/devices';
import { parseEngines, PATH_ENGINES, type PathEngine } from '../paths/engines';
import type { Generation } from '../paths/model';
import { entriesOf, readPathFile } from '../paths/path-file';
import { PATH_SPECS } from '../paths/specs';
import { SNAP_GENERATION } from '../snaps/snapper';

/** The checkout: where `paths-report/` and `dist/` are, and where the runners start. */
export const ROOT = join(import.meta.dirname, '../..');

const OPTIONS = {
  machine: { type: 'string' },
  markdown: { type: 'boolean' },
  out: { type: 'string' },
  path: { type: 'string' },
  grep: { type: 'string' },
  project: { type: 'string', multiple: true },
  'base-url': { type: 'string' },
  workers: { type: 'string' },
  screenshots: { type: 'string', default: 'failed' },
  shard: { type: 'string' },
  'last-failed': { type: 'boolean' },
  shrink: { type: 'boolean' },
  trace: { type: 'string' },
  criterion: { type: 'string' },
  walk: { type: 'boolean' },
  seed: { type: 'string' },
  length: { type: 'string' },
  count: { type: 'string' },
  from: { type: 'string' },
  coverage: { type: 'boolean' },
  baseline: { type: 'string' },
  snaps: { type: 'string' },
  threshold: { type: 'string' },
  'max-diff-pixels': { type: 'string' },
  theme: { type: 'string' },
  against: { type: 'string' },
  engine: { type: 'string' },
  'across-engines': { type: 'boolean' },
} as const;

const parse = (args: string[]) => parseArgs({ args, options: OPTIONS, allowPositionals: true });

/** One call of `npm run paths`: the command, its options, and the paths they generate. */
export interface CommandLine {
  command: string;
  values: ReturnType<typeof parse>['values'];
  positionals: string[];
  /** `--criterion` or `--walk …`; for `snap`, the states criterion unless told. */
  generation: Generation;
}

/** Reads the arguments after `npm run paths --`; throws on an option it does not know. */
export function readCommandLine([command = 'list', ...rest]: string[]): CommandLine {
  const { values, positionals } = parse(rest);
  if (!['off', 'failed', 'all'].includes(values.screenshots))
    throw new Error(`--screenshots is off, failed or all, not "${values.screenshots}"`);
  if (values.shard && !/^\d+\/\d+$/.test(values.shard))
    throw new Error(`--shard is I/N (the I-th of N parts, as 1/2), not "${values.shard}"`);
  const generation =
    command === 'snap' && values.criterion === undefined && !values.walk
      ? SNAP_GENERATION
      : parseGeneration(values);
  return { command, values, positionals, generation };
}

/** The specs of `--machine` (comma-separated), else every machine's. */
export function selectedSpecs({ values }: CommandLine) {
  if (!values.machine) return PATH_SPECS;
  const names = values.machine.split(',');
  const unknown = names.filter((name) => !PATH_SPECS.some((spec) => spec.name === name));
  if (unknown.length > 0)
    throw new Error(
      `No machine ${unknown.join(', ')}; the machines are ${PATH_SPECS.map((s) => s.name).join(', ')}`,
    );
  return PATH_SPECS.filter((spec) => names.includes(spec.name));
}

/** `--project`, each checked (an unknown one is refused with the list of known ones). */
export const chosenProjects = ({ values }: CommandLine) =>
  values.project?.map((id) => projectById(id).id);

/** The projects named by `--project`, else all. */
export const selectedProjects = (cli: CommandLine) =>
  chosenProjects(cli) ?? PROJECTS.map((project) => project.id);

/** The engines `list` says each path's automated run of: `--engine`, else every one. */
export const listedEngines = ({ values }: CommandLine): PathEngine[] =>
  values.engine === undefined ? [...PATH_ENGINES] : parseEngines(values.engine);

/** The chosen paths as path file entries on the chosen projects: what an engine's verdict reads. */
export const selectedEntries = (cli: CommandLine) =>
  selectedSpecs(cli).flatMap((spec) => entriesOf(spec, cli.generation, chosenProjects(cli)));

/** The path file `--from` names, checked before a browser starts; its absolute path. */
export function pathFileToRun({ values }: CommandLine, file: string): string {
  if (values.criterion ?? values.walk)
    throw new Error('--from runs the paths of its file: --criterion and --walk do not go with it');
  const { file: read, changed } = readPathFile(readFileSync(file, 'utf8'), file);
  for (const machine of changed)
    console.warn(
      `paths: ${machine} has changed since ${file} was written; it runs as written, re-export it to follow the machine`,
    );
  const sends = read.paths.some((path) =>
    path.steps.some((step) => step.actions.some((action) => action.kind === 'send')),
  );
  if (sends && !values['base-url'])
    throw new Error(
      `${file} has steps no visitor takes (its \`send\` actions, from an inspector session): only a development server delivers them; start \`npm run dev\` and add --base-url http://localhost:5173`,
    );
  console.log(`paths: running the ${read.paths.length} paths of ${file}`);
  return resolve(file);
}
