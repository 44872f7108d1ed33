import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField } from '../../server/csv';
import { main } from '../../server/submissions';
import {
  oldToken,
  startTestService,
  serviceTestBed,
  STORES,
  validSubmission,
  type TestService,
} from './helpers';

/**
 * Issue #37, items 4 and 6: one visitor's data exported and erased by e-mail address (gone from
 * the database's files too), the erasures on record without the address, and the CSV a
 * spreadsheet opens. `npm run submissions` runs against the real service's bed.database, on both
 * stores, while the service runs.
 */

const bed = serviceTestBed();

async function service() {
  const started = await startTestService(bed.database);
  bed.closeAtEnd(() => started.close());
  return started;
}

/** Runs `npm run submissions -- …` on the service's database; what it printed, line by line. */
async function submissions(running: TestService, ...args: string[]) {
  vi.stubEnv('CONTACT_DB', running.config.databaseFile);
  vi.stubEnv('DATABASE_URL', running.config.databaseUrl ?? '');
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((line: string) => void err.push(line));
  try {
    const code = await main(args);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const ADDRESS = 'dana.levi@example.co.il';
const OTHER = 'other.person@example.com';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What one visitor (in three spellings of one address) and another left behind: two
 * submissions of hers (one spam, so with no outbox row), a draft of the no-JavaScript form,
 * rate-limit windows counted under her address and under its hash; one submission, a draft and
 * the per-client window of the other.
 */
async function seed(running: TestService) {
  const post = async (extra: Record<string, unknown>) => {
    const response = await running.post({ ...validSubmission, token: oldToken(), ...extra });
    expect(response.status).toBe(201);
  };
  await post({ email: 'Dana.Levi@Example.co.il' });
  await post({ email: ADDRESS, fax_number: 'a bot filled this' });
  await post({ email: OTHER, name: 'Other Person' });
  const draft = (email: string) => ({
    language: 'he' as const,
    draft: { ...validSubmission, consent: true, email, message: 'Too short' },
    errors: { message: 'tooShort' as const },
  });
  const expires = Date.now() + 60 * 60_000;
  await running.store.drafts.save(
    'draft-of-dana-0123456789',
    draft(' DANA.LEVI@example.co.il '),
    expires,
  );
  await running.store.drafts.save('draft-of-other-0123456789', draft(OTHER), expires);
  await running.store.rateLimits.hit(`reply:${ADDRESS}`, 86_400_000, Date.now());
  await running.store.rateLimits.hit(`reply-by-hash:${sha256(ADDRESS)}`, 86_400_000, Date.now());
  await running.store.rateLimits.hit('contact:127.0.0.1', 600_000, Date.now());
}

/** Every row of the audit table, every column, straight from the bed.database. */
async function auditTable(running: TestService): Promise<Record<string, unknown>[]> {
  if (!running.config.databaseUrl) {
    const db = new Database(running.config.databaseFile, { readonly: true });
    try {
      return db.prepare('SELECT * FROM erasures').all() as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: running.config.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>('SELECT * FROM erasures')).rows;
  } finally {
    await client.end();
  }
}

/** How many times `text` (UTF-8) occurs in `bytes`. */
function occurrences(bytes: Buffer, text: string): number {
  const needle = Buffer.from(text, 'utf8');
  let count = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) count++;
  return count;
}

/** A minimal RFC 4180 reader, written apart from the writer, to read the export back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

describe('csvField', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('makes text that starts like a formula text, so a spreadsheet does not run it', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+972 50 123 4567')).toBe("'+972 50 123 4567");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('050-123-4567')).toBe('050-123-4567');
  });
});

describe.each(STORES)('with the %s store', (kind) => {
  bed.forStore(kind);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  describe('npm run submissions -- export --email', () => {
    it('prints everything stored about the address, in any case, and nothing of another', async () => {
      const running = await service();
      await seed(running);

      const { code, out } = await submissions(
        running,
        'export',
        '--email',
        ' DANA.levi@EXAMPLE.co.il',
      );

      expect(code).toBe(0);
      const exported = JSON.parse(out) as {
        format: string;
        version: number;
        address: string;
        exportedAt: string;
        submissions: {
          id: string;
          email: string;
          spam_reason: string | null;
          received_at: string;
        }[];
        outbox: { submission_id: string; sent_at: string | null; next_attempt_at: string }[];
        drafts: { id: string; draft: { email: string } }[];
        rateLimits: { key: string }[];
      };
      expect(exported).toMatchObject({
        format: 'kavana-contact-personal-data',
        version: 1,
        address: ADDRESS,
      });
      expect(Date.now() - Date.parse(exported.exportedAt)).toBeLessThan(60_000);
      expect(exported.submissions.map((row) => [row.email, row.spam_reason])).toEqual([
        ['Dana.Levi@Example.co.il', null],
        [ADDRESS, 'honeypot'],
      ]);
      expect(exported.submissions[0]!.received_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      // The spam has no outbox row; the other's message is pending (no SMTP server here).
      expect(exported.outbox).toEqual([
        expect.objectContaining({ submission_id: exported.submissions[0]!.id, sent_at: null }),
      ]);
      expect(exported.drafts.map((row) => row.id)).toEqual(['draft-of-dana-0123456789']);
      expect(exported.drafts[0]!.draft.email).toBe(' DANA.LEVI@example.co.il ');
      expect(exported.rateLimits.map((row) => row.key).sort()).toEqual([
        `reply-by-hash:${sha256(ADDRESS)}`,
        `reply:${ADDRESS}`,
      ]);
      expect(out).not.toMatch(/other\.person|Other Person|127\.0\.0\.1/);
    });

    it.runIf(kind === 'postgres')(
      'prints only the JSON on standard output when it is the first to migrate the database',
      async () => {
        vi.stubEnv('CONTACT_DB', bed.database.databaseFile);
        vi.stubEnv('DATABASE_URL', bed.database.databaseUrl ?? '');
        const out: string[] = [];
        const err: string[] = [];
        vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
        vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));

        expect(await main(['export', '--email', ADDRESS])).toBe(0);

        expect(err.join('\n')).toMatch(/applied migration 4/);
        expect(out).toHaveLength(1);
        expect(JSON.parse(out[0]!)).toMatchObject({ address: ADDRESS, submissions: [] });
      },
    );

    it('prints empty lists for an address it does not hold, and asks for one when none is given', async () => {
      const running = await service();
      await seed(running);

      const { code, out } = await submissions(running, 'export', '--email', 'nobody@example.org');
      expect(code).toBe(0);
      expect(JSON.parse(out)).toMatchObject({
        submissions: [],
        outbox: [],
        drafts: [],
        rateLimits: [],
      });
      const missing = await submissions(running, 'export');
      expect(missing.code).toBe(2);
      expect(missing.err).toMatch(/--email ADDRESS/);
    });
  });

  describe('npm run submissions -- erase --email', () => {
    it('without --yes says what it would delete, and deletes nothing', async () => {
      const running = await service();
      await seed(running);

      const { code, out } = await submissions(running, 'erase', '--email', ADDRESS);

      expect(code).toBe(0);
      expect(out).toMatch(
        /^Dry run: erasing dana\.levi@example\.co\.il would delete 2 submission\(s\), 1 outbox row\(s\).*, 1 draft\(s\), 2 rate-limit window\(s\); 1 of the outbox rows not sent yet\./,
      );
      expect(out).toMatch(/Nothing was deleted\. Run again with --yes/);
      expect(await running.rows()).toHaveLength(3);
      expect(await auditTable(running)).toEqual([]);
    });

    it('deletes every row of the address and none of another, and records the erasure with a hash, never the address', async () => {
      const running = await service();
      await seed(running);

      const { code, out } = await submissions(
        running,
        'erase',
        '--email',
        'Dana.Levi@EXAMPLE.co.il',
        '--yes',
      );

      expect(code).toBe(0);
      expect(out).toMatch(
        /^Erased dana\.levi@example\.co\.il: deleted 2 submission\(s\), 1 outbox row\(s\).*, 1 draft\(s\), 2 rate-limit window\(s\)\./,
      );
      expect(await running.store.visitorRights.find(ADDRESS)).toEqual({
        submissions: [],
        outbox: [],
        drafts: [],
        rateLimits: [],
      });
      // The other visitor's rows are all there.
      expect((await running.rows()).map((row) => row.email)).toEqual([OTHER]);
      expect((await running.store.deliveries.state(Date.now())).pending).toBe(1);
      expect(
        await running.store.drafts.read('draft-of-other-0123456789', Date.now()),
      ).toBeDefined();
      expect((await running.store.visitorRights.find(OTHER)).submissions).toHaveLength(1);
      expect(
        (await running.store.rateLimits.hit('contact:127.0.0.1', 600_000, Date.now())).count,
      ).toBeGreaterThan(1);

      const audit = await auditTable(running);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        address_hash: sha256(ADDRESS),
        submissions: 2,
        outbox: 1,
        drafts: 1,
        rate_limits: 2,
      });
      const stored = JSON.stringify(audit);
      expect(stored).not.toMatch(/dana|levi|example|@/i);
      expect(await running.store.visitorRights.erasures()).toEqual([
        {
          id: audit[0]!.id,
          erasedAt: expect.any(Number) as number,
          addressHash: sha256(ADDRESS),
          counts: { submissions: 2, outbox: 1, drafts: 1, rateLimits: 2 },
        },
      ]);

      const listed = await submissions(running, 'erasures');
      expect(listed.code).toBe(0);
      expect(listed.out).toContain(`sha256 ${sha256(ADDRESS)}`);
      expect(listed.out).toMatch(/1 erasure\(s\)$/);
      expect(listed.out).not.toMatch(/dana/i);

      // A second request for the same address finds nothing, and is on record too.
      await submissions(running, 'erase', '--email', ADDRESS, '--yes');
      expect(
        (await running.store.visitorRights.erasures()).map((erasure) => erasure.counts),
      ).toEqual([
        { submissions: 2, outbox: 1, drafts: 1, rateLimits: 2 },
        { submissions: 0, outbox: 0, drafts: 0, rateLimits: 0 },
      ]);
    });

    it.runIf(kind === 'sqlite')(
      'leaves no byte of the address in the SQLite file or its write-ahead log',
      async () => {
        const address = 'zq-erase-me-7f3a@example.net';
        const marker = 'zq-message-marker-41c9';
        const running = await service();
        await seed(running);
        const response = await running.post({
          ...validSubmission,
          token: oldToken(),
          email: address,
          message: `${marker}: please call us about the Friday report.`,
        });
        expect(response.status).toBe(201);
        const file = running.config.databaseFile;
        const files = () => [file, `${file}-wal`].filter((path) => existsSync(path));
        const found = (text: string) =>
          files().reduce((count, path) => count + occurrences(readFileSync(path), text), 0);
        // The test can fail: before the erasure, the address is in the files.
        expect(found(address)).toBeGreaterThan(0);
        expect(found(marker)).toBeGreaterThan(0);

        expect((await submissions(running, 'erase', '--email', address, '--yes')).code).toBe(0);

        // While the service still runs: the log was checkpointed and truncated.
        expect(found(address)).toBe(0);
        expect(found(marker)).toBe(0);
        expect(found(ADDRESS)).toBeGreaterThan(0);
        await running.close();
        expect(found(address)).toBe(0);
        expect(found(marker)).toBe(0);
      },
    );

    it.runIf(kind === 'postgres')(
      'leaves no byte of the address in the PostgreSQL tables’ files',
      async () => {
        const address = 'zq-erase-me-7f3a@example.net';
        const marker = 'zq-message-marker-41c9';
        const running = await service();
        // Hers last, below the other rows on the table's page: VACUUM moves no live row over
        // hers, so only a rewrite of the page removes her bytes.
        await seed(running);
        const response = await running.post({
          ...validSubmission,
          token: oldToken(),
          email: address,
          message: `${marker}: please call us about the Friday report.`,
        });
        expect(response.status).toBe(201);
        const client = new pg.Client({ connectionString: running.config.databaseUrl });
        await client.connect();
        bed.closeAtEnd(() => client.end());
        /**
         * The bytes of every file of the database on disk after a checkpoint: every table's and
         * index's, the catalogs' (pg_statistic's sample values among them), files a rewrite
         * left behind. Not the write-ahead log (docs: what VACUUM does not cover).
         */
        const found = async (text: string) => {
          await client.query('CHECKPOINT');
          const { rows } = await client.query<{ bytes: Buffer | null }>(
            `SELECT pg_read_binary_file(path, 0, coalesce((pg_stat_file(path, true)).size, 0), true) AS bytes
             FROM (SELECT format('base/%s/%s', d.oid, file) AS path
                   FROM pg_database d, pg_ls_dir(format('base/%s', d.oid)) AS file
                   WHERE d.datname = current_database()) AS files`,
          );
          expect(rows.length).toBeGreaterThan(100);
          return rows.reduce(
            (count, row) => count + (row.bytes ? occurrences(row.bytes, text) : 0),
            0,
          );
        };
        // What autovacuum would do on a busy table: sample every column's values.
        await client.query('ANALYZE');
        // The test can fail: before the erasure, the address is in the table's file.
        expect(await found(address)).toBeGreaterThan(0);
        expect(await found(marker)).toBeGreaterThan(0);

        expect((await submissions(running, 'erase', '--email', address, '--yes')).code).toBe(0);

        expect(await found(address)).toBe(0);
        expect(await found(marker)).toBe(0);
        expect(await found(ADDRESS)).toBeGreaterThan(0);
      },
    );
  });

  describe('npm run submissions -- export --csv', () => {
    const message = 'שלום, אנחנו רוצים "דוח יומי" על המלאי,\nובעיקר על הסניפים בצפון.';

    it('writes UTF-8 with a byte-order mark, RFC 4180 quoting that a CSV reader reads back, no spam unless asked', async () => {
      const running = await service();
      const post = (extra: Record<string, unknown>) =>
        running.post({ ...validSubmission, token: oldToken(), ...extra });
      expect(
        (
          await post({
            name: 'דנה כהן',
            phone: '+972 50 123 4567',
            message,
            topic: 'smartInventory',
          })
        ).status,
      ).toBe(201);
      await post({ email: 'bot@example.com', fax_number: 'bot' });
      const out = join(bed.dir, 'enquiries.csv');

      const { code } = await submissions(running, 'export', '--csv', '--out', out);

      expect(code).toBe(0);
      const bytes = readFileSync(out);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      expect(text.split('\r\n')[0]).toBe(
        'id,received,language,topic,name,email,company,phone,message,status',
      );
      expect(text).toContain(`"${message.replaceAll('"', '""')}"`);
      const [stored] = await running.rows();
      expect(parseCsv(text)).toEqual([
        [
          'id',
          'received',
          'language',
          'topic',
          'name',
          'email',
          'company',
          'phone',
          'message',
          'status',
        ],
        [
          stored!.id,
          new Date(stored!.receivedAt).toISOString(),
          'en',
          'smartInventory',
          'דנה כהן',
          validSubmission.email,
          validSubmission.company,
          "'+972 50 123 4567",
          message,
          'queued',
        ],
      ]);

      const withSpam = join(bed.dir, 'with-spam.csv');
      expect(
        (await submissions(running, 'export', '--csv', '--spam', '--out', withSpam)).code,
      ).toBe(0);
      const records = parseCsv(readFileSync(withSpam, 'utf8').slice(1));
      expect(records.map((record) => record.at(-1))).toEqual([
        'status',
        'queued',
        'spam (honeypot)',
      ]);

      // An earlier export is never overwritten.
      writeFileSync(join(bed.dir, 'kept.csv'), 'kept');
      const refused = await submissions(
        running,
        'export',
        '--csv',
        '--out',
        join(bed.dir, 'kept.csv'),
      );
      expect(refused.code).toBe(1);
      expect(readFileSync(join(bed.dir, 'kept.csv'), 'utf8')).toBe('kept');
    });

    it('writes to standard output, only what arrived since --since', async () => {
      const running = await service();
      await running.post({ ...validSubmission, token: oldToken() });
      const written: string[] = [];
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        written.push(String(chunk));
        return true;
      });

      expect((await submissions(running, 'export', '--csv', '--since', '1d')).code).toBe(0);
      expect((await submissions(running, 'export', '--csv', '--since', '2999-01-01')).code).toBe(0);

      expect(written.map((csv) => parseCsv(csv.slice(1)).length)).toEqual([2, 1]);
      expect(written.every((csv) => csv.startsWith('\uFEFF'))).toBe(true);
    });
  });
});
