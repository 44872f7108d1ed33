/**
 * Path files (issue #21): generated paths written out as plain data, one entry per path and
 * project, with everything a runner or a person needs — where to start, each step's events (with
 * their payloads), clock moves, actions and checks, and what each step covers of its machine. A
 * file runs as written (`npm run paths -- run --from FILE`), so a run can be repeated exactly, or
 * on another checkout. The format is described in qa/docs/path-files.md and
 * qa/docs/path-file.schema.json.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { LANGUAGES, type Language } from '../../machines/constants';
import { definitionOf, type StepCoverage } from './coverage';
import { CRITERIA } from './criteria';
import { DEVICES, PROJECTS, projectById } from './devices';
import { pathsOf } from './generate';
import type {
  Action,
  AnyPathSpec,
  Check,
  Device,
  GeneratedPath,
  Generation,
  Project,
  Start,
} from './model';
import { planOf } from './plan';
import { PATH_SPECS } from './specs';

export const PATH_FILE_FORMAT = 'kavana-paths';
/** Raised when the file's meaning changes; a reader refuses every other version. */
export const PATH_FILE_VERSION = 1;

export interface PathFileStep {
  /** `2. resize the window to 500 px wide`; the start is the first step. */
  title: string;
  /** The machine events of the step, with their payloads (none for the start). */
  events: EventObject[];
  /** Milliseconds the page's clock moves in the step. */
  clockMs: number;
  actions: Action[];
  checks: Check[];
  covers: StepCoverage;
  /**
   * The machine's state value the step reaches (`{ "mobile": "open" }`), which the snapper keys
   * its snapshots by (`stateKey`); absent in files written before it was added, whose steps are
   * run but not snapped.
   */
  value?: StateValue;
}

export interface PathFileEntry {
  id: string;
  title: string;
  machine: string;
  project: string;
  start: {
    device: Device['id'];
    language: Language;
    /** What local storage holds before the first visit. */
    stored: Record<string, string>;
    /** The path the browser opens first. */
    url: string;
    media?: Start<AnyStateMachine>['media'];
  };
  steps: PathFileStep[];
}

/**
 * A file made from an inspector session (`session-path.ts`): when the session was saved, the
 * address the tab loaded, and the project that tab was (its device and language).
 */
export interface SessionSource {
  session: { savedAt: string; url: string; project: string };
}

export interface PathFile {
  format: typeof PATH_FILE_FORMAT;
  version: typeof PATH_FILE_VERSION;
  /** How the paths were chosen: generated, or recorded in the inspector. */
  generator: Generation | SessionSource;
  /** Each machine's definition when the file was written: a reader notes which have changed. */
  machineHashes: Record<string, string>;
  paths: PathFileEntry[];
}

/** A digest of a machine's states and transitions, by their names. */
export function machineHash(spec: AnyPathSpec): string {
  const definition = definitionOf(spec.machine as AnyStateMachine);
  return createHash('sha256').update(JSON.stringify(definition)).digest('hex');
}

/** A path's entry on one project: its start there, and each step as planned for it. */
export function entryOf<M extends AnyStateMachine>(
  path: GeneratedPath<M>,
  project: Project,
): PathFileEntry {
  const { media } = path.start;
  return {
    id: path.id,
    title: path.title,
    machine: path.spec.name,
    project: project.id,
    start: {
      device: project.device.id,
      language: project.language,
      stored: path.start.stored,
      url: path.start.url,
      ...(media ? { media } : {}),
    },
    steps: planOf(path, project).map(({ title, actions, checks, covers }, index) => ({
      title,
      events: path.steps[index]!.events,
      clockMs: path.steps[index]!.ms,
      actions,
      checks,
      covers,
      value: (path.steps[index]!.state as AnyMachineSnapshot).value as StateValue,
    })),
  };
}

/** The entries of a machine's paths in a generation, one per path and project it runs on. */
export function entriesOf(
  spec: AnyPathSpec,
  generation: Generation,
  projects?: readonly string[],
): PathFileEntry[] {
  return pathsOf(spec, generation).flatMap((path) =>
    path.projects
      .filter((id) => !projects || projects.includes(id))
      .map((id) => entryOf(path, projectById(id))),
  );
}

/** A path file of entries (a shrunk path, a session's), each machine's definition hashed. */
export function pathFileOfEntries(
  generation: PathFile['generator'],
  paths: PathFileEntry[],
): PathFile {
  const machines = new Set(paths.map((path) => path.machine));
  return {
    format: PATH_FILE_FORMAT,
    version: PATH_FILE_VERSION,
    generator: generation,
    machineHashes: Object.fromEntries(
      PATH_SPECS.filter((spec) => machines.has(spec.name)).map((spec) => [
        spec.name,
        machineHash(spec),
      ]),
    ),
    paths,
  };
}

/** A path file of the machines' paths in a generation, on the projects given (else all). */
export function pathFileOf(options: {
  specs: readonly AnyPathSpec[];
  generation: Generation;
  projects?: readonly string[];
}): PathFile {
  const { specs, generation, projects } = options;
  return {
    format: PATH_FILE_FORMAT,
    version: PATH_FILE_VERSION,
    generator: generation,
    machineHashes: Object.fromEntries(specs.map((spec) => [spec.name, machineHash(spec)])),
    paths: specs.flatMap((spec) => entriesOf(spec, generation, projects)),
  };
}

/** The file's text: the same paths always give the same bytes. */
export const pathFileText = (file: PathFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** An action or check: interpreted by the runner, which refuses a kind it does not know. */
const said = v.looseObject({ kind: v.string(), says: v.string() });
const keys = v.array(v.string());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A state value: a leaf's name, or an object of a compound or parallel state's regions. */
const stateValue: v.GenericSchema<StateValue> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => v.optional(stateValue)),
  ),
]);

/** How a file's paths were chosen: also what a snapshot folder records (`qa/snaps/manifest.ts`). */
export const generatorSchema = v.union([
  v.object({ criterion: v.picklist(CRITERIA) }),
  v.object({ walk: v.object({ seed: count, length: count, count }) }),
  v.object({
    session: v.object({ savedAt: v.string(), url: v.string(), project: v.string() }),
  }),
]);

const pathFileSchema = v.object({
  format: v.literal(PATH_FILE_FORMAT),
  version: v.literal(PATH_FILE_VERSION),
  generator: generatorSchema,
  machineHashes: v.record(v.string(), v.string()),
  paths: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      machine: v.string(),
      project: v.string(),
      start: v.object({
        device: v.picklist(DEVICES.map((device) => device.id)),
        language: v.picklist(LANGUAGES),
        stored: v.record(v.string(), v.string()),
        url: v.pipe(v.string(), v.startsWith('/')),
        media: v.optional(v.object({ reducedMotion: v.boolean() })),
      }),
      steps: v.pipe(
        v.array(
          v.object({
            title: v.string(),
            events: v.array(v.looseObject({ type: v.string() })),
            clockMs: count,
            actions: v.array(said),
            checks: v.array(said),
            covers: v.object({ states: keys, transitions: keys, pairs: keys }),
            value: v.optional(stateValue),
          }),
        ),
        v.minLength(1, 'a path has at least its start'),
      ),
    }),
  ),
});

/** A path file that cannot be run, with what to do about it. */
export class PathFileError extends Error {
  override name = 'PathFileError';
}

const EXPORT_AGAIN = 're-export it with `npm run paths -- export … --out FILE`';

/**
 * Reads a path file, refusing one of another version or that names a machine or project this
 * checkout does not have. `changed` lists the machines whose definition differs from the one the
 * file was written from: the file still runs as written, but may no longer match the machine.
 */
export function readPathFile(text: string, source: string): { file: PathFile; changed: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new PathFileError(`${source} is not JSON (${(error as Error).message})`);
  }
  const { format, version } = (data ?? {}) as { format?: unknown; version?: unknown };
  if (format !== PATH_FILE_FORMAT)
    throw new PathFileError(
      `${source} is not a path file: its "format" is not "${PATH_FILE_FORMAT}"`,
    );
  if (version !== PATH_FILE_VERSION) {
    const which =
      typeof version === 'number' && version > PATH_FILE_VERSION
        ? 'a newer generator: update this checkout, or'
        : 'an older generator:';
    throw new PathFileError(
      `${source} is a version ${String(version)} path file and this checkout reads version ${PATH_FILE_VERSION}; it comes from ${which} ${EXPORT_AGAIN}`,
    );
  }
  const parsed = v.safeParse(pathFileSchema, data);
  if (!parsed.success) {
    const problems = parsed.issues
      .slice(0, 5)
      .map((issue) => `  ${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
    throw new PathFileError(`${source} is not a valid path file:\n${problems.join('\n')}`);
  }
  const file = parsed.output as PathFile;
  const machines = new Set(PATH_SPECS.map((spec) => spec.name));
  const projects = new Set(PROJECTS.map((project) => project.id));
  const unknownMachines = [...new Set(file.paths.map((path) => path.machine))].filter(
    (name) => !machines.has(name),
  );
  if (unknownMachines.length > 0)
    throw new PathFileError(
      `${source} names machines this checkout does not have: ${unknownMachines.join(', ')} (it has ${[...machines].join(', ')})`,
    );
  const unknownProjects = [...new Set(file.paths.map((path) => path.project))].filter(
    (id) => !projects.has(id),
  );
  if (unknownProjects.length > 0)
    throw new PathFileError(
      `${source} names projects this checkout does not have: ${unknownProjects.join(', ')} (it has ${[...projects].join(', ')})`,
    );
  const changed = PATH_SPECS.filter(
    (spec) =>
      spec.name in file.machineHashes && file.machineHashes[spec.name] !== machineHash(spec),
  ).map((spec) => spec.name);
  return { file, changed };
}
