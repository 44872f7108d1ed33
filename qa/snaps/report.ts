/**
 * A comparison written out (issue #36): `REPORT/index.html`, one section per differing state with
 * its pictures, ARIA diff and replay command, self-contained; `REPORT/summary.json`; the pictures
 * in `REPORT/images/`; and the candidate compared, kept in `REPORT/snaps/` for `approve`.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { PNG } from 'pngjs';
import type { Comparison, Difference } from './compare-folders';
import { SnapshotError, type SnapshotEntry, type SnapshotFolder } from './manifest';
import { differencePicture, readPng } from './pixels';
import { reportPage } from './report-page';
import {
  REPORT_SNAPS,
  SUMMARY_FILE,
  SUMMARY_FORMAT,
  SUMMARY_VERSION,
  summaryDifference,
  type Pictures,
  type Summary,
} from './summary';

const IMAGES = 'images';

/** Whether `inner` is `outer` or inside it. */
const within = (outer: string, inner: string): boolean => {
  const path = relative(outer, inner);
  return !isAbsolute(path) && path !== '..' && !path.startsWith(`..${sep}`);
};

/**
 * Refuses a report folder that would overwrite what is compared: the baseline inside it, or
 * either folder around it. The candidate may be the report's own `snaps/` (the snapper's).
 */
export function checkReportDir(reportDir: string, baselineDir: string, candidateDir: string): void {
  const report = resolve(reportDir);
  const baseline = resolve(baselineDir);
  const candidate = resolve(candidateDir);
  if (within(report, baseline) || within(baseline, report))
    throw new SnapshotError(
      `the report ${reportDir} and the baseline ${baselineDir} must be apart: neither inside the other`,
    );
  if (
    candidate !== join(report, REPORT_SNAPS) &&
    (within(report, candidate) || within(candidate, report))
  )
    throw new SnapshotError(
      `the report ${reportDir} and the snaps ${candidateDir} must be apart (or the snaps its ${REPORT_SNAPS}/ folder)`,
    );
}

/** Copies the candidate into `REPORT/snaps/` (whole, then renamed into place), unless it is there. */
function keepCandidate(candidate: SnapshotFolder, report: string): void {
  const kept = join(report, REPORT_SNAPS);
  if (candidate.dir === kept) return;
  const copy = mkdtempSync(join(report, `.${REPORT_SNAPS}-`));
  cpSync(candidate.dir, copy, { recursive: true });
  rmSync(kept, { recursive: true, force: true });
  renameSync(copy, kept);
}

/** A file name for an id: its characters that are no file name's as `_`, unique in the report. */
function namer(): (id: string) => string {
  const used = new Set<string>();
  return (id) => {
    const base = id.replace(/[^\w.+-]+/g, '_');
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    return name;
  };
}

/** Writes the pictures one state's differences show; their names, relative to the report. */
function writePictures(
  comparison: Comparison,
  report: string,
  name: string,
  differences: Difference[],
): Pictures {
  const first = differences[0]!;
  const pixels = differences.find((difference) => difference.kind === 'pixels');
  const file = (role: string) => `${IMAGES}/${name}.${role}.png`;
  const copy = (folder: SnapshotFolder, entry: SnapshotEntry, role: string) => {
    cpSync(join(folder.dir, entry.screenshot), join(report, file(role)));
    return file(role);
  };
  const pictures: Pictures = { before: null, after: null, difference: null };
  if (first.before) pictures.before = copy(comparison.baseline, first.before, 'before');
  if (first.after) pictures.after = copy(comparison.candidate, first.after, 'after');
  if (pixels?.kind === 'pixels') {
    const picture = differencePicture(
      readPng(join(comparison.baseline.dir, pixels.before.screenshot)),
      readPng(join(comparison.candidate.dir, pixels.after.screenshot)),
      pixels.measure,
      comparison.thresholds.threshold,
    );
    writeFileSync(join(report, file('difference')), PNG.sync.write(picture));
    pictures.difference = file('difference');
  }
  return pictures;
}

/** The comparison as the summary's data, writing each differing state's pictures on the way. */
function summaryOf(comparison: Comparison, report: string): Summary {
  const byId = new Map<string, Difference[]>();
  for (const difference of comparison.differences)
    byId.set(difference.id, [...(byId.get(difference.id) ?? []), difference]);
  const name = namer();
  const differences = [...byId].flatMap(([id, together]) => {
    const pictures = writePictures(comparison, report, name(id), together);
    return together.map((difference) => summaryDifference(comparison, difference, pictures));
  });
  const count = (kind: Difference['kind']) =>
    comparison.differences.filter((difference) => difference.kind === kind).length;
  const { baseline, candidate } = comparison;
  const changed = new Set(
    comparison.differences
      .filter((difference) => difference.kind === 'pixels' || difference.kind === 'aria')
      .map((difference) => difference.id),
  );
  const sideOf = (folder: SnapshotFolder, dir: string) => ({
    dir,
    baseUrl: folder.manifest.baseUrl,
    engine: folder.manifest.engine,
    createdAt: folder.manifest.createdAt,
    entries: folder.manifest.entries.length,
    digest: folder.digest,
  });
  return {
    format: SUMMARY_FORMAT,
    version: SUMMARY_VERSION,
    createdAt: new Date().toISOString(),
    baseline: sideOf(baseline, baseline.dir),
    candidate: sideOf(candidate, REPORT_SNAPS),
    thresholds: { ...comparison.thresholds, includeAA: false },
    acrossEngines: comparison.acrossEngines,
    compared: comparison.compared,
    unchanged: comparison.compared - changed.size,
    counts: {
      missing: count('missing'),
      new: count('new'),
      pixels: count('pixels'),
      aria: count('aria'),
    },
    warnings: comparison.warnings,
    differences,
  };
}

/**
 * Writes the report of a comparison into `reportDir` (created if need be; its previous report,
 * pictures and snaps replaced) and returns its summary.
 */
export function writeReport(comparison: Comparison, reportDir: string): Summary {
  checkReportDir(reportDir, comparison.baseline.dir, comparison.candidate.dir);
  const report = resolve(reportDir);
  mkdirSync(report, { recursive: true });
  for (const old of ['index.html', SUMMARY_FILE, IMAGES])
    if (existsSync(join(report, old))) rmSync(join(report, old), { recursive: true });
  mkdirSync(join(report, IMAGES));
  keepCandidate(comparison.candidate, report);
  const summary = summaryOf(comparison, report);
  writeFileSync(join(report, SUMMARY_FILE), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(report, 'index.html'), reportPage(summary, reportDir));
  return summary;
}
