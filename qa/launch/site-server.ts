/**
 * The site as production serves it (`node dist/server/main.js`, the built service: the built pages
 * and the contact service on one origin), started on a free port for a script that measures or tests it (the benches,
 * `npm run paths -- run`). Each server gets its own throw-away contact store, so a script never
 * touches `data/`; `distDir` lets a script serve a copy of the build (the benchmark's
 * no-JavaScript floor), `env` set more of the service's variables.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_MAIN } from '../../server/layout';
import { pollUntil } from '../poll';
import { freePort } from './free-port';

const root = join(import.meta.dirname, '..', '..');
const STARTUP_TIMEOUT_MS = 30_000;

export interface SiteServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  stop(): Promise<void>;
}

export async function startSiteServer(
  distDir: string,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'kavana-site-'));
  if (!existsSync(SERVICE_MAIN))
    throw new Error('no built service in dist/server/: run npm run build');
  // One Node process, so stopping it stops the whole server.
  const server = spawn(process.execPath, [SERVICE_MAIN, '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: distDir,
      CONTACT_DB: join(data, 'contact.sqlite'),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Should the script die without stopping it, the server must not outlive it.
  const killOnExit = () => server.kill('SIGTERM');
  process.once('exit', killOnExit);

  await pollUntil(
    () => fetch(origin).then(() => true),
    (answered) => answered,
    `the site answers at ${origin}`,
    {
      timeout: STARTUP_TIMEOUT_MS,
      every: 200,
      alive: () => {
        if (server.exitCode !== null)
          throw new Error(`the site server exited (${server.exitCode})`);
      },
    },
  );

  return {
    origin,
    stop: async () => {
      process.off('exit', killOnExit);
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}
