/**
 * `REPORT/summary.json`: a comparison as data (qa/docs/state-snapshots.md, "The summary"), every
 * difference with what it is of, its measure and the command that replays it. The report's page
 * is drawn from it, and `approve` reads where the baseline was from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { PATH_ENGINES } from '../paths/engines';
import type { AriaMeasure, Comparison, Difference, DifferenceKind } from './compare-folders';
import {
  SnapshotError,
  type PathReach,
  type SnapshotEntry,
  type SnapshotManifest,
} from './manifest';
import type { PixelMeasure, PixelThresholds } from './pixels';

export const SUMMARY_FORMAT = 'kavana-snapshot-comparison';
/** Raised when the meaning of a field changes; `approve` refuses every other version. */
export const SUMMARY_VERSION = 1;
export const SUMMARY_FILE = 'summary.json';
/** Where the report keeps the candidate it compared: what `approve` makes the baseline. */
export const REPORT_SNAPS = 'snaps';

/** The pictures a difference shows, relative to the report's folder. */
export interface Pictures {
  before: string | null;
  after: string | null;
  difference: string | null;
}

export interface SummaryDifference {
  id: string;
  kind: DifferenceKind;
  machine: string | null;
  state: string | null;
  page: string | null;
  project: string;
  theme: SnapshotEntry['theme'];
  /** The address snapped (the candidate's, or the baseline's for a missing entry). */
  url: string;
  /** `pixels`: a PixelMeasure; `aria`: an AriaMeasure; `missing` and `new`: null. */
  measure: PixelMeasure | AriaMeasure | null;
  /** `aria`: the unified diff of the two trees, `<html lang dir>` their first line. */
  ariaDiff: string | null;
  pictures: Pictures;
  /** Every path that reached the state, and the one line that runs the shortest of them. */
  paths: PathReach[];
  replay: string | null;
}

/** One side of the comparison. */
export interface SummarySide {
  /** The folder: absolute for the baseline; `snaps` (in the report) for the candidate. */
  dir: string;
  baseUrl: string;
  /** The engine it was snapped in (absent in a summary written before engines: Chromium). */
  engine?: SnapshotManifest['engine'];
  createdAt: string;
  entries: number;
  /** SHA-256 of its manifest.json when compared. */
  digest: string;
}

export interface Summary {
  format: typeof SUMMARY_FORMAT;
  version: typeof SUMMARY_VERSION;
  createdAt: string;
  baseline: SummarySide;
  candidate: SummarySide;
  thresholds: PixelThresholds & { includeAA: false };
  /**
   * Whether the sides were snapped in two engines and compared by their accessibility trees
   * alone (`--across-engines`): such a report cannot be approved (absent before engines: false).
   */
  acrossEngines?: boolean;
  /** Entries both sides have, and how many of them differ in neither way. */
  compared: number;
  unchanged: number;
  /** Differences of each kind. */
  counts: Record<DifferenceKind, number>;
  warnings: string[];
  differences: SummaryDifference[];
}

/** A word of a shell command, quoted when it has to be. */
export const shellWord = (word: string): string =>
  /^[\w./:@=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** The options that make `run` generate the paths a manifest's were chosen by; null if none do. */
function generationArgs(generation: SnapshotManifest['generation']): string[] | null {
  if (!generation || 'session' in generation) return null;
  if ('criterion' in generation) return ['--criterion', generation.criterion];
  const { seed, length, count } = generation.walk;
  return ['--walk', '--seed', `${seed}`, '--length', `${length}`, '--count', `${count}`];
}

/** The path of an entry's that has the fewest steps (then reaches it soonest, then by id). */
const shortestPath = (paths: readonly PathReach[]): PathReach | undefined =>
  [...paths].sort(
    (a, b) =>
      a.steps - b.steps || a.step - b.step || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  )[0];

/** Two deployments whose snaps of a state differ: the one under test and the reference. */
export interface Sides {
  baseUrl: string;
  against: string;
}

/**
 * The one line that runs the shortest path that reached a state, on its project, with the
 * generation that made the path's id; null for a page (open its URL) or paths from a session.
 * Given `sides`, it runs the path on both, in the entry's theme, and fails where the state
 * differs (`run --against`); with `--shrink` added, it cuts the path down to the fewest steps
 * that still show it.
 */
export function replayCommand(
  entry: SnapshotEntry,
  generation: SnapshotManifest['generation'],
  sides?: Sides,
  engine: SnapshotManifest['engine'] = 'chromium',
): string | null {
  const shortest = entry.kind === 'state' ? shortestPath(entry.paths) : undefined;
  const chosen = generationArgs(generation);
  if (!shortest || !chosen || entry.kind !== 'state') return null;
  return [
    'npm run paths -- run --machine',
    shellWord(entry.machine),
    ...chosen,
    '--path',
    shellWord(shortest.path),
    '--project',
    shellWord(entry.project),
    ...(engine === 'chromium' ? [] : ['--engine', engine]),
    ...(sides
      ? [
          '--base-url',
          shellWord(sides.baseUrl),
          '--against',
          shellWord(sides.against),
          '--theme',
          entry.theme,
        ]
      : []),
  ].join(' ');
}

/** A difference as the summary holds it, with the pictures the report wrote for it. */
export function summaryDifference(
  comparison: Comparison,
  difference: Difference,
  pictures: Pictures,
): SummaryDifference {
  const entry = difference.after ?? difference.before;
  const side = difference.after ? comparison.candidate : comparison.baseline;
  const { generation, engine } = side.manifest;
  return {
    id: difference.id,
    kind: difference.kind,
    machine: entry.machine,
    state: entry.state,
    page: entry.page,
    project: entry.project,
    theme: entry.theme,
    url: entry.url,
    measure: 'measure' in difference ? difference.measure : null,
    ariaDiff: difference.kind === 'aria' ? difference.diff : null,
    pictures,
    paths: entry.paths,
    // Across engines, the line runs the path in the engine whose snap it is (`--against`
    // compares two deployments in one engine, not two engines).
    replay: replayCommand(
      entry,
      generation,
      !comparison.acrossEngines && (difference.kind === 'pixels' || difference.kind === 'aria')
        ? {
            baseUrl: comparison.candidate.manifest.baseUrl,
            against: comparison.baseline.manifest.baseUrl,
          }
        : undefined,
      engine,
    ),
  };
}

const sideSchema = v.object({
  dir: v.string(),
  baseUrl: v.string(),
  engine: v.optional(v.picklist(PATH_ENGINES)),
  createdAt: v.string(),
  entries: v.number(),
  digest: v.string(),
});

/** What `approve` relies on; the rest of the summary is for people and other tools. */
const summarySchema = v.looseObject({
  format: v.literal(SUMMARY_FORMAT),
  version: v.literal(SUMMARY_VERSION),
  baseline: sideSchema,
  candidate: sideSchema,
  acrossEngines: v.optional(v.boolean()),
  counts: v.object({
    missing: v.number(),
    new: v.number(),
    pixels: v.number(),
    aria: v.number(),
  }),
});

/** Reads `REPORT/summary.json`, refusing a file that is not a comparison's summary. */
export function readSummary(reportDir: string): Summary {
  const file = join(reportDir, SUMMARY_FILE);
  if (!existsSync(file))
    throw new SnapshotError(
      `${reportDir} has no ${SUMMARY_FILE}: it is not a comparison's report (npm run paths -- compare … --out ${reportDir})`,
    );
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SnapshotError(`${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = v.safeParse(summarySchema, data);
  if (!parsed.success)
    throw new SnapshotError(
      `${file} is not a version ${SUMMARY_VERSION} comparison summary (${v.getDotPath(parsed.issues[0]) ?? 'the file'}: ${parsed.issues[0].message}); compare again`,
    );
  return parsed.output as unknown as Summary;
}
