import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../server/submissions';
import { issueToken } from '../../server/token';
import {
  eventually,
  freePort,
  oldToken,
  SECRET,
  startSmtpSink,
  startTestService,
  serviceTestBed,
  STORES,
  validSubmission,
  type TestService,
} from './helpers';

/** The service's limits (docs/contact-service.md): a body over 16 KB is refused; the time-trap token is the `contact_token` cookie. */
const MAX_BODY_BYTES = 16 * 1024;
const TOKEN_COOKIE = 'contact_token';

const bed = serviceTestBed();

async function service(
  ...args: Parameters<typeof startTestService> extends [unknown, ...infer R] ? R : never
) {
  const started = await startTestService(bed.database, ...args);
  bed.closeAtEnd(() => started.close());
  return started;
}
async function sink(port?: number) {
  const started = await startSmtpSink(port);
  bed.closeAtEnd(() => started.close());
  return started;
}

const valid = (extra: Record<string, unknown> = {}) => ({
  ...validSubmission,
  token: oldToken(),
  ...extra,
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(STORES)('with the %s store', (kind) => {
  bed.forStore(kind);

  describe('the store', () => {
    it.runIf(kind === 'sqlite')(
      'creates the SQLite file on first start, WAL with synchronous FULL, every migration applied',
      async () => {
        const running = await service();
        const db = new Database(running.config.databaseFile, { readonly: true });
        try {
          expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
          const tables = db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .all()
            .map((row) => (row as { name: string }).name);
          expect(tables).toEqual(
            expect.arrayContaining([
              'drafts',
              'erasures',
              'outbox',
              'rate_limits',
              'settings',
              'submissions',
            ]),
          );
        } finally {
          db.close();
        }
        // The service's own connection: FULL (2) syncs every commit, so an acknowledged row
        // survives a power loss.
        const health = await running.store.settings.health(Date.now());
        expect(health.schemaVersion).toBe(5);
        expect(health.schemaVersion).toBe(health.expectedVersion);
      },
    );

    it.runIf(kind === 'postgres')(
      'migrates a new PostgreSQL database once, even when two instances start together',
      async () => {
        const [first, second] = await Promise.all([service(), service()]);
        const client = new pg.Client({ connectionString: bed.database.databaseUrl });
        await client.connect();
        try {
          const migrations = await client.query<{ version: number }>(
            'SELECT version FROM schema_migrations ORDER BY version',
          );
          // 002 changes nothing in PostgreSQL (its file says why): the numbers match SQLite's.
          expect(migrations.rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
          const tables = await client.query<{ table_name: string }>(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
          );
          expect(tables.rows.map((row) => row.table_name)).toEqual([
            'drafts',
            'erasures',
            'outbox',
            'rate_limits',
            'schema_migrations',
            'settings',
            'submissions',
          ]);
        } finally {
          await client.end();
        }
        expect((await first.store.settings.health(Date.now())).schemaVersion).toBe(5);
        expect(await second.store.settings.value('contact_secret', () => 'other')).toBe(
          await first.store.settings.value('contact_secret', () => 'another'),
        );
      },
    );

    it('says in the log that messages are queued, not sent, when SMTP_URL is unset', async () => {
      const running = await service();
      const response = await running.post(valid());
      expect(response.status).toBe(201);
      expect(running.logs.join('\n')).toMatch(
        /SMTP_URL is not set: submissions are stored and queued/,
      );
      expect((await running.store.deliveries.state(Date.now())).pending).toBe(1);
    });
  });

  describe('POST /api/contact', () => {
    it('answers 201 with an id for a valid JSON submission, stored before the answer and e-mailed with Reply-To', async () => {
      const mail = await sink();
      const running = await service({ smtpUrl: mail.url, contactTo: 'team@example.com' });

      const response = await running.post(valid());
      const body = (await response.json()) as { ok: boolean; id: string };

      expect(response.status).toBe(201);
      expect(body).toEqual({ ok: true, id: expect.any(String) as string });
      const rows = await running.rows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: body.id, email: 'dana@example.co.il', spamReason: null });
      const sent = await eventually(() => mail.received[0]);
      expect(sent.to).toEqual(['team@example.com']);
      expect(sent.raw).toMatch(/^Reply-To: Dana Cohen <dana@example\.co\.il>/m);
      expect(sent.raw).toContain('We would like to understand which stores lose sales');
    });

    it('answers 422 with each field’s message in the request’s language, and stores nothing', async () => {
      const running = await service();

      const english = await running.post({ ...valid(), email: 'not-an-address', message: 'short' });
      const hebrew = await running.post({ email: '', language: 'he' });
      const byHeader = await running.post({}, { headers: { 'accept-language': 'he-IL,he;q=0.9' } });

      expect(english.status).toBe(422);
      expect(await english.json()).toEqual({
        ok: false,
        errors: {
          email: 'Enter an e-mail address in the right format, like name@company.co.il',
          message: 'Your message must be at least 20 characters',
        },
        codes: { email: 'invalid', message: 'tooShort' },
      });
      expect(hebrew.status).toBe(422);
      const hebrewBody = (await hebrew.json()) as { errors: Record<string, string> };
      expect(hebrewBody.errors.email).toBe('יש להזין כתובת דוא״ל בעבודה');
      expect(Object.keys(hebrewBody.errors)).toEqual([
        'name',
        'email',
        'company',
        'topic',
        'message',
        'consent',
      ]);
      expect(((await byHeader.json()) as { errors: Record<string, string> }).errors.name).toBe(
        'יש להזין שם',
      );
      expect(await running.rows()).toHaveLength(0);
    });

    it('answers 422 for control characters no person types, and for wrong types', async () => {
      const running = await service();

      const response = await running.post({
        ...valid(),
        name: '\u0000',
        company: 42,
        consent: 'yes',
      });

      expect(response.status).toBe(422);
      expect(((await response.json()) as { codes: unknown }).codes).toEqual({
        name: 'invalid',
        company: 'invalid',
        consent: 'required',
      });
    });

    it('answers 400 for a body that is not what its type says', async () => {
      const running = await service();

      const broken = await running.post('{"name": "Dana"', { raw: true });
      const array = await running.post([validSubmission]);
      const scalar = await running.post('42', { raw: true });

      for (const response of [broken, array, scalar]) {
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      }
      expect(await broken.json()).toEqual({ ok: false, error: 'The body is not valid JSON.' });
      expect(await running.rows()).toHaveLength(0);
    });

    it('answers 413 for a body over 16 KB, declared or streamed', async () => {
      const running = await service();
      const huge = { ...valid(), message: 'x'.repeat(MAX_BODY_BYTES) };

      const response = await running.post(huge);
      const chunked = await fetch(`${running.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([JSON.stringify(huge)]).stream(),
        duplex: 'half',
      } as RequestInit);

      expect(response.status).toBe(413);
      expect(chunked.status).toBe(413);
      expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
      expect(await running.rows()).toHaveLength(0);
    });

    it('answers 415 for any other content type', async () => {
      const running = await service();
      for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
        const response = await running.post(valid(), { headers: { 'content-type': type } });
        expect(response.status).toBe(415);
        expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
      }
      const none = await fetch(`${running.url}/api/contact`, {
        method: 'POST',
        body: new Uint8Array([1, 2]),
      });
      expect(none.status).toBe(415);
    });

    it('answers 403 to a cross-origin post and accepts a same-origin one', async () => {
      const running = await service();
      const host = new URL(running.url).host;

      const foreign = await running.post(valid(), { headers: { origin: 'https://evil.example' } });
      const crossSite = await running.post(valid(), {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      const sameHost = await running.post(valid(), {
        headers: { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      });
      const publicOrigin = await running.post(valid(), {
        headers: { origin: 'https://www.example.com' },
      });

      expect(foreign.status).toBe(403);
      expect(crossSite.status).toBe(403);
      expect(await foreign.json()).toEqual({
        ok: false,
        error: 'Cross-origin requests are not accepted.',
      });
      expect(sameHost.status).toBe(201);
      expect(publicOrigin.status).toBe(201);
      expect(await running.rows()).toHaveLength(2);
    });

    it('lets the site in from PUBLIC_ORIGIN on another host (a static host): CORS, and redirects back to it', async () => {
      const running = await service();
      const site = 'https://www.example.com';

      const preflight = await fetch(`${running.url}/api/contact`, {
        method: 'OPTIONS',
        headers: {
          origin: site,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      const json = await running.post(valid(), {
        headers: { origin: site, 'sec-fetch-site': 'cross-site' },
      });
      const page = await fetch(`${running.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin: site,
          'sec-fetch-site': 'cross-site',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form({ ...validSubmission, consent: 'on', token: oldToken() }),
      });

      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
      expect(json.status).toBe(201);
      expect(json.headers.get('access-control-allow-origin')).toBe(site);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(`${site}/contact/thanks`);
    });

    it('answers 429 with Retry-After past the per-client limit', async () => {
      const running = await service({ rateLimit: 2, rateWindowMs: 60_000 });

      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await running.post(valid()));

      expect(statuses.map((response) => response.status)).toEqual([201, 201, 429]);
      const limited = statuses[2]!;
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: string }).error).toMatch(/Too many messages/);
      expect(await running.rows()).toHaveLength(2);
    });

    it('answers 404 in JSON for an unknown endpoint and never shows a stack trace', async () => {
      const running = await service();
      const response = await fetch(`${running.url}/api/nothing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: 'No such endpoint.' });
    });
  });

  describe('spam', () => {
    async function postAs(running: TestService, extra: Record<string, unknown>) {
      const response = await running.post(valid(extra));
      return {
        status: response.status,
        body: (await response.json()) as { ok: boolean; id: string },
      };
    }

    it('answers a filled honeypot, a missing, forged, too fast or expired token like success, and stores each flagged, never e-mailed', async () => {
      const mail = await sink();
      const running = await service({ smtpUrl: mail.url });

      const answers = [
        await postAs(running, { fax_number: '555-0100' }),
        await postAs(running, { token: undefined }),
        await postAs(running, { token: issueToken('another secret', Date.now() - 10_000) }),
        await postAs(running, { token: issueToken(SECRET, Date.now()) }),
        await postAs(running, { token: issueToken(SECRET, Date.now() - 2 * 24 * 60 * 60_000) }),
      ];

      for (const answer of answers) {
        expect(answer.status).toBe(201);
        expect(answer.body).toEqual({ ok: true, id: expect.any(String) as string });
      }
      expect((await running.rows()).map((row) => row.spamReason)).toEqual([
        'honeypot',
        'tokenMissing',
        'tokenInvalid',
        'tooFast',
        'tokenExpired',
      ]);
      expect((await running.store.deliveries.state(Date.now())).pending).toBe(0);
      await running.outbox.flush();
      expect(mail.received).toHaveLength(0);
    });

    it('hands out a fresh token that is never cached, and accepts it once the visitor took long enough', async () => {
      let clock = Date.now();
      const running = await service({}, { now: () => clock });

      const response = await fetch(`${running.url}/api/contact/token`);
      const { token } = (await response.json()) as { token: string };
      expect(response.headers.get('cache-control')).toBe('no-store');

      clock += 1_000;
      await running.post({ ...validSubmission, token });
      clock += 1_500;
      await running.post({ ...validSubmission, token });

      expect((await running.rows()).map((row) => row.spamReason)).toEqual(['tooFast', null]);
    });
  });

  describe('the form post without JavaScript', () => {
    const browserPost = (running: TestService, body: string, cookie?: string) =>
      fetch(`${running.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          ...(cookie ? { cookie } : {}),
        },
        body,
      });
    const fields = { ...validSubmission, consent: 'on' };

    it('answers a valid post with 303 to the thank-you page in its language, token from the cookie', async () => {
      const running = await service();
      const cookie = `${TOKEN_COOKIE}=${oldToken()}`;

      const english = await browserPost(running, form({ ...fields, language: 'en' }), cookie);
      const hebrew = await browserPost(running, form({ ...fields, language: 'he' }), cookie);

      expect(english.status).toBe(303);
      expect(english.headers.get('location')).toBe('/contact/thanks');
      expect(hebrew.headers.get('location')).toBe('/he/contact/thanks');
      expect((await running.rows()).map((row) => [row.language, row.spamReason])).toEqual([
        ['en', null],
        ['he', null],
      ]);
    });

    it('answers an invalid post with 303 back to the form, keeping what the visitor typed with the errors', async () => {
      const running = await service();

      const response = await browserPost(
        running,
        form({ ...fields, email: 'dana@', message: 'Too short', language: 'he' }),
      );

      expect(response.status).toBe(303);
      const location = response.headers.get('location') ?? '';
      expect(location).toMatch(/^\/he\/contact\?draft=[\w-]{20,}#contact-error-summary$/);
      const id = new URL(location, running.url).searchParams.get('draft') ?? '';
      expect(await running.store.drafts.read(id, Date.now())).toEqual({
        language: 'he',
        draft: { ...validSubmission, consent: true, email: 'dana@', message: 'Too short' },
        errors: { email: 'invalid', message: 'tooShort' },
      });
      expect(await running.rows()).toHaveLength(0);
    });

    it('answers a post that names no language in the language of the page it came from', async () => {
      const running = await service();
      const postFrom = (page: string) =>
        fetch(`${running.url}/api/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html',
            'accept-language': 'en',
            referer: `${running.url}${page}`,
          },
          body: form({ ...fields, email: 'dana@' }),
        });

      for (const [page, formPage] of [
        ['/he/contact', '/he/contact'],
        ['/he', '/he/contact'],
        ['/contact', '/contact'],
        ['/hebrew', '/contact'],
      ] as const) {
        const location = (await postFrom(page)).headers.get('location') ?? '';
        expect(location.split('?')[0], page).toBe(formPage);
      }
    });

    it('answers a form post that does not ask for a page (a script) in JSON', async () => {
      const running = await service();
      const response = await fetch(`${running.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ name: 'Dana' }),
      });
      expect(response.status).toBe(422);
    });
  });

  describe('the outbox', () => {
    it('keeps a message while the mail server is down and delivers it exactly once after a restart', async () => {
      const smtpPort = await freePort();
      const first = await startTestService(bed.database, {
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      });
      let closed = false;
      bed.closeAtEnd(async () => {
        if (!closed) await first.close();
      });

      const response = await first.post(valid());
      const { id } = (await response.json()) as { id: string };
      expect(response.status).toBe(201);
      await eventually(() =>
        first.logs.some((line) => line.includes(`could not send submission ${id}`)),
      );
      expect((await first.store.deliveries.state(Date.now())).pending).toBe(1);
      await first.close();
      closed = true;

      const mail = await sink(smtpPort);
      const second = await service({ smtpUrl: mail.url, outboxBaseDelayMs: 0 });

      await eventually(async () => (await second.store.deliveries.state(Date.now())).pending === 0);
      await second.outbox.flush();
      expect(mail.received).toHaveLength(1);
      expect(mail.received[0]?.raw).toContain(`Reference: ${id}`);
      const [stored] = await second.store.submissions.list();
      expect(stored?.id).toBe(id);
      const notify = stored?.deliveries.find((delivery) => delivery.kind === 'notify');
      expect(notify?.sentAt).toEqual(expect.any(Number));
      expect(notify?.attempts).toBeGreaterThanOrEqual(2);
    });

    it('retries with back-off while the mail server is down', async () => {
      const smtpPort = await freePort();
      const running = await service({
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        outboxBaseDelayMs: 60_000,
      });

      await running.post(valid());
      await eventually(() => running.logs.some((line) => line.includes('attempt 1')));
      await running.outbox.flush();

      expect(running.logs.filter((line) => line.includes('could not send'))).toHaveLength(1);
      expect(running.logs.join('\n')).toMatch(/attempt 1\), retrying in 60 s/);
    });
  });

  describe('idempotency', () => {
    const key = 'draft-key-0123456789abcdef';

    it('stores a post once per idempotency key and answers a repeat with the first answer', async () => {
      const mail = await sink();
      const running = await service({ smtpUrl: mail.url });

      const first = await running.post(valid({ idempotency_key: key }));
      const again = await running.post(valid({ idempotency_key: key, message: 'x'.repeat(30) }));
      const byHeader = await running.post(valid(), { headers: { 'idempotency-key': key } });
      const firstBody = (await first.json()) as { id: string };

      expect([first.status, again.status, byHeader.status]).toEqual([201, 201, 201]);
      expect(await again.json()).toEqual({ ok: true, id: firstBody.id });
      expect(await byHeader.json()).toEqual({ ok: true, id: firstBody.id });
      const rows = await running.rows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: firstBody.id, idempotencyKey: key });
      expect(rows[0]?.message).toBe(validSubmission.message);
      await eventually(() => mail.received.length === 1);
      await running.outbox.flush();
      expect(mail.received).toHaveLength(1);
      expect(running.logs.join('\n')).toContain(`submission ${firstBody.id} posted again`);
    });

    it('stores one row when many posts with one key arrive at once', async () => {
      const running = await service();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => running.post(valid({ idempotency_key: key }))),
      );
      const ids = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
      expect(new Set(ids).size).toBe(1);
      expect(await running.rows()).toHaveLength(1);
    });

    it('answers a repeated form post without JavaScript with the same 303, in the first post’s language', async () => {
      const running = await service();
      const post = (language: string) =>
        fetch(`${running.url}/api/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: form({
            ...validSubmission,
            consent: 'on',
            token: oldToken(),
            language,
            idempotency_key: key,
          }),
        });
      const first = await post('he');
      const retry = await post('en');
      expect([first.status, retry.status]).toEqual([303, 303]);
      expect(retry.headers.get('location')).toBe('/he/contact/thanks');
      expect(await running.rows()).toHaveLength(1);
    });

    it('still accepts posts without a key (an API client), each stored', async () => {
      const running = await service();
      await running.post(valid());
      await running.post(valid());
      expect((await running.rows()).map((row) => row.idempotencyKey)).toEqual([null, null]);
    });

    it('refuses a malformed key with 400 and stores nothing', async () => {
      const running = await service();
      for (const bad of ['short', 'has spaces in it, too many', 42, 'x'.repeat(129)]) {
        const response = await running.post(valid({ idempotency_key: bad }));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(/idempotency key/);
      }
      expect(await running.rows()).toHaveLength(0);
    });

    it('keeps the key of a form refused without JavaScript, for the form shown again', async () => {
      const running = await service();
      const response = await fetch(`${running.url}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: form({ name: 'Dana', idempotency_key: key }),
      });
      const id = new URL(response.headers.get('location') ?? '', running.url).searchParams.get(
        'draft',
      );
      expect(await running.store.drafts.read(id ?? '', Date.now())).toMatchObject({
        idempotencyKey: key,
      });
    });
  });

  describe('several instances on one store', () => {
    it('counts the rate limit across instances: a burst over two is cut at the limit, not twice it', async () => {
      const limits = { rateLimit: 4, rateWindowMs: 60_000 };
      const [a, b] = [await service(limits), await service(limits)];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await (i % 2 ? b : a).post(valid())).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
      expect(await a.rows()).toHaveLength(4);
    });

    it('shares the time-trap secret: a token one instance issued passes at the other', async () => {
      let clock = Date.now();
      const options = { now: () => clock };
      const [a, b] = [
        await service({ secret: undefined }, options),
        await service({ secret: undefined }, options),
      ];
      const { token } = (await (await fetch(`${a.url}/api/contact/token`)).json()) as {
        token: string;
      };
      clock += 10_000;
      await b.post({ ...validSubmission, token });
      expect((await b.rows()).map((row) => row.spamReason)).toEqual([null]);
    });

    it('sends a message whose lease an instance that died still holds, once the lease runs out', async () => {
      const mail = await sink();
      let clock = Date.now();
      const running = await service({ smtpUrl: mail.url, outboxPollMs: 20 }, { now: () => clock });
      // Stored while this outbox is stopped; an instance that died had leased it for 2 minutes.
      await running.outbox.stop();
      await running.post(valid());
      const [leased] = await running.store.deliveries.claimDue(
        clock,
        clock + 120_000,
        10,
        'dead-instance',
      );
      expect(leased).toBeDefined();

      const other = await service({ smtpUrl: mail.url, outboxPollMs: 20 }, { now: () => clock });
      await other.outbox.flush();
      expect(mail.received).toHaveLength(0);
      clock += 121_000;
      await eventually(() => mail.received.length === 1);
      // The Message-ID is the submission's: a resend after a crash carries the same one.
      expect(mail.received[0]?.raw).toMatch(
        new RegExp(
          `^Message-ID:\\s+<submission\\.${leased!.submission.id}@kavana-analytics\\.co\\.il>`,
          'm',
        ),
      );
    });

    it('gives its leases back when it stops, so another instance sends them at once', async () => {
      const running = await service();
      await running.post(valid());
      const now = Date.now();
      const [leased] = await running.store.deliveries.claimDue(
        now,
        now + 120_000,
        10,
        running.outbox.worker,
      );
      expect(leased).toBeDefined();
      expect(await running.store.deliveries.claimDue(now, now + 1, 10, 'other')).toEqual([]);
      await running.outbox.stop();
      const [again] = await running.store.deliveries.claimDue(now, now + 1, 10, 'other');
      expect(again?.submission.id).toBe(leased?.submission.id);
    });
  });

  describe('health and shutdown', () => {
    it('answers /healthz, and /readyz with the store, its migrations and the outbox', async () => {
      const running = await service();
      await running.post(valid());

      const health = await fetch(`${running.url}/healthz`);
      const ready = await fetch(`${running.url}/readyz`);

      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        ok: true,
        store: kind,
        outbox: { pending: 1, sending: false },
      });
    });

    it('is not ready when an e-mail has waited 10 minutes and no instance claims it', async () => {
      const mail = await sink();
      let clock = Date.now();
      const running = await service({ smtpUrl: mail.url }, { now: () => clock });
      await running.outbox.stop();
      await running.post(valid());
      clock += 11 * 60_000;

      const ready = await fetch(`${running.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: string }).error).toMatch(/outbox is stuck/);
    });

    it.runIf(kind === 'postgres')(
      'answers 503 with Retry-After while the database is away, and recovers by itself when it is back',
      async () => {
        const running = await service();
        expect((await running.post(valid())).status).toBe(201);

        bed.cluster.stop();
        try {
          const started = Date.now();
          const refused = await running.post(valid());
          expect(Date.now() - started).toBeLessThan(running.config.shutdownGraceMs);
          expect(refused.status).toBe(503);
          expect(refused.headers.get('retry-after')).toBe('5');
          expect(((await refused.json()) as { error: string }).error).toMatch(
            /cannot be stored right now/,
          );
          const page = await fetch(`${running.url}/api/contact`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
            body: form({ ...validSubmission, consent: 'on', language: 'he' }),
          });
          expect(page.status).toBe(503);
          const html = await page.text();
          expect(html).toContain('<html lang="he" dir="rtl">');
          expect(html).toContain('לא הצלחנו לקבל את ההודעה כרגע');
          expect(html).toContain('href="/he/contact"');
          expect((await fetch(`${running.url}/readyz`)).status).toBe(503);
          expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
          expect((await fetch(`${running.url}/api/contact/token`)).status).toBe(200);
          expect(running.logs.join('\n')).toMatch(/rate limit: the database is unreachable/);
        } finally {
          bed.cluster.start();
        }

        const recovered = await eventually(
          async () => (await running.post(valid())).status === 201,
        );
        expect(recovered).toBe(true);
        expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
        expect(await running.rows()).toHaveLength(2);
      },
    );

    it('answers a request accepted before close, then refuses new connections', async () => {
      const running = await service();
      const body = new TextEncoder().encode(JSON.stringify(valid()));
      let sendRest: () => void = () => {};
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body.slice(0, 20));
          sendRest = () => {
            controller.enqueue(body.slice(20));
            controller.close();
          };
        },
      });
      const inFlight = fetch(`${running.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      // The request has reached the service once its first bytes are in.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const closed = running.close();
      sendRest();
      const response = await inFlight;
      await closed;

      expect(response.status).toBe(201);
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    });
  });

  describe('npm run submissions', () => {
    it('lists what arrived (JSON, without spam, since a date) and purges by age', async () => {
      const running = await service();
      await running.post(valid());
      await running.post(valid({ fax_number: 'bot' }));
      const logs: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((line: string) => {
        logs.push(line);
      });
      vi.stubEnv('CONTACT_DB', running.config.databaseFile);
      vi.stubEnv('DATABASE_URL', running.config.databaseUrl ?? '');

      expect(await main(['list', '--json', '--no-spam', '--since', '1d'])).toBe(0);
      const listed = JSON.parse(logs.pop() ?? '[]') as { email: string; spamReason: null }[];
      expect(listed).toMatchObject([{ email: 'dana@example.co.il', spamReason: null }]);
      expect(await main(['list', '--since', '2999-01-01'])).toBe(0);
      expect(logs.pop()).toBe('0 submission(s)');
      expect(await main(['purge', '--older-than', '365d'])).toBe(0);
      expect(await running.rows()).toHaveLength(2);
      expect(await main(['purge', '--older-than', '0d'])).toBe(0);
      expect(logs.pop()).toMatch(/^Deleted 2 submission\(s\)/);
      expect(await running.rows()).toHaveLength(0);
      expect(await main(['purge'])).toBe(2);
      log.mockRestore();
      vi.unstubAllEnvs();
    });

    it.runIf(kind === 'sqlite')(
      'backs the SQLite file up while the service runs, and the copy has every row',
      async () => {
        const running = await service();
        for (let i = 0; i < 5; i++) {
          await running.post(valid({ idempotency_key: `backup-key-${i}-0123456789` }));
        }
        vi.stubEnv('CONTACT_DB', running.config.databaseFile);
        vi.stubEnv('DATABASE_URL', '');
        const log = vi.spyOn(console, 'log').mockImplementation(() => {});
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const target = join(bed.dir, 'backup', 'contact.sqlite');

        expect(await main(['backup', target])).toBe(0);
        expect(await main(['backup', target])).toBe(1);
        log.mockRestore();
        error.mockRestore();
        vi.unstubAllEnvs();

        const restored = await startTestService({ ...bed.database, databaseFile: target });
        bed.closeAtEnd(() => restored.close());
        const keys = (await restored.rows()).map((row) => row.idempotencyKey);
        expect(keys).toHaveLength(5);
        expect(keys).toEqual((await running.rows()).map((row) => row.idempotencyKey));
      },
    );

    it.runIf(kind === 'postgres')('points to pg_dump for a PostgreSQL backup', async () => {
      vi.stubEnv('DATABASE_URL', bed.database.databaseUrl ?? '');
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await main(['backup', join(bed.dir, 'backup.sqlite')])).toBe(2);
      expect(error.mock.calls.join('\n')).toMatch(/pg_dump/);
      error.mockRestore();
      vi.unstubAllEnvs();
    });
  });
});
