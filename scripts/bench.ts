/**
 * The speed benchmark (issue #3). Builds, serves dist/ like production (server/main.ts), and
 * prints one row per page and language: initial JavaScript and CSS (gzip bytes), HTML bytes
 * (raw / gzip), then Lighthouse — mobile and desktop presets, the median of N runs — with the
 * performance, accessibility, best-practices and SEO scores, FCP, LCP, TBT, CLS and the request
 * count. The format is stable so runs can be compared; nothing here is a pass/fail test.
 *
 *   npm run bench                               all pages, 3 runs each
 *   npm run bench -- --runs 1 --pages /,/he     a quick look
 *   npm run bench -- --no-build --presets mobile
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { initialAssets } from './lib/initial-assets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(argument('runs') ?? 3);
const presets = (argument('presets') ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const port = Number(argument('port') ?? 4175);
const origin = `http://127.0.0.1:${port}`;

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${code}`))));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function pagesToMeasure(): string[] {
  const requested = argument('pages');
  if (requested) return requested.split(',');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  );
}

function htmlFile(path: string) {
  return join(dist, path, 'index.html');
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
}

function sampleOf(result: RunnerResult): Sample {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items
    ?.length;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: requests ?? 0,
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) await run('npm', ['run', '-s', 'build']);
  const server = spawn('npx', ['tsx', 'server/main.ts', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    // The site's own service, with a throw-away store: the benchmark never touches data/.
    env: { ...process.env, CONTACT_DB: join(tmpdir(), `kavana-bench-${port}`, 'contact.sqlite') },
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });

  const header = [
    'page'.padEnd(30),
    'preset ',
    'js-gz'.padStart(7),
    'css-gz'.padStart(6),
    'html'.padStart(7),
    'html-gz'.padStart(7),
    'req'.padStart(4),
    'perf'.padStart(4),
    'a11y'.padStart(4),
    'bp'.padStart(4),
    'seo'.padStart(4),
    'FCP ms'.padStart(7),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
  ].join(' ');
  console.log(`\nbench: median of ${runs} Lighthouse run(s) per page and preset; sizes in bytes`);
  console.log(header);
  console.log('-'.repeat(header.length));

  try {
    for (const path of pagesToMeasure()) {
      const html = readFileSync(htmlFile(path));
      const { js, css } = initialAssets(html.toString());
      const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      const jsBytes = js.reduce((sum, file) => sum + gz(file), 0);
      const cssBytes = css.reduce((sum, file) => sum + gz(file), 0);
      for (const preset of presets) {
        const samples: Sample[] = [];
        for (let i = 0; i < runs; i += 1) {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          };
          const result = await lighthouse(
            `${origin}${path}`,
            flags,
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (result) samples.push(sampleOf(result));
        }
        const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
        console.log(
          [
            path.padEnd(30),
            preset.padEnd(7),
            String(jsBytes).padStart(7),
            String(cssBytes).padStart(6),
            String(html.length).padStart(7),
            String(gzipSync(html, { level: 9 }).length).padStart(7),
            String(m('requests')).padStart(4),
            String(m('performance')).padStart(4),
            String(m('accessibility')).padStart(4),
            String(m('bestPractices')).padStart(4),
            String(m('seo')).padStart(4),
            String(Math.round(m('fcp'))).padStart(7),
            String(Math.round(m('lcp'))).padStart(7),
            String(Math.round(m('tbt'))).padStart(7),
            m('cls').toFixed(3).padStart(6),
          ].join(' '),
        );
      }
    }
  } finally {
    chrome.kill();
    server.kill();
  }
}

await main();
