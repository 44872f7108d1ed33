/**
 * The JavaScript budget (issue #3): the initial JavaScript of every prerendered page — the
 * module entry and every chunk the page preloads — in gzip bytes. Fails naming the page and its
 * bytes when one is over. It measures sizes, not time, so it is stable on a noisy machine.
 *
 *   npx tsx scripts/check-size.ts   (after npm run build)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssets } from './lib/initial-assets';

export const INITIAL_JS_BUDGET = 95 * 1000;

const dist = join(import.meta.dirname, '..', 'dist');
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

let over = 0;
const rows = pages.map((file) => {
  const { js, css } = initialAssets(readFileSync(join(dist, file), 'utf8'));
  const jsBytes = js.reduce((sum, asset) => sum + gzipSize(asset), 0);
  const cssBytes = css.reduce((sum, asset) => sum + gzipSize(asset), 0);
  const ok = jsBytes <= INITIAL_JS_BUDGET;
  if (!ok) over += 1;
  return { page: `/${relative(dist, join(dist, file))}`, jsBytes, cssBytes, files: js.length, ok };
});

console.log(`initial JavaScript per page, gzip bytes (budget ${INITIAL_JS_BUDGET})`);
for (const row of rows) {
  console.log(
    `${row.ok ? '  ok  ' : ' OVER '} ${row.page.padEnd(44)} js ${String(row.jsBytes).padStart(7)} in ${row.files} files, css ${row.cssBytes}`,
  );
}
if (over > 0) {
  console.error(`${over} page(s) over the ${INITIAL_JS_BUDGET}-byte initial JavaScript budget`);
  process.exit(1);
}
