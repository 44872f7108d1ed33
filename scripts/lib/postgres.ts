/**
 * A throwaway PostgreSQL cluster for the tests and the benchmarks: `initdb` and `pg_ctl` from
 * Debian's `postgresql` package (scripts/bootstrap.sh installs it) in a temporary folder, on a free
 * loopback port, removed afterwards. As root, the server runs as the `postgres` user (PostgreSQL
 * refuses to run as root); otherwise as whoever runs the tests.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../qa/api';

export interface Cluster {
  /** `postgres://kavana@127.0.0.1:<port>/postgres`: the superuser, on the maintenance database. */
  url: string;
  port: number;
  /** A fresh, empty database on the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop` (fast: sessions are cut, nothing committed is lost) and `start` again. */
  stop(): void;
  start(): void;
  /** Stops the server and removes the folder. */
  remove(): void;
}

const SUPERUSER = 'kavana';

/** Where Debian keeps the server binaries (`/usr/lib/postgresql/<major>/bin`), newest first. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : undefined;
}

/** The uid and gid to run the server as: `postgres` when we are root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'Running as root, PostgreSQL needs the `postgres` user, which Debian’s postgresql package creates: bash scripts/bootstrap.sh',
    );
  }
}

export async function startCluster({ fsync = false }: { fsync?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no initdb): run bash scripts/bootstrap.sh, or set PG_BINDIR.',
    );
  }
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'kavana-pg-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const options: SpawnSyncOptions = { encoding: 'utf8', ...(user ?? {}), cwd: dir };
  const run = (command: string, args: string[]) => {
    const result = spawnSync(join(bin, command), args, options);
    if (result.status !== 0) {
      throw new Error(
        `${command} failed (${result.status ?? result.signal}): ${String(result.stderr || result.stdout)}`,
      );
    }
  };

  run('initdb', [
    '-D',
    data,
    '-U',
    SUPERUSER,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-instructions',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    `-c fsync=${fsync ? 'on' : 'off'}`,
    '-c max_connections=200',
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();

  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return `postgres://${SUPERUSER}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    remove: () => {
      if (running) {
        try {
          stop();
        } catch {
          // Already gone: the folder goes anyway.
        }
      }
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
