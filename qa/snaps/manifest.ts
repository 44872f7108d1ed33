/**
 * A snapshot folder (issue #36): how each distinct state of each machine, and each page, looked
 * (a PNG screenshot) and read to a screen reader (Playwright's ARIA snapshot of the body) on one
 * deployment, in one browser engine, per project (device × language) and theme. `DIR/manifest.json` lists the entries;
 * the snapper writes it, `compare` and `approve` read it. The format is described in
 * qa/docs/state-snapshots.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import type { StateValue } from 'xstate';
import { LANGUAGES, type Language } from '../../machines/constants';
import { DEVICES } from '../paths/devices';
import { DEFAULT_ENGINE, PATH_ENGINES, type PathEngine } from '../paths/engines';
import type { Device } from '../paths/model';
import { generatorSchema, type PathFile } from '../paths/path-file';

export const SNAPSHOT_FORMAT = 'kavana-state-snapshots';
/**
 * Raised when the meaning of a field changes; a reader refuses every version but this and those
 * it can still read. 2 added the engine; a version 1 folder was snapped in Chromium.
 */
export const SNAPSHOT_VERSION = 2;
const OLDER_READABLE = [1];
export const MANIFEST_FILE = 'manifest.json';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The first path, in the order the paths were generated, that reached the state, and where. */
export interface ReachedBy {
  path: string;
  /** The index of the step that reached it: 0 is the start. */
  step: number;
  /** That step's title, as `list` prints it. */
  title: string;
}

/** One path that reached the state: at which step, and how many steps it has (the start too). */
export interface PathReach {
  path: string;
  step: number;
  steps: number;
}

interface EntryBase {
  /** Stable across deployments and runs: `snapshotId` of the entry's other fields. */
  id: string;
  /** The Playwright project, `${device}-${language}`. */
  project: string;
  device: Device['id'];
  language: Language;
  theme: Theme;
  /** The address the page had when it was snapped. */
  url: string;
  /** `<html lang>` and `<html dir>`, '' when absent: the ARIA snapshot carries neither. */
  lang: string;
  dir: string;
  /** The whole page, or the viewport only. */
  fullPage: boolean;
  /** The PNG and the ARIA snapshot text, relative to the folder (forward slashes). */
  screenshot: string;
  aria: string;
}

/** A machine's state, reached by the generated paths. */
export interface StateEntry extends EntryBase {
  kind: 'state';
  machine: string;
  /** `stateKey` of the machine's state value. */
  state: string;
  page: null;
  reachedBy: ReachedBy;
  paths: PathReach[];
}

/** A route, opened directly. */
export interface PageEntry extends EntryBase {
  kind: 'page';
  machine: null;
  state: null;
  /** The route's path in its language: `/about`, `/he/about`. */
  page: string;
  reachedBy: null;
  paths: [];
}

export type SnapshotEntry = StateEntry | PageEntry;

export interface SnapshotManifest {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The browser engine every entry was snapped in (a version 1 folder's: Chromium). */
  engine: PathEngine;
  /** The deployment snapped, as given to the snapper. */
  baseUrl: string;
  /** When the snap started, ISO 8601. */
  createdAt: string;
  /** How the paths were chosen (a path file's `generator`); null when only pages were snapped. */
  generation: PathFile['generator'] | null;
  /** The CSS selectors painted over in every screenshot (moving parts such as a clock). */
  masks: string[];
  entries: SnapshotEntry[];
}

/** Keys sorted at every level, so that equal values always give the same text. */
function sortedJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${sortedJson(inner)}`).join(',')}}`;
}

/**
 * A machine's state value as the manifest's `state`: a simple machine's leaf state as it is
 * (`open`), any other as JSON with sorted keys (`{"mode":"desktop","viewport":"steady"}`).
 */
export const stateKey = (value: StateValue): string =>
  typeof value === 'string' ? value : sortedJson(value);

/** Each leaf of a state value as a dotted path (`mode.desktop`), sorted. */
function leafPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix.join('.')];
  return entries.flatMap(([key, inner]) => leafPaths(inner, [...prefix, key])).sort();
}

/** A state key as one segment of an id: its leaves joined by `+` (`mode.desktop+viewport.steady`). */
function stateSegment(key: string): string {
  const value: unknown = key.startsWith('{') ? JSON.parse(key) : key;
  return leafPaths(value).join('+').replace(/[/\\]/g, '_');
}

/**
 * An entry's id, from what identifies it: `state/side-bar/desktop.expanded/desktop-en/dark`,
 * `page/he/about/phone-he/light` (the home page's path `/` is `index`). Two snaps of any
 * deployment give the same state the same id, so compare pairs entries by it.
 */
export function snapshotId(
  entry: Pick<SnapshotEntry, 'kind' | 'machine' | 'state' | 'page' | 'project' | 'theme'>,
): string {
  const where = `${entry.project}/${entry.theme}`;
  if (entry.kind === 'page') return `page${entry.page === '/' ? '/index' : entry.page}/${where}`;
  return `state/${entry.machine}/${stateSegment(entry.state ?? '')}/${where}`;
}

/** The file names the snapper gives an entry's screenshot and ARIA snapshot. */
export const snapshotFiles = (id: string): Pick<SnapshotEntry, 'screenshot' | 'aria'> => ({
  screenshot: `${id}.png`,
  aria: `${id}.aria.yml`,
});

/** The manifest's text: the same entries always give the same bytes. */
export const manifestText = (manifest: SnapshotManifest): string =>
  `${JSON.stringify(manifest, null, 2)}\n`;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A file inside the folder: relative, forward slashes, no way out of it. */
const inside = (extension: string) =>
  v.pipe(
    v.string(),
    v.check(
      (name) =>
        name.endsWith(extension) &&
        !name.startsWith('/') &&
        !name.includes('\\') &&
        !name.split('/').includes('..'),
      `a file name inside the folder, relative, ending in ${extension}`,
    ),
  );

const common = {
  id: v.string(),
  project: v.string(),
  device: v.picklist(DEVICES.map((device) => device.id)),
  language: v.picklist(LANGUAGES),
  theme: v.picklist(THEMES),
  url: v.string(),
  lang: v.string(),
  dir: v.string(),
  fullPage: v.boolean(),
  screenshot: inside('.png'),
  aria: inside('.aria.yml'),
};

const manifestSchema = v.object({
  format: v.literal(SNAPSHOT_FORMAT),
  version: v.literal(SNAPSHOT_VERSION),
  engine: v.picklist(PATH_ENGINES),
  baseUrl: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  generation: v.nullable(generatorSchema),
  masks: v.array(v.string()),
  entries: v.array(
    v.variant('kind', [
      v.object({
        kind: v.literal('state'),
        ...common,
        machine: v.pipe(v.string(), v.minLength(1)),
        state: v.pipe(v.string(), v.minLength(1)),
        page: v.null(),
        reachedBy: v.object({ path: v.string(), step: count, title: v.string() }),
        paths: v.pipe(
          v.array(v.object({ path: v.string(), step: count, steps: count })),
          v.minLength(1, 'a state was reached by at least one path'),
        ),
      }),
      v.object({
        kind: v.literal('page'),
        ...common,
        machine: v.null(),
        state: v.null(),
        page: v.pipe(v.string(), v.startsWith('/')),
        reachedBy: v.null(),
        paths: v.tuple([]),
      }),
    ]),
  ),
});

/** A snapshot folder or manifest that cannot be read, with what to do about it. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** What no schema says: ids unique and as `snapshotId` makes them, each entry consistent. */
function inconsistencies(manifest: SnapshotManifest): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  manifest.entries.forEach((entry, index) => {
    const at = `entries.${index} (${entry.id})`;
    if (seen.has(entry.id)) problems.push(`${at}: the id is given twice`);
    seen.add(entry.id);
    const id = snapshotId(entry);
    if (entry.id !== id) problems.push(`${at}: the id should be "${id}", from its fields`);
    if (entry.project !== `${entry.device}-${entry.language}`)
      problems.push(`${at}: the project should be "${entry.device}-${entry.language}"`);
    if (entry.kind === 'state') {
      const { path, step } = entry.reachedBy;
      if (!entry.paths.some((reach) => reach.path === path && reach.step === step))
        problems.push(`${at}: reachedBy (${path}, step ${step}) is not among its paths`);
      for (const reach of entry.paths)
        if (reach.step >= reach.steps)
          problems.push(`${at}: ${reach.path} reached it at step ${reach.step} of ${reach.steps}`);
    }
  });
  return problems;
}

const SNAP_AGAIN = 'snap it again with `npm run paths -- snap …`';

/**
 * Reads a manifest's text, refusing one that is not JSON, of another format or version, or not
 * valid (the first five problems, each with where it is).
 */
export function parseManifest(text: string, source: string): SnapshotManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SnapshotError(`${source} is not JSON (${(error as Error).message})`);
  }
  const { format, version } = (data ?? {}) as { format?: unknown; version?: unknown };
  if (format !== SNAPSHOT_FORMAT)
    throw new SnapshotError(
      `${source} is not a snapshot manifest: its "format" is not "${SNAPSHOT_FORMAT}"`,
    );
  // A version 1 manifest is a version 2 one snapped in Chromium, which it does not say.
  if (typeof version === 'number' && OLDER_READABLE.includes(version))
    data = { ...(data as object), version: SNAPSHOT_VERSION, engine: DEFAULT_ENGINE };
  else if (version !== SNAPSHOT_VERSION) {
    const which =
      typeof version === 'number' && version > SNAPSHOT_VERSION
        ? 'a newer snapper: update this checkout, or'
        : 'an older snapper:';
    throw new SnapshotError(
      `${source} is a version ${String(version)} snapshot manifest and this checkout reads versions ${[...OLDER_READABLE, SNAPSHOT_VERSION].join(' and ')}; it comes from ${which} ${SNAP_AGAIN}`,
    );
  }
  const parsed = v.safeParse(manifestSchema, data);
  if (!parsed.success) {
    const problems = parsed.issues
      .slice(0, 5)
      .map((issue) => `  ${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
    throw new SnapshotError(`${source} is not a valid snapshot manifest:\n${problems.join('\n')}`);
  }
  // Typed, not cast: the schema and the interfaces cannot drift apart.
  const manifest: SnapshotManifest = parsed.output;
  const problems = inconsistencies(manifest);
  if (problems.length > 0)
    throw new SnapshotError(
      `${source} is not a valid snapshot manifest:\n${problems
        .slice(0, 5)
        .map((problem) => `  ${problem}`)
        .join('\n')}`,
    );
  return manifest;
}

export interface SnapshotFolder {
  /** The folder, absolute. */
  dir: string;
  manifest: SnapshotManifest;
  /** SHA-256 of the manifest's bytes: approve checks that the folder is the one compared. */
  digest: string;
}

/** Reads a snapshot folder: its manifest, checked, and every file the manifest names present. */
export function readSnapshotFolder(dir: string): SnapshotFolder {
  const folder = resolve(dir);
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file))
    throw new SnapshotError(
      `${dir} has no ${MANIFEST_FILE}: it is not a snapshot folder (qa/docs/state-snapshots.md)`,
    );
  const bytes = readFileSync(file);
  const manifest = parseManifest(bytes.toString('utf8'), file);
  const absent = manifest.entries
    .flatMap((entry) => [entry.screenshot, entry.aria])
    .filter((name) => !existsSync(join(folder, name)));
  if (absent.length > 0)
    throw new SnapshotError(
      `${dir} lacks ${absent.length} file${absent.length === 1 ? '' : 's'} its manifest names: ${absent.slice(0, 3).join(', ')}${absent.length > 3 ? ', …' : ''}`,
    );
  return { dir: folder, manifest, digest: createHash('sha256').update(bytes).digest('hex') };
}
