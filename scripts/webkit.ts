/**
 * Runs the WebKit journeys (`e2e/webkit/`, vitest.webkit.config.ts; issue #43 item 3, decision
 * 027) against the production build, served as the Playwright suite serves it
 * (playwright.config.ts `webServer`): nginx with deploy/nginx.conf on a free port, the built
 * contact service behind it on another, with a fresh SQLite database that is removed after the
 * run. Each test file starts its own WebKitGTK MiniBrowser over classic WebDriver
 * (qa/launch/webkit-session.ts), one at a time. Arguments go to Vitest (a file, `-t <name>`).
 *
 *   npx tsx scripts/webkit.ts [vitest arguments]
 *
 * The screenshots the journeys take are kept in `webkit-report/screenshots/`. Exits with
 * Vitest's status.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, poll } from '../qa/api';

const root = resolve(import.meta.dirname, '..');
const report = join(root, 'webkit-report');

// This run's screenshots only.
rmSync(join(report, 'screenshots'), { recursive: true, force: true });

const port = await freePort();
const servicePort = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const scratch = mkdtempSync(join(tmpdir(), 'kavana-webkit-'));
const database = join(scratch, 'contact.sqlite');

/** A server in a process group of its own, so that stopping it stops what it started. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
}

const servers = [
  start('npx', [
    'tsx',
    'scripts/nginx-test-server.ts',
    '--port',
    String(port),
    '--service-port',
    String(servicePort),
  ]),
  // The contact service as production runs it (dist/server/), with no time trap or rate limit in
  // the way of the journeys, as in the Playwright suite.
  start('node', ['dist/server/main.js', '--port', String(servicePort)], {
    CONTACT_DB: database,
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT: '10000',
    HOST: '127.0.0.1',
  }),
];

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      done();
    }
  });

async function stopServers() {
  await Promise.all(servers.map(stopped));
  rmSync(scratch, { recursive: true, force: true });
  // nginx's prefix (its config, logs and temporary files), which scripts/nginx-test-server.ts
  // makes for the port and leaves.
  rmSync(join(tmpdir(), `kavana-nginx-${port}`), { recursive: true, force: true });
}

/** Waits until `url` answers with a status under 500, as Playwright's `webServer.url` does. */
async function waitFor(url: string, timeout = 60_000) {
  // A fetch that throws is a server not listening yet: read again.
  const { held } = await poll(
    () => fetch(url),
    (response) => response.status < 500,
    {
      timeout,
      alive: () => {
        if (servers.some((server) => server.exitCode !== null))
          throw new Error(`a server exited before ${url} answered`);
      },
    },
  );
  if (!held) throw new Error(`${url} did not answer within ${timeout / 1000} s`);
}

// Ctrl-C reaches Vitest too (the terminal's process group), which ends the run; the servers,
// in groups of their own, are stopped below once it has, rather than left running.
process.on('SIGINT', () => undefined);

let status = 1;
try {
  await Promise.all([
    waitFor(baseUrl),
    waitFor(`http://127.0.0.1:${servicePort}/api/contact/token`),
  ]);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'vitest.webkit.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        WEBKIT_BASE_URL: baseUrl,
        // For a journey that serves the site itself, to take it away and bring it back.
        WEBKIT_SERVICE_PORT: String(servicePort),
        WEBKIT_CONTACT_DB: database,
        WEBKIT_REPORT_DIR: report,
      },
    },
  );
  status = result.status ?? 1;
  console.log(`\nWebKit screenshots: ${join(report, 'screenshots')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServers();
}
process.exit(status);
