/**
 * Each page's initial JavaScript as a browser fetches it (issue #20): every script requested from
 * the page's load until the network has been idle a while, in gzip -9 bytes, on a desktop
 * (1280 × 800) and on a phone (an iPhone, 390 × 844). What `npm run size` reads from the HTML is
 * the desktop's figure; a phone can fetch more, the view-mode switcher where the page's end shows
 * in its first screen (src/shell/App.tsx). The page is not scrolled: what loads on approach (an island,
 * the switcher) counts only where it is in view at start-up. It prints figures and marks those
 * over the targets; it passes or fails nothing.
 *
 *   npm run bench:js                       every built page
 *   npm run bench:js -- --pages /,/he/about
 *   npm run bench:js -- --dist ../before/dist
 */
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import {
  BROWSER_DEVICES,
  buildIfNeeded,
  inChromium,
  pageCommandLine,
  saveReport,
  serving,
  type BrowserDevice,
} from './bench/harness';
import { formatTable, left, right } from './bench/report';
import { ISSUE_20_TARGET } from './lib/initial-assets';

const { options, dist } = pageCommandLine('initial-js.json', {});

/** How long the network must stay quiet before the page counts as loaded. */
const QUIET_MS = 2000;

/** Every built page, by the path a visitor asks for (`/about`, `/he`, `/404.html`). */
function builtPages(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .sort();
}

/** The scripts `path` fetches on `device` until the network is quiet: their URLs and gzip bytes. */
async function initialScripts(
  browser: Browser,
  origin: string,
  path: string,
  device: BrowserDevice,
) {
  const context = await browser.newContext(BROWSER_DEVICES[device]);
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(QUIET_MS);
  await Promise.all(pending);
  await context.close();
  return scripts;
}

/** A page's initial scripts on each device, and its row of the table: over the target is marked. */
async function measurePage(browser: Browser, origin: string, path: string) {
  const figures = {} as Record<BrowserDevice, { bytes: number; scripts: string[] }>;
  for (const device of Object.keys(BROWSER_DEVICES) as BrowserDevice[]) {
    const scripts = await initialScripts(browser, origin, path, device);
    figures[device] = {
      bytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
      scripts: [...scripts.keys()].sort(),
    };
  }
  // The target goes by whether the page has an island, whatever loaded at start-up.
  const html = await (await fetch(`${origin}${path}`)).text();
  const target = html.includes('data-island=')
    ? ISSUE_20_TARGET.withIsland
    : ISSUE_20_TARGET.withoutIsland;
  const cell = (bytes: number) => `${bytes}${bytes > target ? '>' : ' '}`;
  const { desktop, phone } = figures;
  const extra = phone.scripts.filter((script) => !desktop.scripts.includes(script));
  const row = [
    path,
    cell(desktop.bytes),
    cell(phone.bytes),
    String(target),
    extra.map((script) => script.replace(/^\/assets\/|-[\w-]+\.js$/g, '')).join(' '),
  ];
  return { figures, row };
}

buildIfNeeded(options);
const pages = options.pages ? options.pages.split(',').map((path) => path.trim()) : builtPages();
const rows: string[][] = [];
const report: Record<string, Record<BrowserDevice, { bytes: number; scripts: string[] }>> = {};
await serving([dist], ([origin]) =>
  inChromium(async (browser) => {
    for (const path of pages) {
      const { figures, row } = await measurePage(browser, origin, path);
      report[path] = figures;
      rows.push(row);
    }
  }),
);

console.log(
  `Initial JavaScript as fetched until the network is quiet, gzip -9 bytes (> over issue #20's target)\n`,
);
console.log(
  formatTable(
    [left('page'), right('desktop'), right('phone'), right('target'), left('phone only')],
    rows,
  ),
);
console.log();
saveReport(options.json, report);
