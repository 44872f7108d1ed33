/**
 * The JavaScript ceilings: the initial JavaScript of every prerendered page — the module entry
 * and every chunk the page preloads — in gzip bytes, within issue #20's target (103 KB without an
 * island, 110 KB with one), and with the switcher within the budget below. Fails naming the page
 * and its bytes when one is over. It measures sizes, not time, so it is stable on a noisy machine.
 *
 * That is every script a browser fetches until the network is idle, but for what loads as the
 * visitor comes near it: an island's own chunk (src/islands/hydrate.tsx), and the view-mode
 * switcher's, at the page's end (src/shell/App.tsx). The `+switcher` column adds the switcher, which a
 * phone (or a desktop with a chosen view) fetches at start-up where the page's end is in its first
 * screen, as on the thank-you pages; the budget holds for it too. `npm run bench:js` measures
 * each page in a browser.
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
import { initialAssets, ISSUE_20_TARGET } from './lib/initial-assets';
import { chunksOf, KEPT_LOAD_GRAPH_FILE, type LoadGraph } from './vite/load-graph';

/** Issue #3's target for the initial JavaScript of any page (gzip bytes). */
export const INITIAL_JS_TARGET = 95 * 1000;
/**
 * What CI enforces today, on either column: the measured maximum plus a little room, so any
 * regression fails. The largest is the Hebrew home and contact pages with the switcher,
 * 107,116 bytes (no browser fetches both at start-up: their ends are far below the first screen):
 * issue #34's island lifecycle machine (machines/island.machine.ts, in the islands' hydration
 * chunk) added 0.6 KB to each page with an island, and issue #35's module preloading
 * (src/platform/module-preload.ts, which loads an island's chunks in one wave) 0.4 KB. React DOM
 * with React and the scheduler (≈67.9 KB), XState with the app's machines (≈17 KB) and Emotion
 * (≈5 KB) are ≈90 KB before the chrome's own code; docs/decisions/005-initial-javascript.md says
 * where the rest goes. Lower this whenever a page gets lighter.
 *
 * A change anywhere in the app's chunk can move a page by ±43 bytes without adding any: the
 * bundler orders React's CommonJS modules inside React's chunk by something that follows the
 * app's content (seen at issue #43: one changed literal in src/shell swapped React and the
 * scheduler, 67,873 → 67,916 bytes), and the order changes how well it compresses.
 */
export const INITIAL_JS_BUDGET = 107_250;

const dist = join(import.meta.dirname, '..', 'dist');
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The client build's chunks and their imports, as the build kept them (scripts/vite/load-graph.ts). */
const graph = JSON.parse(readFileSync(join(dist, KEPT_LOAD_GRAPH_FILE), 'utf8')) as LoadGraph;

/** What a page whose end is in view at start-up fetches besides its modules: the switcher. */
const switcherChunks = chunksOf(graph, 'src/chrome/ViewModeSwitcher.tsx');

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

let over = 0;
const rows = pages.map((file) => {
  const html = readFileSync(join(dist, file), 'utf8');
  const { js, css } = initialAssets(html);
  const sum = (files: Iterable<string>) => [...files].reduce((bytes, f) => bytes + gzipSize(f), 0);
  const jsBytes = sum(js);
  const withSwitcherBytes = jsBytes + sum(switcherChunks.filter((f) => !js.includes(f)));
  const cssBytes = css.reduce((sum, asset) => sum + gzipSize(asset), 0);
  const target = html.includes('data-island=')
    ? ISSUE_20_TARGET.withIsland
    : ISSUE_20_TARGET.withoutIsland;
  // The page as it starts within issue #20's target, and with the switcher within the budget.
  const ok = jsBytes <= target && withSwitcherBytes <= INITIAL_JS_BUDGET;
  if (!ok) over += 1;
  return {
    page: `/${relative(dist, join(dist, file))}`,
    jsBytes,
    withSwitcherBytes,
    cssBytes,
    files: js.length,
    ok,
    target,
  };
});

const mark = (bytes: number, target: number) => (bytes <= target ? ' ' : '>');
console.log(
  `initial JavaScript per page, gzip bytes, and with the view-mode switcher where the page's ` +
    `end is in the first screen; budget ${INITIAL_JS_BUDGET}; issue #20's targets ` +
    `${ISSUE_20_TARGET.withoutIsland} without an island, ${ISSUE_20_TARGET.withIsland} with one ` +
    `(> marks a page over its target, which fails, as does either column over the budget; ` +
    `the switcher's column is held to the budget alone: npm run bench:js tells where a browser ` +
    `fetches it)`,
);
for (const row of rows) {
  console.log(
    `${row.ok ? '  ok  ' : ' OVER '} ${row.page.padEnd(44)} js ${String(row.jsBytes).padStart(7)}${mark(row.jsBytes, row.target)} +switcher ${String(row.withSwitcherBytes).padStart(7)} in ${row.files} files, css ${row.cssBytes}`,
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
  console.error(
    `${over} page(s) over issue #20's target or the ${INITIAL_JS_BUDGET}-byte budget with the switcher`,
  );
}
if (leaks.length > 0) {
  console.error('the dev machine inspector leaked into the production build (ARCHITECTURE E9)');
}
if (over > 0 || leaks.length > 0) process.exit(1);
