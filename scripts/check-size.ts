/**
 * The JavaScript budget (issue #3): the initial JavaScript of every prerendered page — the
 * module entry and every chunk the page preloads — in gzip bytes. Fails naming the page and its
 * bytes when one is over. It measures sizes, not time, so it is stable on a noisy machine.
 *
 * It also proves the development tools stay out of production (ARCHITECTURE E9): no file the
 * build ships may contain a marker of the machine inspector, its bridge or ELK.
 *
 *   npx tsx scripts/check-size.ts   (after npm run build)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { INSPECTOR_CHANNEL } from '../src/dev/protocol';
import { initialAssets } from './lib/initial-assets';

/** The issue's target for the initial JavaScript of any page (gzip bytes). */
export const INITIAL_JS_TARGET = 95 * 1000;
/**
 * What CI enforces today: the measured maximum plus a little room, so any regression fails.
 * Issue #20 (open) asks for ≤ 103 KB without islands and ≤ 110 KB with them. Its fifth part
 * brought a page without islands to 105.2 KB (Hebrew 105.3 KB), the home page with its demo to
 * 113.3 KB and the contact page to 114.2 KB (its form's icons now come from the sprite); the
 * Hebrew contact page, the largest, is 114,476 bytes. React DOM with React and the scheduler
 * (≈67.5 KB), XState with the app's machines (≈17 KB) and Emotion (≈6.3 KB) are ≈91 KB before
 * the chrome's own code; docs/decisions/005-initial-javascript.md says where the rest goes.
 * Lower this whenever a page gets lighter.
 */
export const INITIAL_JS_BUDGET = 115_500;

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
  const onTarget = jsBytes <= INITIAL_JS_TARGET;
  if (!ok) over += 1;
  return {
    page: `/${relative(dist, join(dist, file))}`,
    jsBytes,
    cssBytes,
    files: js.length,
    ok,
    onTarget,
  };
});

console.log(
  `initial JavaScript per page, gzip bytes (budget ${INITIAL_JS_BUDGET}, target ${INITIAL_JS_TARGET})`,
);
for (const row of rows) {
  console.log(
    `${row.ok ? (row.onTarget ? '  ok  ' : ' >tgt ') : ' OVER '} ${row.page.padEnd(44)} js ${String(row.jsBytes).padStart(7)} in ${row.files} files, css ${row.cssBytes}`,
  );
}

/** Strings only the dev inspector (its channel, its page) and ELK's layout code contain. */
const DEV_ONLY_MARKERS = [INSPECTOR_CHANNEL, 'Machine inspector', 'org.eclipse.elk'];
const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(js|html)$/.test(file),
);
const leaks = shipped.flatMap((file) => {
  const content = readFileSync(join(dist, file), 'utf8');
  return DEV_ONLY_MARKERS.filter((marker) => content.includes(marker)).map(
    (marker) => `${file} contains "${marker}"`,
  );
});
if (leaks.length === 0) {
  console.log(
    `  ok   dev inspector absent: none of ${DEV_ONLY_MARKERS.map((m) => `"${m}"`).join(', ')} in ${shipped.length} JS/HTML files`,
  );
} else {
  for (const leak of leaks) console.error(` LEAK  ${leak}`);
}

if (over > 0) {
  console.error(`${over} page(s) over the ${INITIAL_JS_BUDGET}-byte initial JavaScript budget`);
}
if (leaks.length > 0) {
  console.error('the dev machine inspector leaked into the production build (ARCHITECTURE E9)');
}
if (over > 0 || leaks.length > 0) process.exit(1);
