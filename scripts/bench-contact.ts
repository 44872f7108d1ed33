/**
 * Load and fuzz the contact service (issue #9): starts the real service on a free port with a
 * temporary database and a local SMTP sink, then
 *   1. posts 200 valid submissions at once: all must be stored (0 lost), and e-mailed;
 *   2. posts 1,000 malformed bodies (random bytes, wrong types, huge fields, wrong content
 *      types): only 4xx answers, no crash, no row written.
 * and prints the figures.
 *
 *   npm run bench:contact [-- --valid 200 --malformed 1000]
 */
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULTS, type ServiceConfig } from '../server/config';
import { startService } from '../server/service';
import { issueToken } from '../server/token';
import { mulberry32 } from '../src/charts/random';
import { readCommandLine, wholeNumber } from './bench/harness';
import { percentile } from './bench/stats';
import { mailHeader, startSmtpSink } from './lib/smtp-sink';

const options = readCommandLine({
  valid: { type: 'string', default: '200' },
  malformed: { type: 'string', default: '1000' },
});
const VALID = wholeNumber(options.valid, 'valid');
const MALFORMED = wholeNumber(options.malformed, 'malformed');
const SECRET = 'bench-secret';

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** A raw HTTP post (any bytes, any or no content type), timed. */
function post(url: string, body: Buffer, contentType: string | null): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-length': body.length };
    if (contentType !== null) headers['content-type'] = contentType;
    const req = request(`${url}/api/contact`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    // A connection the service dropped counts as a crash-like answer (status 0).
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    req.end(body);
  });
}

const valid = (i: number) => ({
  name: `Bench Visitor ${i}`,
  email: `visitor${i}@example.co.il`,
  company: 'Bench Ltd',
  phone: '+972 50 123 4567',
  topic: 'sales',
  message: `Load test message number ${i}, long enough to pass the schema.`,
  consent: true,
  token: issueToken(SECRET, Date.now() - 10_000),
});

/** The 1,000 malformed bodies: each kind in turn, with random content. */
function malformed(count: number): { kind: string; body: Buffer; type: string | null }[] {
  // Seeded, so every run fuzzes with the same bodies.
  const next = mulberry32(9);
  const bytes = (n: number) =>
    Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256)));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // Each is wrong for every field it may land in (an empty phone or `consent: true` would be valid).
  const weird = [
    123,
    -1,
    1e308,
    false,
    null,
    [],
    {},
    ['a'],
    { $gt: '' },
    '\u0000',
    'x'.repeat(5000),
  ];
  const kinds: (() => { kind: string; body: Buffer; type: string | null })[] = [
    () => ({
      kind: 'random bytes as JSON',
      body: bytes(1 + Math.floor(next() * 2000)),
      type: 'application/json',
    }),
    () => ({
      kind: 'random bytes as a form',
      body: bytes(1 + Math.floor(next() * 2000)),
      type: 'application/x-www-form-urlencoded',
    }),
    () => ({
      kind: 'wrong types',
      body: Buffer.from(
        JSON.stringify({
          ...valid(0),
          [pick(['name', 'email', 'topic', 'message', 'consent', 'phone'])]: pick(weird),
        }),
      ),
      type: 'application/json',
    }),
    () => ({
      kind: 'not an object',
      body: Buffer.from(pick(['[]', 'null', '42', '"text"', 'true', '[{"name":"x"}]'])),
      type: 'application/json; charset=utf-8',
    }),
    () => ({
      kind: 'huge field',
      body: Buffer.from(
        JSON.stringify({ ...valid(0), message: 'x'.repeat(16_384 + Math.floor(next() * 50_000)) }),
      ),
      type: 'application/json',
    }),
    () => ({
      kind: 'too long but small',
      body: Buffer.from(
        JSON.stringify({ ...valid(0), name: 'n'.repeat(121 + Math.floor(next() * 2000)) }),
      ),
      type: 'application/json',
    }),
    () => ({
      kind: 'wrong content type',
      body: Buffer.from(JSON.stringify(valid(0))),
      type: pick([
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
        null,
      ]),
    }),
    () => ({
      kind: 'truncated JSON',
      body: Buffer.from(JSON.stringify(valid(0)).slice(0, 1 + Math.floor(next() * 100))),
      type: 'application/json',
    }),
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!());
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return results;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'kavana-bench-contact-'));
  const smtp = await startSmtpSink();
  /** The team's e-mails: the visitors' replies (`<reply.…>`, issue #37) are not what it counts. */
  const notifications = () =>
    smtp.received.filter((mail) => mailHeader(mail.raw, 'Message-ID')?.startsWith('<submission.'))
      .length;

  let crashes = 0;
  process.on('uncaughtException', () => crashes++);
  process.on('unhandledRejection', () => crashes++);
  const config: ServiceConfig = {
    ...DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    distDir: join(dir, 'no-dist'),
    databaseFile: join(dir, 'contact.sqlite'),
    databaseUrl: undefined,
    smtpUrl: smtp.url,
    publicOrigin: undefined,
    secret: SECRET,
    rateLimit: 1_000_000,
    outboxPollMs: 50,
    trustProxy: false,
    log: () => {},
  };
  const service = await startService(config);
  const db = new Database(config.databaseFile, { readonly: true });
  const count = (table: string) =>
    (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

  // 1. Valid submissions, all at once.
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: VALID }, (_, i) =>
      post(service.url, Buffer.from(JSON.stringify(valid(i))), 'application/json'),
    ),
  );
  const elapsed = performance.now() - started;
  const ids = answers
    .filter((answer) => answer.status === 201)
    .map((answer) => (JSON.parse(answer.body) as { id: string }).id);
  const storedIds = new Set(
    (db.prepare('SELECT id FROM submissions').all() as { id: string }[]).map((row) => row.id),
  );
  const lost = ids.filter((id) => !storedIds.has(id)).length;
  const latencies = answers.map((answer) => answer.ms);
  const deadline = Date.now() + 30_000;
  while (notifications() < ids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  console.log(`\n${VALID} concurrent valid submissions`);
  console.log(`  answered 201:  ${ids.length} / ${VALID}`);
  console.log(`  stored:        ${storedIds.size}`);
  console.log(`  lost:          ${lost + (VALID - ids.length)}`);
  console.log(
    `  latency ms:    p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  max ${Math.max(...latencies).toFixed(1)}  (all in ${elapsed.toFixed(0)} ms)`,
  );
  console.log(`  e-mailed:      ${notifications()} (outbox to a local SMTP sink)`);

  // 2. Malformed bodies, 50 at a time.
  const rowsBefore = count('submissions');
  const draftsBefore = count('drafts');
  const bodies = malformed(MALFORMED);
  const results = await inBatches(bodies, 50, (item) => post(service.url, item.body, item.type));
  const histogram = new Map<number, number>();
  const byKind = new Map<string, Map<number, number>>();
  results.forEach((result, i) => {
    histogram.set(result.status, (histogram.get(result.status) ?? 0) + 1);
    const kind = bodies[i]!.kind;
    const statuses = byKind.get(kind) ?? new Map<number, number>();
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    byKind.set(kind, statuses);
  });
  const non4xx = results.filter((result) => result.status < 400 || result.status >= 500).length;
  const notJson = results.filter((result) => {
    try {
      return (JSON.parse(result.body) as { ok?: unknown }).ok !== false;
    } catch {
      return true;
    }
  }).length;
  const alive = (await fetch(`${service.url}/api/contact/token`)).status === 200;
  const format = (statuses: Map<number, number>) =>
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join('  ');

  console.log(`\n${MALFORMED} malformed bodies`);
  console.log(`  statuses:      ${format(histogram)}`);
  for (const [kind, statuses] of byKind) console.log(`    ${kind.padEnd(22)} ${format(statuses)}`);
  console.log(`  not 4xx:       ${non4xx}`);
  console.log(`  not JSON {ok:false}: ${notJson}`);
  console.log(`  crashes:       ${crashes} (service still answering: ${alive ? 'yes' : 'no'})`);
  console.log(
    `  rows written:  ${count('submissions') - rowsBefore} submissions, ${count('drafts') - draftsBefore} drafts`,
  );

  db.close();
  await service.close();
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
  const ok =
    lost === 0 && ids.length === VALID && non4xx === 0 && crashes === 0 && alive && notJson === 0;
  console.log(ok ? '\nOK' : '\nFAILED');
  process.exit(ok ? 0 : 1);
}

await main();
