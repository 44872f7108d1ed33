/**
 * `npm run paths -- merge`: joins the blob reports of `run --shard` (one folder per shard in
 * paths-report/blob) into one HTML report and one coverage.json, with the same reporters as an
 * unsharded run.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type CommandLine } from './options';
import { playwright } from './runners';

export function merge({ values }: CommandLine) {
  const blobs = join(ROOT, 'paths-report/blob');
  const shards = existsSync(blobs) ? readdirSync(blobs) : [];
  if (shards.length === 0) {
    console.error('paths: no shard has run yet: run `npm run paths -- run --shard 1/2` first');
    process.exit(1);
  }
  // merge-reports reads one folder: the shards' zip files side by side.
  const together = mkdtempSync(join(tmpdir(), 'kavana-paths-blobs-'));
  for (const shard of shards)
    for (const file of readdirSync(join(blobs, shard)))
      copyFileSync(join(blobs, shard, file), join(together, file));
  const out = values.out ?? join(ROOT, 'paths-report');
  const status = playwright('merge-reports', [together], { PATHS_REPORT_DIR: out });
  rmSync(together, { recursive: true, force: true });
  if (status === 0) console.log(`paths: merged ${shards.join(', ')} into ${join(out, 'html')}`);
  process.exit(status);
}
