/**
 * A database the service migrated before this version opens and is brought up to date: migration
 * 005 gives the rows stored before it the consent they were validated with, and PostgreSQL's
 * empty 002, added after 003 and 004, is applied to a database that has those (decision 029).
 */
import Database from 'better-sqlite3';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../server/layout';
import type { Store } from '../../../server/store';
import { openPostgresStore } from '../../../server/store/postgres';
import { openSqliteStore } from '../../../server/store/sqlite';
import { startCluster, type Cluster } from '../../../scripts/lib/postgres';

const migration = (kind: 'sqlite' | 'postgres', file: string) =>
  readFile(join(ROOT, 'server/migrations', kind, file), 'utf8');

/** A submission with its team's e-mail queued, as the service stored them at migration 004. */
const storedBefore = (time: string) => [
  `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message)
   VALUES ('before-005', ${time}, 'en', 'Dana', 'dana@example.co.il', 'Cohen', '', 'sales', 'Stored at migration 004.')`,
  `INSERT INTO outbox (submission_id, kind, queued_at, next_attempt_at) VALUES ('before-005', 'notify', ${time}, ${time})`,
];

/** The store opened over it is at migration 005, the row stored before it whole, with consent. */
async function expectUpToDate(store: Store) {
  expect((await store.settings.health(Date.now())).schemaVersion).toBe(5);
  const [row] = await store.submissions.list();
  expect(row).toMatchObject({ id: 'before-005', consent: true });
  expect(row?.deliveries.map((delivery) => delivery.kind)).toEqual(['notify']);
}

describe('migrating a database of the previous version', () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.remove(), 60_000);

  it("SQLite at migration 004: the rows' consent filled in, every delivery kept", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kavana-migrate-'));
    try {
      const file = join(dir, 'contact.sqlite');
      const db = new Database(file);
      for (const name of [
        '001-initial.sql',
        '002-idempotency-leases-rate-limits.sql',
        '003-deliveries.sql',
        '004-erasures.sql',
      ]) {
        db.exec(await migration('sqlite', name));
      }
      db.pragma('user_version = 4');
      for (const sql of storedBefore(String(Date.UTC(2026, 0, 1)))) db.exec(sql);
      db.close();

      const store = openSqliteStore(file);
      try {
        await expectUpToDate(store);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('PostgreSQL with 001, 003 and 004 recorded: 002 and 005 applied, the row kept', async () => {
    const url = await cluster!.createDatabase(`migrate_${process.pid}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const name of ['001-initial.sql', '003-deliveries.sql', '004-erasures.sql']) {
        await client.query(await migration('postgres', name));
      }
      await client.query(
        'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      await client.query('INSERT INTO schema_migrations (version) VALUES (1), (3), (4)');
      for (const sql of storedBefore("'2026-01-01T00:00:00Z'")) await client.query(sql);

      const store = await openPostgresStore(url);
      try {
        const versions = await client.query<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        );
        expect(versions.rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5]);
        await expectUpToDate(store);
      } finally {
        await store.close();
      }
    } finally {
      await client.end();
    }
  }, 30_000);
});
