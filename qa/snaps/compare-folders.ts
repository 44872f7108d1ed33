/**
 * A baseline snapshot folder compared with a candidate one (issue #36), entry by entry, paired by
 * id: what only one has (`missing`, `new`), screenshots that differ beyond the thresholds
 * (`pixels`), and accessibility trees that read differently, `<html lang dir>` included (`aria`).
 * Two folders snapped in different engines are compared only when asked (`acrossEngines`), and
 * then only by their accessibility trees: each engine draws text and controls its own way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from 'diff';
import type { PathEngine } from '../paths/engines';
import {
  readSnapshotFolder,
  SnapshotError,
  type SnapshotEntry,
  type SnapshotFolder,
} from './manifest';
import {
  comparePixels,
  differs,
  PIXEL_THRESHOLDS,
  readPng,
  type PixelMeasure,
  type PixelThresholds,
} from './pixels';

export interface AriaMeasure {
  /** Lines only the baseline's tree has, and only the candidate's. */
  removed: number;
  added: number;
  /** Whether `<html lang>` or `<html dir>` changed. */
  htmlChanged: boolean;
}

export type Difference =
  | { kind: 'missing'; id: string; before: SnapshotEntry; after: null }
  | { kind: 'new'; id: string; before: null; after: SnapshotEntry }
  | {
      kind: 'pixels';
      id: string;
      before: SnapshotEntry;
      after: SnapshotEntry;
      measure: PixelMeasure;
    }
  | {
      kind: 'aria';
      id: string;
      before: SnapshotEntry;
      after: SnapshotEntry;
      measure: AriaMeasure;
      /** The unified diff of the two trees, `<html lang dir>` as their first line. */
      diff: string;
    };

export type DifferenceKind = Difference['kind'];

export interface Comparison {
  baseline: SnapshotFolder;
  candidate: SnapshotFolder;
  thresholds: PixelThresholds;
  /** Whether the two were snapped in different engines and compared by their trees alone. */
  acrossEngines: boolean;
  /** Entries both folders have. */
  compared: number;
  /** Each entry's differences, in the baseline's order, then the new ones. */
  differences: Difference[];
  /** What makes the two folders less comparable than they should be (masks, generation). */
  warnings: string[];
}

/** A tree's text with `<html lang dir>` as its first line, as a YAML comment: what is compared. */
export function treeText(aria: string, html: { lang: string; dir: string }): string {
  const text = aria.replace(/\r\n/g, '\n');
  return `# <html lang="${html.lang}" dir="${html.dir}">\n${text.endsWith('\n') ? text : `${text}\n`}`;
}

const readableTree = (folder: SnapshotFolder, entry: SnapshotEntry) =>
  treeText(readFileSync(join(folder.dir, entry.aria), 'utf8'), entry);

/** The ARIA difference of two entries, or null if they read the same. */
function compareAria(
  baseline: SnapshotFolder,
  candidate: SnapshotFolder,
  before: SnapshotEntry,
  after: SnapshotEntry,
): Difference | null {
  const old = readableTree(baseline, before);
  const now = readableTree(candidate, after);
  if (old === now) return null;
  const patch = structuredPatch(
    `baseline/${before.aria}`,
    `candidate/${after.aria}`,
    old,
    now,
    undefined,
    undefined,
    { context: 3 },
  );
  const lines = patch.hunks.flatMap((hunk) => hunk.lines);
  return {
    kind: 'aria',
    id: before.id,
    before,
    after,
    measure: {
      removed: lines.filter((line) => line.startsWith('-')).length,
      added: lines.filter((line) => line.startsWith('+')).length,
      htmlChanged: before.lang !== after.lang || before.dir !== after.dir,
    },
    diff: formatPatch(patch, FILE_HEADERS_ONLY),
  };
}

/** The pixel difference of two entries, or null if within the thresholds. */
function compareScreenshots(
  baseline: SnapshotFolder,
  candidate: SnapshotFolder,
  before: SnapshotEntry,
  after: SnapshotEntry,
  thresholds: PixelThresholds,
): Difference | null {
  const old = readFileSync(join(baseline.dir, before.screenshot));
  const now = readFileSync(join(candidate.dir, after.screenshot));
  // The same bytes are the same picture: most entries of a self-comparison, with no decoding.
  if (old.equals(now)) return null;
  const measure = comparePixels(
    readPng(join(baseline.dir, before.screenshot)),
    readPng(join(candidate.dir, after.screenshot)),
    thresholds.threshold,
  );
  return differs(measure, thresholds)
    ? { kind: 'pixels', id: before.id, before, after, measure }
    : null;
}

function warningsOf(baseline: SnapshotFolder, candidate: SnapshotFolder): string[] {
  const warnings: string[] = [];
  const masks = (folder: SnapshotFolder) => [...folder.manifest.masks].sort().join(', ');
  if (masks(baseline) !== masks(candidate))
    warnings.push(
      `the two were masked differently (baseline: ${masks(baseline) || 'nothing'}; candidate: ${masks(candidate) || 'nothing'}): a masked area may differ`,
    );
  const generation = (folder: SnapshotFolder) => JSON.stringify(folder.manifest.generation);
  if (generation(baseline) !== generation(candidate))
    warnings.push(
      `the paths were chosen differently (baseline: ${generation(baseline)}; candidate: ${generation(candidate)}): states one reached and the other did not are missing or new`,
    );
  return warnings;
}

/**
 * Refuses to compare two engines' snaps unless asked to compare across engines (`--across-engines`):
 * their pictures differ everywhere, for nothing a deployment changed.
 */
export function checkEngines(before: PathEngine, after: PathEngine, acrossEngines: boolean): void {
  if (before !== after && !acrossEngines)
    throw new SnapshotError(
      `the baseline was snapped in ${before} and the candidate in ${after}: compare two snaps of one engine, or add --across-engines to compare the two engines' accessibility trees alone`,
    );
}

/**
 * Compares two snapshot folders (each read and checked first: a bad one throws a
 * `SnapshotError`). An entry in both may differ both in pixels and in its tree: two differences.
 * Folders of two engines are refused, unless `acrossEngines`: then only the trees are compared
 * (a `pixels` difference is never reported).
 */
export function compareFolders(
  baselineDir: string,
  candidateDir: string,
  thresholds: PixelThresholds = PIXEL_THRESHOLDS,
  options: { acrossEngines?: boolean } = {},
): Comparison {
  const baseline = readSnapshotFolder(baselineDir);
  const candidate = readSnapshotFolder(candidateDir);
  const acrossEngines = options.acrossEngines ?? false;
  checkEngines(baseline.manifest.engine, candidate.manifest.engine, acrossEngines);
  const candidates = new Map(candidate.manifest.entries.map((entry) => [entry.id, entry]));
  const baselineIds = new Set(baseline.manifest.entries.map((entry) => entry.id));
  const differences: Difference[] = [];
  let compared = 0;
  for (const before of baseline.manifest.entries) {
    const after = candidates.get(before.id);
    if (!after) {
      differences.push({ kind: 'missing', id: before.id, before, after: null });
      continue;
    }
    compared++;
    for (const difference of [
      acrossEngines ? null : compareScreenshots(baseline, candidate, before, after, thresholds),
      compareAria(baseline, candidate, before, after),
    ])
      if (difference) differences.push(difference);
  }
  for (const after of candidate.manifest.entries)
    if (!baselineIds.has(after.id))
      differences.push({ kind: 'new', id: after.id, before: null, after });
  const warnings = warningsOf(baseline, candidate);
  if (acrossEngines && baseline.manifest.engine === candidate.manifest.engine)
    warnings.push(
      `both were snapped in ${baseline.manifest.engine}: --across-engines compared only their accessibility trees`,
    );
  return { baseline, candidate, thresholds, acrossEngines, compared, differences, warnings };
}
