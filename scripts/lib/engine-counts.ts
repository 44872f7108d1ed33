/**
 * How many tests each engine ran, passed and skipped (with the reason of each skip), per suite:
 * every runner that drives a browser writes its counts here as it ends, and `npm test` prints them
 * together at its end (scripts/engine-summary.ts), so a reader sees at once what each engine ran.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface EngineCounts {
  /** The suite: `e2e`, `journeys`, `paths`. */
  suite: string;
  engine: string;
  ran: number;
  passed: number;
  /** Of those passed, how many failed first and passed on their retry (CI retries once). */
  flaky: number;
  failed: number;
  /** Each skipped test with the reason it gave. */
  skipped: Array<{ title: string; reason: string }>;
}

/** Where the counts of the last runs are kept (git ignores `.cache/`). */
export const COUNTS_DIR = resolve(import.meta.dirname, '../../.cache/engine-counts');

export function writeEngineCounts(counts: EngineCounts): void {
  mkdirSync(COUNTS_DIR, { recursive: true });
  writeFileSync(
    join(COUNTS_DIR, `${counts.suite}-${counts.engine}.json`),
    `${JSON.stringify(counts, null, 2)}\n`,
  );
}

export function readEngineCounts(): EngineCounts[] {
  let files: string[];
  try {
    files = readdirSync(COUNTS_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(join(COUNTS_DIR, file), 'utf8')) as EngineCounts);
}

/** Forgets the counts of earlier runs, so a summary says only what this one ran. */
export const clearEngineCounts = () => rmSync(COUNTS_DIR, { recursive: true, force: true });

/**
 * One line per suite and engine (a test that passed only on its retry is counted as passed, and
 * said), then the reasons tests were skipped, each once with its count.
 */
export function engineCountsText(all: readonly EngineCounts[]): string {
  const lines = all.map(
    (counts) =>
      `${`${counts.engine} ${counts.suite}`.padEnd(18)} ${String(counts.ran).padStart(4)} ran, ${String(counts.passed).padStart(4)} passed${counts.flaky > 0 ? ` (${counts.flaky} on a retry)` : ''}, ${counts.failed} failed, ${counts.skipped.length} skipped with a reason`,
  );
  for (const counts of all) {
    const reasons = new Map<string, number>();
    for (const { reason } of counts.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    for (const [reason, count] of reasons)
      lines.push(`  ${counts.engine} ${counts.suite}, ${count} skipped: ${reason}`);
  }
  return lines.join('\n');
}
