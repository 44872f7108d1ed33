/**
 * The production shape of the contact service: two instances on one PostgreSQL database, behind
 * the real nginx with deploy/nginx.conf. This file starts its own: a throwaway cluster, the two
 * instances (the built `dist/server/main.js` with `DATABASE_URL`) and nginx, all on free ports,
 * and kills one instance to show that a visitor does not notice and nothing is stored twice.
 */
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, poll } from '../qa/api';
import { startCluster, type Cluster } from '../scripts/lib/postgres';
import { dictionaries, reachIsland, visit } from './support';
import { chromiumOnly, SAME_ON_EVERY_ENGINE } from './engines';

chromiumOnly(SAME_ON_EVERY_ENGINE);

const repo = join(import.meta.dirname, '..');
const m = dictionaries.en;

let cluster: Cluster;
let databaseUrl: string;
let baseURL: string;
const instances: { port: number; process: ChildProcess }[] = [];
let nginx: ChildProcess;

/**
 * An entry point of this checkout in a node process of its own (no npx in between): a built one
 * as it is, a TypeScript one through tsx.
 */
const run = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawn(
    process.execPath,
    [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), join(repo, script), ...args],
    {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );

/** Asks `url` until it answers with a success (a fetch that throws: not listening yet). */
async function until(url: string) {
  const { held } = await poll(
    () => fetch(url),
    (response) => response.ok,
    { timeout: 30_000 },
  );
  if (!held) throw new Error(`${url} did not answer in 30 s`);
}

function startInstance(port: number) {
  const child = run('dist/server/main.js', ['--port', String(port)], {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    CONTACT_MIN_FILL_MS: '0',
    CONTACT_RATE_LIMIT: '10000',
  });
  return until(`http://127.0.0.1:${port}/readyz`).then(() => child);
}

async function rowsFor(email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ language: string; idempotency_key: string | null }>(
      'SELECT language, idempotency_key FROM submissions WHERE email = $1',
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startCluster();
  databaseUrl = await cluster.createDatabase('kavana_e2e');
  const ports = [await freePort(), await freePort()];
  for (const port of ports) instances.push({ port, process: await startInstance(port) });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  nginx = run('scripts/nginx-test-server.ts', [
    '--port',
    String(port),
    ...ports.flatMap((service) => ['--service-port', String(service)]),
  ]);
  await until(`${baseURL}/readyz`);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  for (const instance of instances) instance.process.kill('SIGTERM');
  cluster?.remove();
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.il`;

async function fill(page: Page, email: string) {
  const scope = page.getByRole('form', { name: m['contact.form.label'] });
  await scope.getByLabel(m['contact.field.name']).fill('Dana Cohen');
  await scope.getByLabel(m['contact.field.email']).fill(email);
  await scope.getByLabel(m['contact.field.company']).fill('Cohen Logistics');
  await scope.getByLabel(m['contact.field.topic']).selectOption('sales');
  await scope
    .getByLabel(m['contact.field.message'])
    .fill('Which of our stores lose sales on Fridays, and why?');
  await scope.getByRole('checkbox').check();
  return scope.getByRole('button', { name: m['contact.submit'] });
}

test('visitors whose posts reach an instance that just died are answered by the other, and each message is stored once', async ({
  browser,
}) => {
  // Two visitors fill the form in; then one instance dies. nginx takes turns between the two,
  // so of the two posts, in a row, one goes to the dead instance first, and nginx tries the
  // other (proxy_next_upstream): neither visitor notices.
  const visitors = [];
  for (const label of ['failover-1', 'failover-2']) {
    const page = await browser.newPage();
    const email = unique(label);
    await visit(page, `${baseURL}/contact`);
    await reachIsland(page, 'contact-form');
    visitors.push({ page, email, submit: await fill(page, email) });
  }
  instances[0]!.process.kill('SIGKILL');

  for (const { page, email, submit } of visitors) {
    await submit.click();
    await expect(page.getByRole('heading', { name: m['contact.sent.title'] })).toBeVisible();
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toMatch(/^[\w-]{16,128}$/);
    await page.close();
  }

  // The instance comes back on its port, and both serve again.
  instances[0]!.process = await startInstance(instances[0]!.port);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each visitor gets a key of their own in the form, and the same post twice stores it once', async ({
    page,
  }) => {
    const email = unique('nojs-twice');
    await page.goto(`${baseURL}/contact`);
    const key = page.locator('input[type="hidden"][name="idempotency_key"]');
    const first = await key.inputValue();
    expect(first).toMatch(/^[\w-]{16,128}$/);
    await page.goto(`${baseURL}/contact`);
    expect(await key.inputValue()).not.toBe(first);

    const submit = await fill(page, email);
    const sent = await key.inputValue();
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST'),
      submit.click(),
    ]);
    await expect(page).toHaveURL(`${baseURL}/contact/thanks`);
    // The same post again, as a browser resending it after a lost answer, or nginx trying the
    // other instance, would: the first answer, nothing stored.
    const again = await page.request.post(post.url(), {
      headers: { ...(await post.allHeaders()) },
      data: post.postDataBuffer() ?? '',
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe('/contact/thanks');

    expect(await rowsFor(email)).toEqual([{ language: 'en', idempotency_key: sent }]);
  });
});

test('when no instance answers, nginx answers a post in JSON, 503 with Retry-After', async ({
  request,
}) => {
  for (const instance of instances) instance.process.kill('SIGKILL');
  const response = await request.post(`${baseURL}/api/contact`, {
    headers: { 'content-type': 'application/json' },
    data: { name: 'Dana' },
  });
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('5');
  expect(await response.json()).toEqual({
    ok: false,
    error:
      'Messages cannot be stored right now. Nothing was kept: please send it again in a moment.',
  });
});
