/** The command line every page bench shares (`bench`, `bench:interactions`). */
import { join, resolve } from 'node:path';
import { REPORT_DIR } from './bench-report';

const root = join(import.meta.dirname, '../..');

/**
 * `parseArgs` options for `--build`, `--dist` (another build to measure, say an earlier commit's
 * `dist/`, served by this checkout's server), `--runs`, `--pages` and `--json`, whose default is
 * `report` in the report folder. A bench spreads them beside its own.
 */
export const benchOptions = (report: string) =>
  ({
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    json: { type: 'string', default: join(REPORT_DIR, report) },
  }) as const;

/** The build folder to serve and the number of runs, checked, from the parsed options. */
export function benchTarget(options: { dist?: string; runs: string }) {
  const dist = options.dist ? resolve(options.dist) : join(root, 'dist');
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  return { dist, runs };
}
