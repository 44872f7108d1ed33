/**
 * One Lighthouse run of a page for `npm run bench`: the mobile preset, the performance category,
 * throttled in one of three ways (docs/decisions/011):
 *
 * - `devtools`: Chrome itself slows the CPU and the network (DevTools' emulation) and Lighthouse
 *   reads the metrics off that trace;
 * - `simulate`, recorded at full speed: Lighthouse's default; it loads the page unthrottled and
 *   computes the metrics of a slow phone from that record (Lantern);
 * - `simulate`, recorded slower (`--as-index`): Chrome's CPU is slowed while the load is recorded,
 *   so that this machine runs as slowly as the host it stands for (the network is not slowed,
 *   as in any simulated run), and Lantern computes the slow phone from that record.
 *
 * Why a slower record rather than a larger multiplier: before it multiplies anything, Lantern
 * drops from its graph every task shorter than 10 ms of the record that links few others
 * (`SIGNIFICANT_DUR_THRESHOLD_MS` in its `PageDependencyGraph`). On a machine 2.3 times as fast
 * as the host, the app's start-up tasks (the app chunk's evaluation, the longest: 3–7 ms here,
 * 8–16 ms on a host of benchmarkIndex 1,400) are all under that line, so a simulation scaled up
 * from this machine's record counts none of them, where the host's own simulation counts some.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';

/** How a run is throttled. */
export interface Throttling {
  method: 'simulate' | 'devtools';
  /** The CPU slowdown Lighthouse applies: simulated, or DevTools' rate. */
  cpu: number;
  /** In a simulation, how many times slower Chrome's CPU records the load (1: full speed). */
  recordedSlower: number;
}

const PRESET: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
};

/** DevTools' network emulation off: Lantern simulates the network from an unthrottled record. */
const FULL_SPEED_NETWORK = {
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
};

/** One Lighthouse run of `url` in the Chrome listening on `port`, throttled as `throttling` says. */
export async function runLighthouse(
  url: string,
  port: number,
  { method, cpu, recordedSlower }: Throttling,
): Promise<RunnerResult | undefined> {
  const throttled = { throttlingMethod: method, throttling: { cpuSlowdownMultiplier: cpu } };
  if (method === 'devtools' || recordedSlower === 1)
    return lighthouse(url, { ...PRESET, port, ...throttled });

  // Lighthouse's own two halves (its -G and -A): gather into a folder, then audit from it.
  const folder = mkdtempSync(join(tmpdir(), 'kavana-lighthouse-'));
  try {
    await lighthouse(url, {
      ...PRESET,
      port,
      gatherMode: folder,
      throttlingMethod: 'devtools',
      throttling: { cpuSlowdownMultiplier: recordedSlower, ...FULL_SPEED_NETWORK },
    });
    withoutGatherSettings(join(folder, 'artifacts.json'));
    return await lighthouse(url, { ...PRESET, auditMode: folder, ...throttled });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Lighthouse refuses to audit with settings other than those it gathered with; here the throttling
 * differs on purpose (recorded slowed, audited simulated), so the gather's record of its settings
 * is dropped and the audit's apply.
 */
function withoutGatherSettings(artifactsFile: string): void {
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Record<string, unknown>;
  delete artifacts.settings;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
}
