/**
 * What the outbox delivers besides the team's e-mail (issue #37), on both stores: the reply in the
 * visitor's language, routing by topic, the signed webhook, and spam that can be listed and
 * released. The SMTP sink and a local webhook receiver (node:http) stand in for the world.
 */
import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailHeader, type ReceivedMail } from '../../scripts/lib/smtp-sink';
import { configFromEnv, parseRoutes, type WebhookConfig } from '../../server/config';
import { ROOT } from '../../server/layout';
import { composeReply } from '../../server/mail/reply';
import { main } from '../../server/submissions';
import {
  eventually,
  oldToken,
  startSmtpSink,
  startTestService,
  serviceTestBed,
  STORES,
  validSubmission,
} from './helpers';
import { readMail } from './mime';

const DAY_MS = 24 * 60 * 60_000;

const bed = serviceTestBed();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function service(
  ...args: Parameters<typeof startTestService> extends [unknown, ...infer R] ? R : never
) {
  const started = await startTestService(bed.database, ...args);
  bed.closeAtEnd(() => started.close());
  return started;
}
async function sink() {
  const started = await startSmtpSink();
  bed.closeAtEnd(() => started.close());
  return started;
}

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: answers each post with `answer(n)` (n from 1), or never (`'hang'`). */
async function receiver(answer: (n: number) => number | 'hang' = () => 200) {
  const hits: Hit[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answer(hits.length);
      if (status !== 'hang') response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  bed.closeAtEnd(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}/hooks/kavana`, hits };
}

const SECRET = 'webhook-secret-for-tests';
const webhook = (url: string, extra: Partial<WebhookConfig> = {}): WebhookConfig => ({
  url,
  secret: SECRET,
  maxAttempts: 8,
  maxDelayMs: 200,
  timeoutMs: 2_000,
  ...extra,
});

const valid = (extra: Record<string, unknown> = {}) => ({
  ...validSubmission,
  token: oldToken(),
  ...extra,
});

async function postId(running: Awaited<ReturnType<typeof service>>, body: unknown) {
  const response = await running.post(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const replies = (received: ReceivedMail[]) =>
  received.filter((mail) => mailHeader(mail.raw, 'Message-ID')?.startsWith('<reply.'));
const notifications = (received: ReceivedMail[]) =>
  received.filter((mail) => mailHeader(mail.raw, 'Message-ID')?.startsWith('<submission.'));

/** Runs `main` of `npm run submissions` against this test's database; resolves to its output. */
async function submissions(args: string[], env: Record<string, string> = {}) {
  vi.stubEnv('CONTACT_DB', bed.database.databaseFile);
  vi.stubEnv('DATABASE_URL', bed.database.databaseUrl ?? '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((line: string) => void out.push(line));
  try {
    const code = await main(args);
    return { code, output: out.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('configuration', () => {
  it('parses CONTACT_ROUTES into an inbox per topic', () => {
    expect(parseRoutes(' sales=sales@example.com , procurement=ops@example.com ')).toEqual({
      sales: 'sales@example.com',
      procurement: 'ops@example.com',
    });
    expect(parseRoutes(undefined)).toEqual({});
    expect(configFromEnv({}).contactRoutes).toEqual({});
  });

  it.each([
    ['sales', /"sales" has no "="/],
    ['sales=sales@example.com,bogus=x@example.com', /"bogus=x@example\.com" names no topic/],
    ['procurement=ops', /"procurement=ops" is not routed to an e-mail address/],
    [
      'sales=a@example.com,sales=b@example.com',
      /"sales=b@example\.com" routes a topic named before/,
    ],
  ])('refuses CONTACT_ROUTES=%s, naming the bad entry', (value, message) => {
    expect(() => configFromEnv({ CONTACT_ROUTES: value })).toThrow(message);
  });

  it('refuses a webhook URL without its secret and a secret without its URL', () => {
    expect(() => configFromEnv({ CONTACT_WEBHOOK_URL: 'https://crm.example.com/in' })).toThrow(
      /CONTACT_WEBHOOK_SECRET is not set/,
    );
    expect(() => configFromEnv({ CONTACT_WEBHOOK_SECRET: 'x' })).toThrow(
      /CONTACT_WEBHOOK_URL is not set/,
    );
    expect(
      configFromEnv({
        CONTACT_WEBHOOK_URL: 'https://crm.example.com/in',
        CONTACT_WEBHOOK_SECRET: 's',
      }).webhook,
    ).toMatchObject({ url: 'https://crm.example.com/in', maxAttempts: 8 });
  });

  it('turns the reply off with CONTACT_AUTOREPLY=0', () => {
    expect(configFromEnv({}).autoreply).toBe(true);
    expect(configFromEnv({ CONTACT_AUTOREPLY: '0' }).autoreply).toBe(false);
  });

  it('does not start with a malformed CONTACT_ROUTES: it says which entry, and exits 1', async () => {
    const run = promisify(execFile);
    const failure = await run(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, CONTACT_ROUTES: 'sales=sales@example.com,salse=x@example.com' },
    }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /The service could not start: CONTACT_ROUTES: "salse=x@example\.com" names no topic/,
    );
  }, 20_000);
});

describe.each(STORES)('with the %s store', (kind) => {
  bed.forStore(kind);

  describe('the reply', () => {
    it('answers a Hebrew and an English enquiry once each, in its language, right to left in Hebrew, without what they typed', async () => {
      const mail = await sink();
      const running = await service({ smtpUrl: mail.url, autoreply: true });

      const hebrew = await postId(
        running,
        valid({ language: 'he', name: 'דנה כהן', email: 'dana.he@example.co.il' }),
      );
      const english = await postId(running, valid({ language: 'en' }));
      await eventually(() => mail.received.length === 4);
      await running.outbox.flush();

      expect(mail.received).toHaveLength(4);
      expect(notifications(mail.received)).toHaveLength(2);
      const byTo = new Map(replies(mail.received).map((reply) => [reply.to[0], reply]));
      expect(byTo.size).toBe(2);

      const he = byTo.get('dana.he@example.co.il')!;
      const heMail = readMail(he.raw);
      expect(heMail.subject).toBe('קיבלנו את הפנייה שלכם – כוונה אנליטיקס');
      expect(heMail.headers('Message-ID')).toBe(`<reply.${hebrew}@kavana-analytics.co.il>`);
      expect(heMail.headers('Content-Language')).toBe('he');
      expect(heMail.headers('Auto-Submitted')).toBe('auto-replied');
      expect(heMail.html).toContain('<html lang="he" dir="rtl">');
      expect(heMail.html).toContain('<bdi>דנה כהן</bdi>');
      expect(heMail.html).toMatch(/<a href="tel:\+972-3-555-0142" dir="ltr">03-555-0142<\/a>/);
      expect(heMail.html).toMatch(/<a href="mailto:hello@kavana-analytics\.co\.il" dir="ltr">/);
      expect(heMail.html).toContain('href="https://www.example.com/he/privacy"');
      expect(heMail.text).toContain('שלום דנה כהן,');
      expect(heMail.text).toContain('תוך יום עסקים אחד');
      expect(heMail.text).toContain(`מספר הפנייה: ${hebrew}.`);

      const en = byTo.get('dana@example.co.il')!;
      const enMail = readMail(en.raw);
      expect(enMail.subject).toBe('We have received your enquiry – Kavana Analytics');
      expect(enMail.headers('Message-ID')).toBe(`<reply.${english}@kavana-analytics.co.il>`);
      expect(enMail.html).toContain('<html lang="en" dir="ltr">');
      expect(enMail.text).toContain('Hello Dana Cohen,');
      expect(enMail.text).toContain('within one business day');
      expect(enMail.text).toContain(`Your reference is ${english}.`);
      expect(enMail.text).toContain('https://www.example.com/privacy');
      expect(enMail.text).toContain('03-555-0142');

      for (const reply of [heMail, enMail]) {
        for (const typed of [
          validSubmission.message,
          validSubmission.company,
          validSubmission.phone,
        ]) {
          expect(reply.text).not.toContain(typed);
          expect(reply.html).not.toContain(typed);
        }
      }
      const rows = await running.rows();
      expect(rows.map((row) => row.deliveries.map((delivery) => delivery.kind))).toEqual([
        ['notify', 'reply'],
        ['notify', 'reply'],
      ]);
    });

    it('resends a reply whose sender died before marking it sent with the same Message-ID', async () => {
      const mail = await sink();
      let clock = Date.now();
      const running = await service({ smtpUrl: mail.url, autoreply: true }, { now: () => clock });
      await running.outbox.stop();
      const id = await postId(running, valid({ language: 'he' }));
      // An instance claims the reply, sends it, and dies before it can mark it sent.
      const claimed = await running.store.deliveries.claimDue(clock, clock + 120_000, 10, 'dead', [
        'reply',
      ]);
      expect(claimed.map((item) => item.kind)).toEqual(['reply']);
      const transport = nodemailer.createTransport(mail.url);
      await transport.sendMail(composeReply(claimed[0]!.submission, running.config));
      transport.close();

      const other = await service({ smtpUrl: mail.url, autoreply: true }, { now: () => clock });
      clock += 121_000;
      await eventually(() => replies(mail.received).length === 2);
      await other.outbox.flush();
      const ids = replies(mail.received).map((reply) => mailHeader(reply.raw, 'Message-ID'));
      expect(ids).toEqual([
        `<reply.${id}@kavana-analytics.co.il>`,
        `<reply.${id}@kavana-analytics.co.il>`,
      ]);
    });

    it('sends no reply and posts no webhook for spam', async () => {
      const mail = await sink();
      const hook = await receiver();
      const running = await service({
        smtpUrl: mail.url,
        autoreply: true,
        webhook: webhook(hook.url),
      });

      await postId(running, valid({ fax_number: 'bot' }));
      await postId(running, valid({ token: undefined }));
      await running.outbox.flush();

      expect(mail.received).toHaveLength(0);
      expect(hook.hits).toHaveLength(0);
      expect((await running.rows()).map((row) => row.deliveries)).toEqual([[], []]);
    });

    it('sends one address at most the limit of replies in the window, whatever the case of its letters', async () => {
      const mail = await sink();
      let clock = Date.now();
      const running = await service(
        { smtpUrl: mail.url, autoreply: true, replyLimit: { max: 2, windowMs: 60_000 } },
        { now: () => clock },
      );

      for (const email of ['dana@example.co.il', 'Dana@Example.co.il', 'DANA@example.co.il']) {
        await postId(running, valid({ email }));
        clock += 1_000;
      }
      await postId(running, valid({ email: 'other@example.co.il' }));
      clock += 60_000;
      await postId(running, valid({ email: 'dana@example.co.il' }));
      await eventually(() => mail.received.length === 5 + 4);
      await running.outbox.flush();

      const kinds = (await running.rows()).map((row) =>
        row.deliveries.map((delivery) => delivery.kind).join('+'),
      );
      expect(kinds).toEqual([
        'notify+reply',
        'notify+reply',
        'notify',
        'notify+reply',
        'notify+reply',
      ]);
      expect(replies(mail.received)).toHaveLength(4);
      expect(notifications(mail.received)).toHaveLength(5);
    });

    it('holds to the limit when posts from one address reach two instances at once', async () => {
      const config = { autoreply: true, replyLimit: { max: 3, windowMs: 60_000 } };
      const [a, b] = [await service(config), await service(config)];

      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postId(
            i % 2 ? b : a,
            valid({ email: i % 3 ? 'dana@example.co.il' : 'DANA@example.co.il' }),
          ),
        ),
      );

      const replied = (await a.rows()).filter((row) =>
        row.deliveries.some((delivery) => delivery.kind === 'reply'),
      );
      expect(replied).toHaveLength(3);
    });

    it('sends no reply with CONTACT_AUTOREPLY=0, only the team’s e-mail', async () => {
      const mail = await sink();
      const { autoreply } = configFromEnv({ CONTACT_AUTOREPLY: '0' });
      const running = await service({ smtpUrl: mail.url, autoreply });

      await postId(running, valid());
      await eventually(() => mail.received.length === 1);
      await running.outbox.flush();

      expect(mail.received).toHaveLength(1);
      expect(notifications(mail.received)).toHaveLength(1);
    });
  });

  describe('routing', () => {
    it('sends each topic to its inbox, and the topics not named to CONTACT_TO', async () => {
      const mail = await sink();
      const running = await service({
        smtpUrl: mail.url,
        autoreply: true,
        contactTo: 'team@example.com',
        contactRoutes: parseRoutes('sales=sales@example.com,procurement=ops@example.com'),
      });

      const ids = {
        sales: await postId(running, valid({ topic: 'sales' })),
        procurement: await postId(running, valid({ topic: 'procurement' })),
        other: await postId(running, valid({ topic: 'qualityControl' })),
      };
      await eventually(() => mail.received.length === 6);
      await running.outbox.flush();

      const inbox = (id: string) =>
        notifications(mail.received).find((sent) => sent.raw.includes(`Reference: ${id}`))?.to;
      expect(inbox(ids.sales)).toEqual(['sales@example.com']);
      expect(inbox(ids.procurement)).toEqual(['ops@example.com']);
      expect(inbox(ids.other)).toEqual(['team@example.com']);
      // The visitor's answer to the reply goes to the same team.
      const replyTo = (id: string) =>
        mailHeader(replies(mail.received).find((sent) => sent.raw.includes(id))!.raw, 'Reply-To');
      expect(replyTo(ids.sales)).toBe('sales@example.com');
      expect(replyTo(ids.other)).toBe('team@example.com');
    });
  });

  describe('the webhook', () => {
    it('posts each enquiry signed, with its id as Idempotency-Key, retrying until the receiver answers 2xx', async () => {
      const hook = await receiver((n) => (n <= 2 ? 500 : 200));
      // No SMTP_URL: the webhook is posted all the same.
      const running = await service({ webhook: webhook(hook.url), outboxBaseDelayMs: 20 });

      const id = await postId(running, valid({ language: 'he' }));
      await eventually(async () => (await running.rows())[0]?.deliveries[1]?.sentAt);

      expect(hook.hits).toHaveLength(3);
      for (const hit of hook.hits) {
        expect(hit.headers['content-type']).toBe('application/json');
        expect(hit.headers['idempotency-key']).toBe(id);
        const expected = createHmac('sha256', SECRET)
          .update(Buffer.from(hit.body, 'utf8'))
          .digest('hex');
        expect(hit.headers['x-kavana-signature']).toBe(`sha256=${expected}`);
      }
      expect(new Set(hook.hits.map((hit) => hit.body)).size).toBe(1);
      const [stored] = await running.rows();
      expect(JSON.parse(hook.hits[2]!.body)).toEqual({
        id,
        receivedAt: new Date(stored!.receivedAt).toISOString(),
        language: 'he',
        topic: 'sales',
        fields: {
          name: validSubmission.name,
          email: validSubmission.email,
          company: validSubmission.company,
          phone: validSubmission.phone,
          message: validSubmission.message,
        },
      });
      expect(stored?.deliveries).toEqual([
        expect.objectContaining({ kind: 'notify', sentAt: null }),
        expect.objectContaining({ kind: 'webhook', attempts: 3, failedAt: null, lastError: null }),
      ]);
      expect(running.logs.join('\n')).toMatch(
        new RegExp(`could not post submission ${id} to the webhook \\(attempt 2\\)`),
      );
    });

    it('gives up after the last attempt, and /readyz and submissions list show it while staying ready', async () => {
      const hook = await receiver(() => 503);
      const running = await service({
        webhook: webhook(hook.url, { maxAttempts: 3 }),
        outboxBaseDelayMs: 10,
      });

      const id = await postId(running, valid());
      await eventually(async () => (await running.rows())[0]?.deliveries[1]?.failedAt);
      await running.outbox.flush();

      expect(hook.hits).toHaveLength(3);
      expect(running.logs.join('\n')).toContain(
        `could not post submission ${id} to the webhook (attempt 3, the last): gave up`,
      );
      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        ok: true,
        deliveries: { failed: 1 },
        warnings: [expect.stringMatching(/1 delivery given up/) as string],
      });
      const list = await submissions(['list']);
      expect(list.code).toBe(0);
      expect(list.output).toContain(
        'deliveries: notify queued (0 attempts); webhook failed: the webhook answered 503 Service Unavailable',
      );
    });

    it('counts a receiver that does not answer within the time-out as a failed attempt', async () => {
      const hook = await receiver(() => 'hang');
      const running = await service({
        webhook: webhook(hook.url, { maxAttempts: 1, timeoutMs: 150 }),
      });

      await postId(running, valid());
      const failed = await eventually(async () => (await running.rows())[0]?.deliveries[1]);
      await eventually(async () => (await running.rows())[0]?.deliveries[1]?.failedAt);

      expect(failed.kind).toBe('webhook');
      expect((await running.rows())[0]?.deliveries[1]?.lastError).toMatch(/timeout|aborted/i);
    });

    it('is posted once per enquiry by two instances sharing the store', async () => {
      const hook = await receiver();
      const config = { webhook: webhook(hook.url), outboxPollMs: 10 };
      const [a, b] = [await service(config), await service(config)];

      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push(await postId(i % 2 ? b : a, valid()));
      await eventually(() => hook.hits.length >= 10);
      await Promise.all([a.outbox.flush(), b.outbox.flush()]);

      const keys = hook.hits.map((hit) => hit.headers['idempotency-key']);
      expect(keys.sort()).toEqual([...ids].sort());
    });
  });

  describe('spam you can see', () => {
    it('lists only spam with its reason, and releases a false positive as if it had just arrived', async () => {
      const mail = await sink();
      const hook = await receiver();
      const running = await service({
        smtpUrl: mail.url,
        autoreply: true,
        webhook: webhook(hook.url),
      });
      await postId(running, valid());
      const spam = await postId(running, valid({ token: undefined, email: 'real@example.co.il' }));
      await eventually(() => mail.received.length === 2 && hook.hits.length === 1);

      const list = await submissions(['list', '--spam']);
      expect(list.code).toBe(0);
      expect(list.output).toContain(`${spam}  [en] spam (tokenMissing)`);
      expect(list.output).toContain('1 submission(s)');
      const json = await submissions(['list', '--spam', '--json']);
      expect(JSON.parse(json.output)).toMatchObject([{ id: spam, spamReason: 'tokenMissing' }]);

      const env = { CONTACT_WEBHOOK_URL: hook.url, CONTACT_WEBHOOK_SECRET: SECRET };
      const released = await submissions(['release', spam], env);
      expect(released).toEqual({
        code: 0,
        output: `Released ${spam}: queued notify, reply, webhook.`,
      });
      expect(await submissions(['release', spam], env)).toMatchObject({ code: 1 });
      expect((await submissions(['release'], env)).code).toBe(2);

      await running.outbox.flush();
      await eventually(() => mail.received.length === 4 && hook.hits.length === 2);
      expect(replies(mail.received).map((reply) => reply.to)).toContainEqual([
        'real@example.co.il',
      ]);
      expect(hook.hits[1]?.headers['idempotency-key']).toBe(spam);
      const stored = (await running.rows()).find((row) => row.id === spam);
      expect(stored).toMatchObject({ spamReason: null, releasedAt: expect.any(Number) as number });
      expect((await submissions(['list', '--spam'])).output).toContain('0 submission(s)');
    });

    it('keeps spam 30 days and then deletes it, while the enquiries stay for the retention period', async () => {
      const start = Date.now();
      let clock = start;
      const first = await startTestService(bed.database, {}, { now: () => clock });
      await postId(first, valid());
      await postId(first, valid({ fax_number: 'bot' }));
      await first.close();

      clock = start + 29 * DAY_MS;
      const later = await startTestService(bed.database, {}, { now: () => clock });
      const reasons = async (running: typeof first) =>
        (await running.rows()).map((row) => row.spamReason ?? 'none').sort();
      expect(await reasons(later)).toEqual(['honeypot', 'none']);
      await later.close();

      clock = start + 31 * DAY_MS;
      const last = await service({}, { now: () => clock });
      expect(await reasons(last)).toEqual(['none']);
      expect(last.logs.join('\n')).toMatch(/deleted 1 submissions/);
    });
  });

  describe('the migration', () => {
    const migration = (file: string) =>
      readFileSync(join(ROOT, 'server/migrations', kind, file), 'utf8');
    /** A submission and its queued e-mail, as the service stored them before migration 003. */
    const yesterday = Date.now() - DAY_MS;
    const time = kind === 'sqlite' ? String(yesterday) : `'${new Date(yesterday).toISOString()}'`;
    const rows = [
      `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message)
       VALUES ('old', ${time}, 'he', 'Dana', 'dana@example.co.il', 'Cohen', '', 'sales', 'A message stored before.')`,
      `INSERT INTO outbox (submission_id, next_attempt_at, attempts, last_error) VALUES ('old', ${time}, 2, 'down')`,
    ];

    it('keeps the queued e-mails of a database from before it, as notifications', async () => {
      if (kind === 'sqlite') {
        mkdirSync(join(bed.dir, 'data'), { recursive: true });
        const db = new Database(bed.database.databaseFile);
        db.exec(migration('001-initial.sql'));
        db.exec(migration('002-idempotency-leases-rate-limits.sql'));
        db.pragma('user_version = 2');
        for (const sql of rows) db.exec(sql);
        db.close();
      } else {
        const client = new pg.Client({ connectionString: bed.database.databaseUrl });
        await client.connect();
        await client.query(migration('001-initial.sql'));
        await client.query(
          'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        await client.query('INSERT INTO schema_migrations (version) VALUES (1)');
        for (const sql of rows) await client.query(sql);
        await client.end();
      }

      const running = await service();
      const [row] = await running.rows();
      // Stored before consent had a column: every such row was validated with consent given.
      expect(row).toMatchObject({ id: 'old', consent: true, releasedAt: null });
      expect(row?.deliveries).toEqual([
        { kind: 'notify', sentAt: null, attempts: 2, failedAt: null, lastError: 'down' },
      ]);
      expect(await running.store.deliveries.state(Date.now())).toMatchObject({
        pending: 1,
        failed: 0,
      });
    });
  });
});
