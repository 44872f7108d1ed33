/**
 * One address's data in SQLite: found across every table, erased in one IMMEDIATE transaction
 * (what is found is what is deleted), then scrubbed from the write-ahead log.
 */
import {
  addressHash,
  draftHolds,
  erasureFromRow,
  exportedRecord,
  normaliseAddress,
  rateKeyHolds,
  type Erasure,
  type ErasureRow,
} from '../personal-data';
import type { VisitorRightsStore } from '../visitor-rights';
import { fromMs, run, type Sqlite } from './connection';

type Row = Record<string, unknown>;

/** One address's rows, as stored (see `normaliseAddress` for what matches where). */
function rowsOf(db: Sqlite, address: string) {
  const normalised = normaliseAddress(address);
  const submissions = db
    .prepare('SELECT * FROM submissions WHERE lower(trim(email)) = ? ORDER BY received_at, id')
    .all(normalised) as (Row & { id: string })[];
  const outbox = db
    .prepare(
      `SELECT o.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE lower(trim(s.email)) = ? ORDER BY o.id`,
    )
    .all(normalised) as Row[];
  const drafts = (
    db.prepare('SELECT * FROM drafts ORDER BY expires_at, id').all() as (Row & {
      id: string;
      draft: string;
      errors: string;
    })[]
  )
    .map((row) => ({
      ...row,
      draft: JSON.parse(row.draft) as unknown,
      errors: JSON.parse(row.errors) as unknown,
    }))
    .filter((row) => draftHolds(row.draft, normalised));
  const rateLimits = (
    db.prepare('SELECT * FROM rate_limits ORDER BY key').all() as (Row & { key: string })[]
  ).filter((row) => rateKeyHolds(row.key, normalised));
  return { submissions, outbox, drafts, rateLimits };
}

/**
 * Copies the write-ahead log into the file and truncates it to nothing: the log still holds
 * the pages as they were before the erasure (secure_delete zeroes the new ones only). TRUNCATE
 * waits (busy_timeout) for readers on an older snapshot; if one outlasts it, SQLite reports
 * busy and the log keeps its frames until the next checkpoint.
 */
function checkpoint(db: Sqlite): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result?.busy === 0;
}

export function sqliteVisitorRights(db: Sqlite): VisitorRightsStore {
  const insertErasure = db.prepare(
    `INSERT INTO erasures (erased_at, address_hash, submissions, outbox, drafts, rate_limits)
     VALUES (@erasedAt, @addressHash, @submissions, @outbox, @drafts, @rateLimits) RETURNING id`,
  );
  const erase = db.transaction((address: string, now: number): Erasure => {
    const found = rowsOf(db, address);
    const deleteEach = (sql: string, keys: string[]) => {
      const statement = db.prepare(sql);
      return keys.reduce((deleted, key) => deleted + statement.run(key).changes, 0);
    };
    const ids = found.submissions.map((row) => row.id);
    // The outbox rows go by name (the cascade would take them too), so the count is exact.
    const counts = {
      outbox: deleteEach('DELETE FROM outbox WHERE submission_id = ?', ids),
      submissions: deleteEach('DELETE FROM submissions WHERE id = ?', ids),
      drafts: deleteEach(
        'DELETE FROM drafts WHERE id = ?',
        found.drafts.map((row) => row.id),
      ),
      rateLimits: deleteEach(
        'DELETE FROM rate_limits WHERE key = ?',
        found.rateLimits.map((row) => row.key),
      ),
    };
    const hash = addressHash(address);
    const row = insertErasure.get({ erasedAt: now, addressHash: hash, ...counts }) as {
      id: number;
    };
    return { id: row.id, erasedAt: now, addressHash: hash, counts };
  });

  return {
    find: (address) =>
      run(() => {
        const found = rowsOf(db, address);
        return {
          submissions: found.submissions.map(exportedRecord),
          outbox: found.outbox.map(exportedRecord),
          drafts: found.drafts.map(exportedRecord),
          rateLimits: found.rateLimits.map(exportedRecord),
        };
      }),
    erase: (address, now) =>
      run(() => {
        const erasure = erase.immediate(address, now);
        return { ...erasure, scrubbed: checkpoint(db) };
      }),
    erasures: () =>
      run(() =>
        (db.prepare('SELECT * FROM erasures ORDER BY id').all() as ErasureRow<number>[]).map(
          (row) => erasureFromRow(row, fromMs),
        ),
      ),
  };
}
