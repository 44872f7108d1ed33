import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * The load averages `uptime` prints (1, 5 and 15 minutes). Timings taken while other work runs
 * are slower and noisier; the benchmarks print the load at their start and end so a reader can
 * tell a quiet run from a busy one.
 */
export type LoadAverage = [oneMinute: number, fiveMinutes: number, fifteenMinutes: number];

/** At or above this one-minute load at the start, the benchmark warns that times are not reliable. */
const BUSY_LOAD = 1;

/**
 * At or above this many cores' worth of other processes' work during a run, it warns too. A
 * benchmark's own browsers drive the load average up to about 2 on two cores, so the load at its
 * end cannot tell its own work from anyone else's; the CPU time of its process tree can.
 */
const BUSY_OTHER_CORES = 0.25;

function loadAverage(): LoadAverage {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen];
}

export const formatLoad = (load: LoadAverage) =>
  `load average: ${load.map((value) => value.toFixed(2)).join(', ')}`;

/** Where the machine's CPU time went during a run, in cores busy on average over its wall time. */
export interface CpuShare {
  seconds: number;
  /** The benchmark's process and everything it started (browsers, their renderers, servers). */
  ownCores: number;
  /** Every other process on the machine, kernel threads included. */
  otherCores: number;
}

/** Clock ticks per second of `/proc`'s CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** How often the process table is read: a process that lives less than this may go uncounted. */
const SAMPLE_INTERVAL_MS = 500;

interface ProcessSample {
  parent: number;
  /** User and system time so far, in ticks. */
  ticks: number;
}

/** Every process's parent and CPU time, from `/proc/<pid>/stat`. */
function readProcesses(): Map<number, ProcessSample> {
  const processes = new Map<number, ProcessSample>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, …; utime and stime are fields 14–15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(pid, {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/**
 * Starts counting CPU time by process, sampling the process table twice a second; the function
 * it returns stops and tells how the time was shared. A process is the run's own when this
 * process started it, directly or not, even after it was orphaned (a browser's renderers when
 * the browser is killed). Undefined where `/proc` is not there to read.
 */
function watchCpu(): () => CpuShare | undefined {
  if (!existsSync('/proc/self/stat')) return () => undefined;
  const own = new Set([process.pid]);
  /** Ticks each process had when first seen (0 for one born during the run) and when last seen. */
  const first = new Map<number, number>();
  const last = new Map<number, { ticks: number; own: boolean }>();
  const sample = (initial: boolean) => {
    const processes = readProcesses();
    const isOwn = (pid: number, depth = 0): boolean => {
      if (own.has(pid)) return true;
      const parent = processes.get(pid)?.parent;
      if (parent === undefined || parent <= 1 || depth > 64) return false;
      return isOwn(parent, depth + 1);
    };
    for (const [pid, { ticks }] of processes) {
      if (isOwn(pid)) own.add(pid);
      if (!first.has(pid)) first.set(pid, initial ? ticks : 0);
      last.set(pid, { ticks, own: own.has(pid) });
    }
  };
  sample(true);
  const startedAt = performance.now();
  const timer = setInterval(() => sample(false), SAMPLE_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    sample(false);
    const seconds = (performance.now() - startedAt) / 1000;
    let ownTicks = 0;
    let otherTicks = 0;
    for (const [pid, { ticks, own: isOwn }] of last) {
      const used = ticks - (first.get(pid) ?? 0);
      if (isOwn) ownTicks += used;
      else otherTicks += used;
    }
    const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    return { seconds, ownCores: cores(ownTicks), otherCores: cores(otherTicks) };
  };
}

export const formatCpuShare = (share: CpuShare | undefined) =>
  share
    ? `CPU over ${share.seconds.toFixed(0)} s: this run ${share.ownCores.toFixed(2)} cores, other processes ${share.otherCores.toFixed(2)} (of ${cpus().length})`
    : 'CPU shares unknown (no /proc)';

/**
 * A warning line when the machine was busy at the start, or other processes took their share
 * during the run; else undefined. The load at the end is not a sign: it counts the run's own work.
 */
function busyWarning(start: LoadAverage, share: CpuShare | undefined): string | undefined {
  if (start[0] >= BUSY_LOAD)
    return `warning: the 1-minute load was ${start[0].toFixed(2)} (≥ ${BUSY_LOAD}) at the start: other work was running, absolute times are not comparable with a quiet run`;
  if (share && share.otherCores >= BUSY_OTHER_CORES)
    return `warning: other processes kept ${share.otherCores.toFixed(2)} cores busy (≥ ${BUSY_OTHER_CORES}) during the run: absolute times are not comparable with a quiet run`;
  return undefined;
}

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
