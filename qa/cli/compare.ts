/**
 * `npm run paths -- compare`: two snapshot folders compared state by state (qa/snaps/), or a
 * baseline with a deployment snapped as the baseline was; writes the report and exits with 1
 * when anything differs, 0 when nothing does.
 */
import { join } from 'node:path';
import { checkEngines, compareFolders } from '../snaps/compare-folders';
import { readSnapshotFolder } from '../snaps/manifest';
import { PIXEL_THRESHOLDS, type PixelThresholds } from '../snaps/pixels';
import { checkReportDir, writeReport } from '../snaps/report';
import { REPORT_SNAPS } from '../snaps/summary';
import { ROOT, type CommandLine } from './options';
import { snapDeployment, snapEngine } from './snap';

/** The pixel thresholds of `--threshold` and `--max-diff-pixels`, else the defaults. */
function pixelThresholds({ values }: CommandLine): PixelThresholds {
  const threshold = Number(values.threshold ?? PIXEL_THRESHOLDS.threshold);
  const maxDiffPixels = Number(values['max-diff-pixels'] ?? PIXEL_THRESHOLDS.maxDiffPixels);
  if (!(threshold >= 0 && threshold <= 1))
    throw new Error(`--threshold is a number from 0 to 1, not "${values.threshold}"`);
  if (!Number.isSafeInteger(maxDiffPixels) || maxDiffPixels < 0)
    throw new Error(`--max-diff-pixels is a whole number, not "${values['max-diff-pixels']}"`);
  return { threshold, maxDiffPixels };
}

/**
 * Compares the baseline with `--snaps`, or with the snaps of `--base-url` (taken into the
 * report's snaps/ first), writes the report and exits 1 if anything differs, else 0.
 */
export function compare(cli: CommandLine) {
  const { baseline, snaps } = cli.values;
  const baseUrl = cli.values['base-url'];
  const acrossEngines = cli.values['across-engines'] ?? false;
  if (!baseline || (!snaps && !baseUrl))
    throw new Error('compare needs --baseline DIR and --snaps DIR (or --base-url URL)');
  if (snaps && baseUrl) throw new Error('compare takes --snaps DIR or --base-url URL, not both');
  if (snaps && cli.values.engine)
    throw new Error(
      '--engine goes with --base-url (the engine to snap it in): the folder of --snaps was snapped in its own',
    );
  const thresholds = pixelThresholds(cli);
  const out = cli.values.out ?? join(ROOT, 'paths-report/compare');
  const candidate = snaps ?? join(out, REPORT_SNAPS);
  checkReportDir(out, baseline, candidate);
  if (baseUrl) {
    const like = readSnapshotFolder(baseline);
    const engine = snapEngine(cli, like.manifest);
    // Refused before snapping, not after: the snap takes as long as the baseline's did.
    checkEngines(like.manifest.engine, engine, acrossEngines);
    snapDeployment(cli, { baseUrl, out: candidate, engine, like: like.manifest });
  }
  const comparison = compareFolders(baseline, candidate, thresholds, { acrossEngines });
  const summary = writeReport(comparison, out);
  const { counts } = summary;
  for (const warning of summary.warnings) console.warn(`paths: warning: ${warning}`);
  for (const difference of summary.differences)
    console.log(`  ${difference.kind.padEnd(7)} ${difference.id}`);
  const total = summary.differences.length;
  const engines = `${comparison.baseline.manifest.engine} and ${comparison.candidate.manifest.engine}`;
  console.log(
    total === 0
      ? `paths: nothing differs in the ${summary.compared} states both have${acrossEngines ? ` (their accessibility trees, in ${engines})` : ''}; report in ${out}`
      : acrossEngines
        ? `paths: ${counts.aria} states whose accessibility tree differs between ${engines} (${counts.missing} missing, ${counts.new} new) of ${summary.compared} states both have; report in ${join(out, 'index.html')}`
        : `paths: ${total} differences (${counts.pixels} pixels, ${counts.aria} aria, ${counts.missing} missing, ${counts.new} new) of ${summary.compared} states both have; report in ${join(out, 'index.html')}`,
  );
  process.exit(total > 0 ? 1 : 0);
}
