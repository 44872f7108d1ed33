/**
 * The release (decision 022): `dist/`, package.json and package-lock.json alone in an empty
 * folder, the production dependencies installed there with `npm ci --omit=dev`, and the service
 * started with `npm run serve` (`node dist/server/main.js`, on the runtime the install brought),
 * with a throw-away SQLite store and an SMTP sink. Nothing of the checkout is used but those three.
 * Needs `npm run build` first; `npm test` runs it after the build (`npm run test:release`).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, poll } from '../../qa/api';
import { startSmtpSink } from '../../scripts/lib/smtp-sink';

const repo = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/**
 * What the release's commands run with: no `node_modules/.bin` of the checkout on the PATH (the
 * release brings its own runtime), and none of the developer's settings (a `DATABASE_URL`, say).
 */
const releaseEnv = (env: Record<string, string>) => ({
  PATH: (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.startsWith(join(repo, 'node_modules')))
    .join(delimiter),
  HOME: process.env.HOME ?? tmpdir(),
  CONTACT_DB: join(release, 'data', 'contact.sqlite'),
  ...env,
});

const enquiry = {
  name: 'Dana Cohen',
  email: 'dana.release@example.co.il',
  company: 'Cohen Logistics',
  phone: '050-123-4567',
  topic: 'sales',
  message: 'A release check: which of our stores lose sales on Fridays, and why?',
  consent: true,
};

let release: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: ChildProcess;
let origin: string;
const output: string[] = [];

/** The service's process group (npm, its shell and node) has exited. */
const stopped = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 0);
    return false;
  } catch {
    return true;
  }
};

/** Polls `check` until it answers (a rejection is no answer), with the service's output on failure. */
async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const { held, last } = await poll(check, (value) => value !== undefined, { timeout: timeoutMs });
  if (held) return last as T;
  throw new Error(`${what} in ${timeoutMs} ms:\n${output.join('')}`);
}

beforeAll(async () => {
  const started = Date.now();
  release = await mkdtemp(join(tmpdir(), 'kavana-release-'));
  await cp(join(repo, 'dist'), join(release, 'dist'), { recursive: true });
  await cp(join(repo, 'package.json'), join(release, 'package.json'));
  await cp(join(repo, 'package-lock.json'), join(release, 'package-lock.json'));
  // npm itself runs on this test's Node.js; the settings of the `npm run` around it stay out.
  const npmFree = Object.entries(process.env).filter(([name]) => !name.startsWith('npm_'));
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: release,
    env: Object.fromEntries(npmFree),
  });
  const installed = Date.now();

  sink = await startSmtpSink();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // A process group of its own (npm, its shell, node), so that stopping it stops all three.
  server = spawn('npm', ['run', 'serve'], {
    cwd: release,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: releaseEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: sink.url,
      CONTACT_TO: 'sales@example.com',
      CONTACT_MIN_FILL_MS: '0',
      OUTBOX_POLL_MS: '100',
    }),
  });
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ready = await until(async () => {
    if (server.exitCode !== null) return 'exited';
    return (await fetch(`${origin}/readyz`)).ok ? 'ready' : undefined;
  }, 'the service was not ready');
  if (ready === 'exited') throw new Error(`the service exited:\n${output.join('')}`);
  console.log(
    `release: npm ci --omit=dev ${((installed - started) / 1000).toFixed(1)} s, ` +
      `ready ${((Date.now() - installed) / 1000).toFixed(1)} s later`,
  );
}, 10 * 60_000);

afterAll(async () => {
  if (server && !stopped(server)) {
    process.kill(-server.pid!, 'SIGKILL');
    await until(() => (stopped(server) ? true : undefined), 'the service did not stop');
  }
  await sink?.close();
  if (release) await rm(release, { recursive: true, force: true });
  // Removing an installed release (its Node.js binary and node_modules) outlasts the default
  // 10 s on a busy 2-core machine.
}, 60_000);

describe('a release folder: dist/, package.json, package-lock.json and npm ci --omit=dev', () => {
  it('brings its runtime, Node.js 24, and no development dependency', async () => {
    const { stdout } = await run(join(release, 'node_modules/.bin/node'), ['--version']);
    expect(stdout.trim()).toMatch(/^v24\./);
    const packages = await readdir(join(release, 'node_modules'));
    for (const tool of ['tsx', 'vite', 'vitest', 'typescript-eslint', '@playwright'])
      expect(packages).not.toContain(tool);
  });

  it('serves a prerendered page, and the not-found page for an unknown path', async () => {
    const page = await fetch(`${origin}/he/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="he" dir="rtl">');

    const unknown = await fetch(`${origin}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('never serves the built service itself', async () => {
    for (const path of ['/server/main.js', '/server/prerender/entry-server.js'])
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
  });

  it('stores a posted enquiry, lists it with npm run submissions, e-mails the team and replies to the visitor', async () => {
    const { token } = (await (await fetch(`${origin}/api/contact/token`)).json()) as {
      token: string;
    };
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...enquiry, token }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const listed = await run('npm', ['run', '--silent', 'submissions', '--', 'list', '--json'], {
      cwd: release,
      env: releaseEnv({}),
    });
    const stored = JSON.parse(listed.stdout) as { id: string; email: string; message: string }[];
    expect(stored).toEqual([
      expect.objectContaining({ id, email: enquiry.email, message: enquiry.message }),
    ]);

    const mail = await until(
      () => sink.received.find((received) => received.to.includes('sales@example.com')),
      "the team's e-mail did not reach the SMTP sink",
    );
    expect(mail.to).toEqual(['sales@example.com']);
    expect(mail.raw).toContain(enquiry.email);
    expect(mail.raw).toContain(`Reference: ${id}`);
    // The visitor's reply, from the same built service: to them alone, never with their message.
    const reply = await until(
      () => sink.received.find((received) => received.to.includes(enquiry.email)),
      "the visitor's reply did not reach the SMTP sink",
    );
    expect(reply.to).toEqual([enquiry.email]);
    expect(reply.raw).not.toContain(enquiry.message.slice(0, 30));
  });

  it('shows a form refused without JavaScript again, filled in, rendered by the built renderer', async () => {
    const refused = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ name: 'Noa Levi', language: 'he' }).toString(),
    });
    expect(refused.status).toBe(303);
    const location = refused.headers.get('location') ?? '';
    expect(location).toMatch(/^\/he\/contact\?draft=/);

    const page = await fetch(`${origin}${location}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="Noa Levi"');
  });

  it('stops gracefully on SIGTERM', async () => {
    process.kill(-server.pid!, 'SIGTERM');
    await until(() => (stopped(server) ? true : undefined), 'the service did not stop');
    const log = output.join('');
    expect(log).toContain('SIGTERM: shutting down');
    expect(log).not.toMatch(/Assertion failed|shutdown failed|took too long/);
  });
});
