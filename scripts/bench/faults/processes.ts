/**
 * The fault bench's child processes (services, nginx, the PostgreSQL controller), each in a
 * process group of its own so that a signal reaches everything it started (nginx's workers too).
 * Every child is tracked: `stopAllChildren()` ends them, and if the bench exits without it, an
 * exit hook kills what is left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const repo = join(import.meta.dirname, '..', '..', '..');

const children = new Set<ChildProcess>();
/** Children that clean up after themselves on SIGTERM (the cluster controller): never SIGKILLed at exit. */
const gentle = new WeakSet<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

export const hasExited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null;

process.on('exit', () => {
  for (const child of children) signalGroup(child, gentle.has(child) ? 'SIGTERM' : 'SIGKILL');
});

/** Runs `node --import tsx <script> …args` from the checkout, in a process group of its own. */
export const spawnScript = (script: string, args: string[], options: SpawnOptions = {}) =>
  spawnNode(['--import', 'tsx', script, ...args], options);

interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  stdin?: boolean;
  cleansUp?: boolean;
}

/** Runs `node …args` from the checkout, in a process group of its own. */
export function spawnNode(
  args: string[],
  { env = process.env, stdin = false, cleansUp = false }: SpawnOptions = {},
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env,
    detached: true,
    stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  if (cleansUp) gentle.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Calls `onLine` with each line the stream writes. */
export function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

/** Signals the child's process group and waits for it; SIGKILL after `graceMs`. */
export async function endChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 12_000,
) {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Ends every child still running: the services and nginx first, then the clusters. */
export async function stopAllChildren() {
  const all = [...children];
  await Promise.all(all.filter((child) => !gentle.has(child)).map((child) => endChild(child)));
  await Promise.all(
    all.filter((child) => gentle.has(child)).map((child) => endChild(child, 'SIGTERM', 30_000)),
  );
}
