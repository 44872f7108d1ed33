/**
 * The one harness every bench runs in (`npm run bench`, `bench:interactions`, `bench:js`,
 * `bench:contact`, `bench:faults`), so that each bench holds only what it measures:
 *
 * - the command line: `parseArgs` (an unknown option is an error), `--help` prints the bench's
 *   usage (its script's first doc comment), and the options every page bench shares;
 * - the build a page bench measures, built when needed, served as production serves it;
 * - Chromium, as Playwright and as Lighthouse start it;
 * - the machine's load and CPU shares over the run, which say whether its times can be trusted;
 * - the JSON report.
 */
import { join, resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { ensureBuild } from '../lib/ensure-build';
import { usage } from '../lib/usage';
import {
  busyWarning,
  formatCpuShare,
  formatLoad,
  loadAverage,
  watchCpu,
  type CpuShare,
  type LoadAverage,
} from './machine-load';
import { REPORT_DIR, writeReport } from './report';
import { startSiteServer } from '../lib/site-server';

const root = join(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------------------------
// The command line

/** A bench's options, read; with `--help`, its usage is printed and the bench ends there. */
export function readCommandLine<const O extends ParseArgsOptionsConfig>(options: O) {
  if (process.argv.slice(2).includes('--help')) {
    console.log(usage());
    process.exit(0);
  }
  return parseArgs({ options }).values;
}

/** An option that counts something (`--runs 5`), checked. */
export function wholeNumber(text: string, option: string, least = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${option} must be a whole number ≥ ${least}`);
  return value;
}

/**
 * The command line of a bench that measures the built pages: `--build`, `--dist` (another build
 * to measure, say an earlier commit's `dist/`, served by this checkout's server), `--runs`,
 * `--pages` and `--json` (by default `report` in the report folder), and the bench's own options
 * beside them (which may give a shared one another default). With the build folder to serve and
 * the number of runs, checked.
 */
export function pageCommandLine<const O extends ParseArgsOptionsConfig>(report: string, own: O) {
  const options = readCommandLine({
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    json: { type: 'string', default: join(REPORT_DIR, report) },
    ...own,
  });
  // Typed for any bench's own options, the shared ones are read as what they are.
  const shared = options as { dist?: string; runs: string };
  const dist = shared.dist ? resolve(shared.dist) : join(root, 'dist');
  return { options, dist, runs: wholeNumber(shared.runs, 'runs') };
}

// ---------------------------------------------------------------------------------------------
// The site and the browser

/**
 * Builds this checkout when the bench measures it and there is no build yet, or `--build` asks;
 * a build given with `--dist` is measured as it is.
 */
export function buildIfNeeded(options: { build: boolean; dist?: string }): void {
  if (!options.dist) ensureBuild({ force: options.build });
}

/**
 * Serves each build folder as production does (scripts/lib/site-server.ts), each on a port of
 * its own, while `use` runs with their origins; stops them all after.
 */
export async function serving<const D extends readonly string[], T>(
  dists: D,
  use: (origins: { [K in keyof D]: string }) => Promise<T>,
): Promise<T> {
  const sites = [];
  try {
    for (const dist of dists) sites.push(await startSiteServer(dist));
    return await use(sites.map((site) => site.origin) as { [K in keyof D]: string });
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

/** Debian's Chromium, started by Playwright while `use` runs, then closed. */
export async function inChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Debian's Chromium for Lighthouse, headless, with a fresh profile: its debugging port. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });

// ---------------------------------------------------------------------------------------------
// The machine

/** How busy the machine was over a run. */
export interface MachineReading {
  /** The load averages at the start and at the end. */
  start: LoadAverage;
  end: LoadAverage;
  cpu: CpuShare | undefined;
  /** Set when other work was running: the times are not comparable with a quiet run's. */
  warning: string | undefined;
}

/**
 * Starts watching the machine: the load now, and the CPU time of this run and of every other
 * process from now on. `finish` ends the watch; `shares: false` warns only of a busy start, for
 * a run whose own processes do not all descend from it.
 */
export function watchMachine() {
  const start = loadAverage();
  const startedAt = new Date();
  const stopCpu = watchCpu();
  return {
    start,
    startedAt,
    finish({ shares = true } = {}): MachineReading {
      const end = loadAverage();
      const cpu = stopCpu();
      return { start, end, cpu, warning: busyWarning(start, shares ? cpu : undefined) };
    },
  };
}

/** The lines a page bench ends with: the load at its start and end, and who had the CPU. */
export function printMachine({ start, end, cpu }: MachineReading): void {
  console.log(`at start: ${formatLoad(start)}; at end: ${formatLoad(end)}`);
  console.log(formatCpuShare(cpu));
}

/** The reading as a page bench's JSON report keeps it. */
export const machineFigures = ({ start, end, cpu, warning }: MachineReading) => ({
  loadAverage: { start, end },
  cpu: cpu ?? null,
  warning: warning ?? null,
});

// ---------------------------------------------------------------------------------------------
// The report

/** Writes the JSON report and says where. */
export function saveReport(path: string, report: unknown): void {
  console.log(`wrote ${writeReport(path, report)}`);
}
