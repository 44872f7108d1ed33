/**
 * A throwaway PostgreSQL cluster (scripts/lib/postgres.ts) run by a child process, so that
 * stopping and starting it (`pg_ctl … -w`, synchronous) never stalls the clients, and so that it
 * is removed even if the bench itself is killed (the child sees its stdin close). The bench asks
 * with a line on the child's stdin; the child answers with a line on its stdout.
 */
import { createInterface } from 'node:readline';
import { startCluster } from '../../lib/postgres';
import { eachLine, hasExited, spawnScript } from './processes';

export interface RemoteCluster {
  url: string;
  /** A fresh database on the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast -w`; resolves to when it began and when the server was down. */
  stop(): Promise<{ began: number; done: number }>;
  /** `pg_ctl start -w`; resolves to when it began and when the server accepted connections. */
  start(): Promise<{ began: number; done: number }>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

interface ControllerReply {
  ok: boolean;
  error?: string;
  url?: string;
  began?: number;
  done?: number;
}

/** Lines of the controller's protocol start with this (anything else it prints is not a reply). */
const REPLY = '@@cluster ';

/** Starts `startCluster({ fsync: true })` in a child process (cluster-controller.ts). */
export async function startRemoteCluster(): Promise<RemoteCluster> {
  const child = spawnScript('scripts/bench/faults/cluster-controller.ts', [], {
    stdin: true,
    cleansUp: true,
  });
  const waiting: ((reply: ControllerReply) => void)[] = [];
  const output: string[] = [];
  eachLine(child.stdout, (line) => {
    if (line.startsWith(REPLY))
      waiting.shift()?.(JSON.parse(line.slice(REPLY.length)) as ControllerReply);
    else output.push(line);
  });
  eachLine(child.stderr, (line) => output.push(line));
  child.once('exit', () => {
    for (const resolve of waiting.splice(0)) {
      resolve({ ok: false, error: `the cluster controller exited:\n${output.join('\n')}` });
    }
  });
  const next = () => new Promise<ControllerReply>((resolve) => waiting.push(resolve));
  const command = async (line: string) => {
    const reply = next();
    child.stdin!.write(`${line}\n`);
    const answer = await reply;
    if (!answer.ok) throw new Error(answer.error);
    return answer;
  };
  const timed = async (line: string) => {
    const { began, done } = await command(line);
    return { began: began!, done: done! };
  };
  const hello = await next();
  if (!hello.ok) throw new Error(hello.error);
  return {
    url: hello.url!,
    createDatabase: async (name) => (await command(`createdb ${name}`)).url!,
    stop: () => timed('stop'),
    start: () => timed('start'),
    remove: async () => {
      if (hasExited(child)) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin!.end();
      await exited;
    },
  };
}

/** The child's side: a cluster, commands on stdin, removed when stdin closes or on SIGTERM. */
export async function runClusterController() {
  const reply = (message: ControllerReply) =>
    process.stdout.write(`${REPLY}${JSON.stringify(message)}\n`);
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  try {
    cluster = await startCluster({ fsync: true });
  } catch (error) {
    reply({ ok: false, error: String(error) });
    process.exit(1);
  }
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    cluster.remove();
    process.exit(0);
  };
  process.on('SIGTERM', remove);
  process.on('SIGINT', remove);
  reply({ ok: true, url: cluster.url });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('close', remove);
  for await (const line of lines) {
    const [command, argument] = line.trim().split(/\s+/);
    try {
      const began = Date.now();
      if (command === 'stop') cluster.stop();
      else if (command === 'start') cluster.start();
      else if (command === 'createdb' && argument) {
        reply({ ok: true, url: await cluster.createDatabase(argument) });
        continue;
      } else throw new Error(`unknown command: ${line}`);
      reply({ ok: true, began, done: Date.now() });
    } catch (error) {
      reply({ ok: false, error: String(error) });
    }
  }
}
