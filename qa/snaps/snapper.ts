/**
 * The snapper's Node side (issue #36): which steps of a path are snapped, the candidates the
 * browser stages, and the merge that turns them into a snapshot folder. Parallel workers may
 * reach the same state; each stages its own candidate, named after the path and step, and the
 * merge keeps, per id, the one of the earliest path in the generated order, so two runs keep the
 * same picture whatever order the workers finished in. The browser side is
 * qa/browser/snap-capture.ts.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Generation } from '../paths/model';
import type { PathFileEntry } from '../paths/path-file';
import {
  MANIFEST_FILE,
  manifestText,
  snapshotFiles,
  snapshotId,
  stateKey,
  type PathReach,
  type SnapshotEntry,
  type SnapshotManifest,
  type StateEntry,
} from './manifest';

/** Where the browser stages its candidates, inside the folder being snapped; gone after the merge. */
export const STAGING = '.staging';

/** A step of a path that reaches a state not reached earlier in the same path. */
export interface SnapStep {
  step: number;
  /** `stateKey` of the step's state value. */
  state: string;
}

/**
 * The steps of a path to snap: the first to reach each state value (a later step back in the
 * same state adds nothing the manifest records). Steps without a `value` (path files written
 * before it existed) are not snapped.
 */
export function snapSteps(path: Pick<PathFileEntry, 'steps'>): SnapStep[] {
  const seen = new Set<string>();
  const chosen: SnapStep[] = [];
  path.steps.forEach((step, index) => {
    if (step.value === undefined) return;
    const state = stateKey(step.value);
    if (seen.has(state)) return;
    seen.add(state);
    chosen.push({ step: index, state });
  });
  return chosen;
}

/** What a snap does with one path: the steps it snaps, and how many of its steps it runs. */
export interface SnapRun {
  snap: SnapStep[];
  steps: number;
}

type PlannedPath = Pick<PathFileEntry, 'id' | 'machine' | 'project' | 'steps'>;

/** A state of a machine on a project: what a path reaches whatever the theme. */
export const reachKey = (machine: string, project: string, state: string) =>
  `${machine}\n${project}\n${state}`;

/**
 * How far each path runs when snapping, by its place in the generated order: a path runs only
 * if it reaches a state (of its machine, on its project) that no earlier path reaches, and only
 * up to the last step that does; it snaps those steps. The merge would keep the earliest path's
 * picture of a state anyway, so the steps left out would only cost time: over the states
 * criterion they are four paths in five. A path absent from the map is not run.
 */
export function snapRuns(plans: readonly PlannedPath[]): Map<number, SnapRun> {
  const reached = new Set<string>();
  const runs = new Map<number, SnapRun>();
  plans.forEach((plan, order) => {
    const snap = snapSteps(plan).filter(
      ({ state }) => !reached.has(reachKey(plan.machine, plan.project, state)),
    );
    if (snap.length === 0) return;
    for (const { state } of snap) reached.add(reachKey(plan.machine, plan.project, state));
    runs.set(order, { snap, steps: snap.at(-1)!.step + 1 });
  });
  return runs;
}

/**
 * Every path of the plan that reaches each state, and at which step, in the generated order:
 * the manifest's `paths`, whether or not the snap ran them. Keyed by `reachKey`.
 */
export function stateReaches(plans: readonly PlannedPath[]): Map<string, PathReach[]> {
  const reaches = new Map<string, PathReach[]>();
  for (const plan of plans)
    for (const { step, state } of snapSteps(plan)) {
      const key = reachKey(plan.machine, plan.project, state);
      reaches.set(key, [
        ...(reaches.get(key) ?? []),
        { path: plan.id, step, steps: plan.steps.length },
      ]);
    }
  return reaches;
}

/** How a state's candidate was reached: its path's place in the generated order, and the step. */
export interface CandidateReach extends PathReach {
  /** The path's index in the generated order of the run (`runnablePlans`). */
  order: number;
  title: string;
}

/** What the browser stages for one snap: the entry without its files, and how it was reached. */
export type Candidate = Omit<SnapshotEntry, 'screenshot' | 'aria' | 'reachedBy' | 'paths'> & {
  /** The staged files' name without extension, inside the staging folder. */
  file: string;
  reach: CandidateReach | null;
};

/** A staged file's name: the id and, for a state, the path's place and the step, made flat. */
export const candidateFile = (id: string, reach: Pick<CandidateReach, 'order' | 'step'> | null) =>
  `${id.replaceAll('/', '~')}${reach ? `~${reach.order}~${reach.step}` : ''}`;

const earlier = (a: Candidate, b: Candidate): boolean => {
  if (!a.reach || !b.reach) return a.file < b.file;
  if (a.reach.order !== b.reach.order) return a.reach.order < b.reach.order;
  return a.reach.step < b.reach.step;
};

/** The merge's choice for one id: the candidate to keep, and the entry it becomes. */
export interface Chosen {
  candidate: Candidate;
  entry: SnapshotEntry;
}

/**
 * One entry per id, sorted by id: the candidate of the earliest path in the generated order
 * (then the earliest step), with every path that reaches the state, in that order: those of
 * `reaches` (`stateReaches` of the plan) when given, else those that staged a candidate.
 */
export function mergeCandidates(
  candidates: readonly Candidate[],
  reaches?: ReadonlyMap<string, PathReach[]>,
): Chosen[] {
  const byId = new Map<string, Candidate[]>();
  for (const candidate of candidates)
    byId.set(candidate.id, [...(byId.get(candidate.id) ?? []), candidate]);
  return [...byId.keys()].sort().map((id) => {
    const all = byId.get(id)!;
    const first = all.reduce((best, candidate) => (earlier(candidate, best) ? candidate : best));
    const { file: _file, reach, ...fields } = first;
    const files = snapshotFiles(id);
    if (fields.kind === 'page' || !reach)
      return {
        candidate: first,
        entry: { ...fields, ...files, reachedBy: null, paths: [] } as SnapshotEntry,
      };
    const state = fields as Omit<StateEntry, 'screenshot' | 'aria' | 'reachedBy' | 'paths'>;
    const staged = all
      .map((candidate) => candidate.reach!)
      .sort((a, b) => a.order - b.order || a.step - b.step);
    const entry: StateEntry = {
      ...state,
      ...files,
      reachedBy: { path: reach.path, step: reach.step, title: reach.title },
      paths:
        reaches?.get(reachKey(state.machine, state.project, state.state)) ??
        staged.map(({ path, step, steps }) => ({ path, step, steps })),
    };
    return { candidate: first, entry };
  });
}

/** A staged candidate's fields, checked against the id they must make. */
function readCandidate(file: string): Candidate {
  const candidate = JSON.parse(readFileSync(file, 'utf8')) as Candidate;
  if (candidate.id !== snapshotId(candidate))
    throw new Error(`${file} is not a candidate of this snapper: its id is not its fields'`);
  return candidate;
}

/**
 * Makes `out` ready for a snap: a new folder, or an earlier snapshot folder emptied. Refuses a
 * folder that holds anything else, so that a mistyped `--out` deletes nothing.
 */
export function prepareSnapFolder(out: string): void {
  if (existsSync(out)) {
    const inside = readdirSync(out);
    if (inside.length > 0 && !inside.includes(MANIFEST_FILE) && !inside.includes(STAGING))
      throw new Error(
        `${out} is not empty and not a snapshot folder: give --out a new folder, or an earlier snap's`,
      );
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(join(out, STAGING), { recursive: true });
}

/**
 * Merges the candidates staged in `out` into its snapshot folder: each chosen candidate's files
 * moved to the entry's names, `manifest.json` written, the staging folder removed. `reaches`
 * lists every path of the plan that reaches each state (`stateReaches`). Returns the manifest.
 */
export function writeSnapFolder(
  out: string,
  folder: Omit<SnapshotManifest, 'entries'>,
  reaches?: ReadonlyMap<string, PathReach[]>,
): SnapshotManifest {
  const staging = join(out, STAGING);
  const candidates = existsSync(staging)
    ? readdirSync(staging)
        .filter((name) => name.endsWith('.json'))
        .map((name) => readCandidate(join(staging, name)))
    : [];
  const chosen = mergeCandidates(candidates, reaches);
  for (const { candidate, entry } of chosen)
    for (const [from, to] of [
      [`${candidate.file}.png`, entry.screenshot],
      [`${candidate.file}.aria.yml`, entry.aria],
    ] as const) {
      mkdirSync(dirname(join(out, to)), { recursive: true });
      renameSync(join(staging, from), join(out, to));
    }
  const manifest: SnapshotManifest = { ...folder, entries: chosen.map(({ entry }) => entry) };
  writeFileSync(join(out, MANIFEST_FILE), manifestText(manifest));
  rmSync(staging, { recursive: true, force: true });
  return manifest;
}

/** What `snap` runs unless told otherwise: the fewest paths that reach every state. */
export const SNAP_GENERATION: Generation = { criterion: 'states' };
