/**
 * `approve REPORT` (issue #36): the candidate a comparison kept in `REPORT/snaps/` becomes the
 * baseline it was compared with. The copy is made beside the baseline and renamed into place, so
 * the baseline folder is at every moment either the old snaps or the new ones, never a mixture.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { MANIFEST_FILE, readSnapshotFolder, SNAPSHOT_FORMAT, SnapshotError } from './manifest';
import { readSummary, REPORT_SNAPS, type Summary } from './summary';

export interface Approval {
  /** The baseline folder replaced (or made), absolute. */
  baseline: string;
  /** Whether there was a baseline there to replace. */
  replaced: boolean;
  /** Whether the baseline held these snaps already (approved before): nothing was done. */
  alreadyApproved: boolean;
  /** The new baseline's entries, and the comparison's counts of each kind of difference. */
  entries: number;
  summary: Summary;
}

/** The manifest's digest, if the folder has one of a snapshot folder (of any version). */
function manifestDigest(folder: string): string | undefined {
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  let format: unknown;
  try {
    format = (JSON.parse(bytes.toString('utf8')) as { format?: unknown }).format;
  } catch {
    format = undefined;
  }
  if (format !== SNAPSHOT_FORMAT) return undefined;
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Makes `REPORT/snaps/` the baseline: the folder the summary names, or `options.baseline`. Refuses
 * a comparison across engines, when the snaps changed since the comparison, when the baseline changed since (another approval:
 * compare again), and when the folder to replace is there but is no snapshot folder.
 */
export function approveReport(reportDir: string, options: { baseline?: string } = {}): Approval {
  const summary = readSummary(reportDir);
  if (summary.acrossEngines)
    throw new SnapshotError(
      `${reportDir} compared two engines' snaps (${summary.baseline.engine ?? 'chromium'} and ${summary.candidate.engine ?? 'chromium'}), by their accessibility trees alone: it cannot make one engine's snaps the other's baseline`,
    );
  const candidate = readSnapshotFolder(join(reportDir, REPORT_SNAPS));
  if (candidate.digest !== summary.candidate.digest)
    throw new SnapshotError(
      `${join(reportDir, REPORT_SNAPS)} is not what was compared (its manifest changed since): compare again`,
    );
  const baseline = resolve(options.baseline ?? summary.baseline.dir);
  const replaced = existsSync(baseline);
  if (replaced) {
    const digest = manifestDigest(baseline);
    if (!digest)
      throw new SnapshotError(
        `${baseline} is there but is not a snapshot folder (no ${MANIFEST_FILE} of "${SNAPSHOT_FORMAT}"): approve replaces only a baseline`,
      );
    if (digest === candidate.digest)
      return {
        baseline,
        replaced: false,
        alreadyApproved: true,
        entries: candidate.manifest.entries.length,
        summary,
      };
    if (!options.baseline && digest !== summary.baseline.digest)
      throw new SnapshotError(
        `${baseline} has changed since it was compared (another approval?): compare again`,
      );
  }
  const parent = dirname(baseline);
  mkdirSync(parent, { recursive: true });
  const incoming = mkdtempSync(join(parent, `.${basename(baseline)}.approving-`));
  cpSync(candidate.dir, incoming, { recursive: true });
  if (replaced) {
    const outgoing = mkdtempSync(join(parent, `.${basename(baseline)}.replaced-`));
    renameSync(baseline, join(outgoing, 'old'));
    renameSync(incoming, baseline);
    rmSync(outgoing, { recursive: true });
  } else renameSync(incoming, baseline);
  return {
    baseline,
    replaced,
    alreadyApproved: false,
    entries: candidate.manifest.entries.length,
    summary,
  };
}

/** What an approval did, in a sentence or two. */
export function approvalText(approval: Approval): string {
  const { summary, baseline } = approval;
  if (approval.alreadyApproved) return `${baseline} holds these snaps already: nothing to approve`;
  const { counts } = summary;
  const from = `${summary.candidate.baseUrl}, snapped ${summary.candidate.createdAt}`;
  const was = approval.replaced
    ? `in place of the ${summary.baseline.entries} from ${summary.baseline.baseUrl}, snapped ${summary.baseline.createdAt}`
    : 'in a new folder';
  return [
    `approved: ${baseline} now holds the ${approval.entries} entries of ${from}, ${was}.`,
    `It takes in what the comparison found: ${counts.pixels} in pixels, ${counts.aria} in the accessibility tree, ${counts.missing} missing (now gone from the baseline), ${counts.new} new (now in it).`,
  ].join('\n');
}
