/**
 * The page-speed benchmark (issue #10). Serves `dist/` as production does, and beside it the
 * same build with every script removed (each page's no-JavaScript floor, on a second server).
 * Measures every page with Lighthouse's mobile preset (its default simulated throttling, or
 * Chrome itself slowed with `--throttling devtools`),
 * alternating each run of a page with a run of its floor in one Chrome, and prints the medians:
 * score, FCP, LCP, TBT (with the floor's and what the scripts add to it: issue #20 asks for at
 * most 30 ms; and the blocking time of the long tasks that run the site's own script files, not
 * counting the rendering they cause: docs/decisions/011), CLS, the JavaScript the page fetched,
 * the floor's LCP and the ratio of the two, with the run's benchmarkIndex and the machine's
 * load. Then the navigation table (issue #35): each page reached client-side from its language's
 * home page, on a desktop and on a phone, with every script response held back by `--delay` ms
 * and with none: the successive waves of script requests and the time to the new heading
 * (scripts/bench/navigations.ts). The same goes to a JSON file.
 * It prints figures; it passes or fails nothing.
 *
 *   npm run bench                               every page of the sitemap, 5 runs each
 *   npm run bench -- --pages /,/he/about        some pages
 *   npm run bench -- --runs 1 --build           one run, after a fresh build
 *   npm run bench -- --json bench-report/before.json
 *   npm run bench -- --navigations-only         only the navigation table
 *   npm run bench -- --no-navigations           only Lighthouse's table
 *   npm run bench -- --delay 1000               script responses held back 1 s (default 150 ms)
 *   npm run bench -- --cpu 6                    Lighthouse's CPU slowdown 6× (default 4×, its preset)
 *   npm run bench -- --as-index 1400            4× as on a host of benchmarkIndex 1,400
 *   npm run bench -- --throttling devtools      Chrome slowed by DevTools, its trace as it was
 *
 * `--as-index N` reads this machine's benchmarkIndex before the runs, so that 4× means what it
 * means on a host of index N: on a machine of 3,800, a simulated run records the load 3,800 /
 * 1,400 ≈ 2.7× slower and simulates 4× on that; a DevTools run slows Chrome 4 × 3,800 / 1,400 ≈
 * 10.9× (scripts/bench/as-index.ts, scripts/bench/lighthouse-run.ts).
 *
 * The interaction latencies are `npm run bench:interactions` (scripts/bench-interactions.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type RunnerResult } from 'lighthouse';
import {
  calibrate,
  describeSlowdown,
  hostIndexOption,
  lighthouseChromeReadings,
  simulatedAsOn,
  slowerMachineWarning,
  type AsIndex,
} from './bench/as-index';
import {
  inChromium,
  launchChrome,
  measuredPages,
  pageCommandLine,
  saveReport,
  serving,
  wholeNumber,
} from './bench/harness';
import { runLighthouse, type Throttling } from './bench/lighthouse-run';
import { formatLoad, machineFigures, printMachine, watchMachine } from './bench/machine-load';
import { formatNavigations, measureNavigations } from './bench/navigations';
import { writeNoJsFloor } from './bench/no-js-floor';
import { formatTable, left, right } from './bench/report';
import { median, medianInterval } from './bench/stats';

const { options, dist, runs } = pageCommandLine('bench.json', {
  'navigations-only': { type: 'boolean', default: false },
  'no-navigations': { type: 'boolean', default: false },
  delay: { type: 'string', default: '150' },
  cpu: { type: 'string', default: '4' },
  'as-index': { type: 'string' },
  throttling: { type: 'string', default: 'simulate' },
});
const delayMs = wholeNumber(options.delay, 'delay', 0);
/**
 * Lighthouse's CPU slowdown: 4 in its mobile preset; 6 stands for a slower phone. With
 * `--as-index`, the slowdown on that host (scripts/bench/as-index.ts).
 */
const cpuSlowdown = Number(options.cpu);
if (!(cpuSlowdown >= 1)) {
  console.error('--cpu must be a number ≥ 1 (the CPU slowdown; Lighthouse’s mobile preset is 4)');
  process.exit(2);
}
/**
 * How Lighthouse slows the page (`--throttling`): `simulate`, its default, records the load (at
 * full speed, or as slowly as the `--as-index` host) and computes the metrics for a slow phone
 * from that record; `devtools` has Chrome itself slow the CPU and the network (DevTools'
 * emulation) and reads the metrics off the trace (scripts/bench/lighthouse-run.ts).
 */
const throttlingMethod = throttlingOption(options.throttling);
function throttlingOption(value: string): 'simulate' | 'devtools' {
  if (value === 'simulate' || value === 'devtools') return value;
  console.error('--throttling is simulate (Lighthouse’s default) or devtools');
  process.exit(2);
}
/** `--as-index`: the benchmarkIndex of the host the slowdown stands for, if any. */
const hostIndex = hostIndexOption(options['as-index']);
if (options['navigations-only'] && options['no-navigations']) {
  console.error('--navigations-only and --no-navigations leave nothing to measure');
  process.exit(2);
}
if (options['navigations-only'] && hostIndex !== undefined) {
  console.error(
    '--as-index scales Lighthouse’s CPU slowdown; --navigations-only runs no Lighthouse',
  );
  process.exit(2);
}

/** What one Lighthouse run of one page gives. Times in milliseconds. */
interface Sample {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * Blocking time (each task's time over 50 ms, simulated) of the long tasks Lighthouse's
   * `long-tasks` audit attributes to one of the site's script files. It undercounts what the
   * scripts block: Lighthouse puts most of start-up's module evaluation under the page's own URL
   * or under no URL (its `bootup-time` audit shows it), so only TBT − floor counts all of it.
   */
  scriptBlocking: number;
  cls: number;
  benchmarkIndex: number;
  /** Gzip bytes (level 9) of every script the page fetched from the site during the run. */
  jsBytes: number;
  /** Those scripts' paths (`/assets/index-….js`). */
  scripts: string[];
}

/** The medians of a page's (or its floor's) samples. */
type Medians = Omit<Sample, 'scripts' | 'benchmarkIndex'>;

interface PageReport {
  path: string;
  /** Runs Lighthouse could not complete (left out of the medians), with its reason. */
  failures: string[];
  page: Medians & { scripts: string[]; samples: Sample[] };
  floor: Medians & { samples: Sample[] };
  /** The page's median LCP over its floor's: 1 means scripts cost the largest paint nothing. */
  lcpRatio: number;
}

/** The rows of a Lighthouse audit's table (`details.items`), or none. */
function auditItems(result: RunnerResult, id: string): unknown[] {
  const details = result.lhr.audits[id]?.details;
  const items: unknown = details && 'items' in details ? details.items : [];
  return Array.isArray(items) ? items : [];
}

/** A long task as Lighthouse's `long-tasks` audit lists it (the fields used here). */
interface LongTaskItem {
  url: string;
  duration: number;
}

const isLongTaskItem = (item: unknown): item is LongTaskItem =>
  typeof item === 'object' &&
  item !== null &&
  'url' in item &&
  typeof item.url === 'string' &&
  'duration' in item &&
  typeof item.duration === 'number';

/** What TBT counts of a task: its time over 50 ms. */
const BLOCKING_AFTER_MS = 50;

/** The blocking time of the long tasks attributed to the site's own scripts (`/assets/…js`). */
function scriptBlockingOf(result: RunnerResult, origin: string): number {
  return auditItems(result, 'long-tasks')
    .filter(isLongTaskItem)
    .filter((task) => task.url.startsWith(`${origin}/assets/`) && task.url.endsWith('.js'))
    .reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_AFTER_MS), 0);
}

/** A network request as Lighthouse's `network-requests` audit lists it (the fields used here). */
interface NetworkItem {
  url: string;
  resourceType?: string;
}

const isNetworkItem = (item: unknown): item is NetworkItem =>
  typeof item === 'object' && item !== null && 'url' in item && typeof item.url === 'string';

/** Gzip -9 sizes of the build's files, read once each. */
const gzipSizes = new Map<string, number>();
function gzipSizeOf(path: string): number {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size;
}

/**
 * The site's scripts among the run's requests: everything the browser fetched until Lighthouse
 * saw the network and the main thread go quiet, so chunks loaded after the first paint count too.
 */
function scriptsFetched(result: RunnerResult, origin: string): string[] {
  const paths = auditItems(result, 'network-requests')
    .filter(isNetworkItem)
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(`${origin}/`))
    .map((item) => new URL(item.url).pathname);
  return [...new Set(paths)].sort();
}

/**
 * One Lighthouse run in a browser of its own, with a fresh profile: a first visit. Lighthouse's
 * storage reset leaves `localStorage` alone, so in a shared browser a Hebrew page's stored
 * language sent every later English page to its Hebrew twin (the boot script's redirect).
 */
async function measure(url: string, throttling: Throttling): Promise<Sample> {
  const chrome = await launchChrome();
  try {
    return await measureIn(url, chrome.port, throttling);
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run, throttled as `--cpu`, `--throttling` and `--as-index` say. */
async function measureIn(url: string, chromePort: number, throttling: Throttling): Promise<Sample> {
  const result = await runLighthouse(url, chromePort, throttling);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = scriptsFetched(result, new URL(url).origin);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    scriptBlocking: scriptBlockingOf(result, new URL(url).origin),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsBytes: scripts.reduce((sum, path) => sum + gzipSizeOf(path), 0),
    scripts,
  };
}

function mediansOf(samples: readonly Sample[]): Medians {
  const of = (key: keyof Medians) => median(samples.map((sample) => sample[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    scriptBlocking: of('scriptBlocking'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
  };
}

const COLUMNS = [
  left('page'),
  ...[
    'perf',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'floor TBT ms',
    'TBT − floor',
    'per run',
    'LT on /assets ms',
    'CLS',
    'JS KB gz',
    'floor LCP ms',
    'LCP/floor',
  ].map(right),
];

/**
 * Each run's value less that of the floor's run beside it (they alternate): whether a difference
 * of the medians holds run by run or is the floors' own spread. None when a run was left out,
 * which leaves no pairs to trust.
 */
const pairedDifferences = (page: readonly Sample[], floor: readonly Sample[], key: 'tbt') =>
  page.length === floor.length ? page.map((sample, run) => sample[key] - floor[run]![key]) : [];

/**
 * Where the median of the run-by-run differences lies, and how surely (`medianInterval`; with 5
 * runs, their smallest to their largest, 94%): whether a difference of the medians over the
 * target is the page's, or the spread of a few runs.
 */
const intervalOf = (values: readonly number[]) => {
  const interval = medianInterval(values);
  if (!interval) return '';
  const { low, high, confidence } = interval;
  return `${low.toFixed(0)}…${high.toFixed(0)} (${(confidence * 100).toFixed(0)}%)`;
};

const rowOf = ({ path, page, floor, lcpRatio }: PageReport) => [
  path,
  String(page.performance),
  page.fcp.toFixed(0),
  page.lcp.toFixed(0),
  page.tbt.toFixed(0),
  floor.tbt.toFixed(0),
  (page.tbt - floor.tbt).toFixed(0),
  intervalOf(pairedDifferences(page.samples, floor.samples, 'tbt')),
  page.scriptBlocking.toFixed(0),
  page.cls.toFixed(3),
  (page.jsBytes / 1000).toFixed(1),
  floor.lcp.toFixed(0),
  lcpRatio.toFixed(2),
];

/**
 * A page's runs, alternated with its floor's (page, floor, page, floor…: a slow moment of the
 * machine falls on both alike), and their medians. A run that fails is tried a second time (a
 * fresh browser's trace now and then lacks its navigation start); one that fails twice is
 * reported and left out, so one hiccup does not end the bench.
 */
async function measurePage(
  path: string,
  site: string,
  floorSite: string,
  throttling: Throttling,
): Promise<PageReport> {
  const samples: Sample[] = [];
  const floorSamples: Sample[] = [];
  const failures: string[] = [];
  const measureInto = async (into: Sample[], url: string, attempt = 1): Promise<void> => {
    try {
      into.push(await measure(url, throttling));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt === 1) {
        console.error(`  failed, trying again: ${reason}`);
        return measureInto(into, url, 2);
      }
      failures.push(reason);
      console.error(`  failed again, left out: ${reason}`);
    }
  };
  for (let run = 1; run <= runs; run += 1) {
    console.error(`  ${path}: run ${run} of ${runs}`);
    await measureInto(samples, `${site}${path}`);
    await measureInto(floorSamples, `${floorSite}${path}`);
  }
  const page = mediansOf(samples);
  const floor = mediansOf(floorSamples);
  return {
    path,
    failures,
    page: { ...page, scripts: samples[0]?.scripts ?? [], samples },
    floor: { ...floor, samples: floorSamples },
    lcpRatio: page.lcp / floor.lcp,
  };
}

/** Every page with Lighthouse, each alternated with its floor (served from a copy of `dist/`). */
async function measurePages(
  pages: readonly string[],
  throttling: Throttling,
): Promise<PageReport[]> {
  const floorDist = mkdtempSync(join(tmpdir(), 'kavana-floor-'));
  writeNoJsFloor(dist, floorDist);
  const reports: PageReport[] = [];
  try {
    await serving([dist, floorDist], async ([site, floorSite]) => {
      for (const path of pages) reports.push(await measurePage(path, site, floorSite, throttling));
    });
  } finally {
    rmSync(floorDist, { recursive: true, force: true });
  }
  return reports;
}

/** Prints Lighthouse's table and the runs' benchmarkIndex; returns the benchmarkIndex figures. */
function printPages(
  reports: readonly PageReport[],
  asIndex: AsIndex | undefined,
  { recordedSlower }: Throttling,
) {
  const samples = reports.flatMap((report) =>
    [...report.page.samples, ...report.floor.samples].map((sample) => sample.benchmarkIndex),
  );
  const benchmarkIndex = median(samples);
  console.log(
    `\nLighthouse mobile (${throttlingMethod === 'simulate' ? 'simulated' : 'DevTools'} throttling, CPU ${describeSlowdown(cpuSlowdown, asIndex, recordedSlower)}), median of ${runs} run(s) per page, each alternated with its no-JavaScript floor`,
  );
  const warning = asIndex && slowerMachineWarning(cpuSlowdown, asIndex);
  if (warning) console.log(warning);
  console.log(formatTable(COLUMNS, reports.map(rowOf)));
  console.log(
    `\nbenchmarkIndex ${benchmarkIndex.toFixed(0)} (median; ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)})`,
  );
  return { median: benchmarkIndex, samples };
}

/** Each run's throttling: `--throttling` and `--cpu`, as on the `--as-index` host if given. */
function throttlingAsAsked(asIndex: AsIndex | undefined): Throttling {
  const method = throttlingMethod;
  if (!asIndex) return { method, cpu: cpuSlowdown, recordedSlower: 1 };
  if (method === 'devtools') return { method, cpu: asIndex.applied, recordedSlower: 1 };
  const { recordedSlower, simulated } = simulatedAsOn(cpuSlowdown, asIndex);
  return { method, cpu: simulated, recordedSlower };
}

async function main() {
  const pages = measuredPages(options, dist);
  const lighthouseToo = !options['navigations-only'];
  const navigationsToo = !options['no-navigations'];
  const machine = watchMachine();
  console.error(
    `bench: ${pages.length} page(s), ${runs} run(s) each${navigationsToo ? `, navigations with ${delayMs} ms delay` : ''}; ${formatLoad(machine.start)}`,
  );

  // This machine's benchmarkIndex, read before the measured runs, in Chromes like theirs.
  const asIndex =
    lighthouseToo && hostIndex !== undefined
      ? await calibrate(cpuSlowdown, hostIndex, () => lighthouseChromeReadings())
      : undefined;
  const throttling = throttlingAsAsked(asIndex);
  const reports = lighthouseToo ? await measurePages(pages, throttling) : [];
  const navigations = navigationsToo
    ? await serving([dist], ([site]) =>
        inChromium((browser) => measureNavigations(browser, site, pages, { delayMs, runs })),
      )
    : [];
  const reading = machine.finish();

  const benchmarkIndex = lighthouseToo ? printPages(reports, asIndex, throttling) : undefined;
  if (navigationsToo) console.log(`\n${formatNavigations(navigations, delayMs)}\n`);
  printMachine(reading);
  const failed = [...reports, ...navigations].filter((report) => report.failures.length > 0);
  for (const report of failed) {
    const what =
      'device' in report ? `navigation to ${report.path} on the ${report.device}` : report.path;
    console.log(
      `${what}: ${report.failures.length} failed run(s) left out of its medians (see the JSON)`,
    );
  }
  if (reading.warning) console.log(reading.warning);

  saveReport(options.json, {
    startedAt: machine.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    ...(lighthouseToo && {
      lighthouse: {
        formFactor: 'mobile',
        throttling: throttlingMethod === 'simulate' ? 'simulated' : 'devtools',
        cpuSlowdown,
        ...(asIndex && { asIndex }),
        ...(throttling.recordedSlower > 1 && { recordedSlower: throttling.recordedSlower }),
        runs,
      },
      benchmarkIndex,
      pages: reports,
    }),
    ...machineFigures(reading),
    ...(navigationsToo && { navigations: { delayMs, runs, routes: navigations } }),
  });
}

await main();
