/**
 * The one list the browser layer runs (`qa/browser/paths.spec.ts`): each path on each project it
 * is generated for, as the plain data of a path file. `npm run paths -- run` chooses it through
 * the environment: `PATHS_FILE`, a path file to run as written (`--from`); else the paths of
 * `PATHS_GENERATION` (`--criterion`, `--walk`; by default the transitions criterion). Either way
 * only the machines in `PATHS_MACHINE` and the projects in `PATHS_PROJECTS` (comma-separated;
 * all if unset), so a worker plans no more than it runs.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_GENERATION, type Generation } from './model';
import { entriesOf, readPathFile, type PathFile, type PathFileEntry } from './path-file';
import { PATH_SPECS } from './specs';

export type RunnablePlan = PathFileEntry;

/** The generation the run asks for (`--criterion`, `--walk`): by default the transitions'. */
const generationOf = (env: NodeJS.ProcessEnv): Generation =>
  env.PATHS_GENERATION ? (JSON.parse(env.PATHS_GENERATION) as Generation) : DEFAULT_GENERATION;

/** How the paths that run were chosen: the path file's generator, or the run's generation. */
export function runGeneration(env: NodeJS.ProcessEnv = process.env): PathFile['generator'] {
  if (!env.PATHS_FILE) return generationOf(env);
  return readPathFile(readFileSync(env.PATHS_FILE, 'utf8'), env.PATHS_FILE).file.generator;
}

export function runnablePlans(env: NodeJS.ProcessEnv = process.env): RunnablePlan[] {
  const machines = env.PATHS_MACHINE?.split(',');
  const projects = env.PATHS_PROJECTS?.split(',');
  const chosen = (machine: string) => !machines || machines.includes(machine);
  if (env.PATHS_FILE) {
    const { file } = readPathFile(readFileSync(env.PATHS_FILE, 'utf8'), env.PATHS_FILE);
    return file.paths.filter(
      (path) => chosen(path.machine) && (!projects || projects.includes(path.project)),
    );
  }
  return PATH_SPECS.filter((spec) => chosen(spec.name)).flatMap((spec) =>
    entriesOf(spec, generationOf(env), projects),
  );
}
