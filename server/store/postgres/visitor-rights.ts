/**
 * One address's data in PostgreSQL: found in one snapshot of every table, erased in one
 * transaction across them, then scrubbed from the tables' files (`scrub`).
 */
import pg from 'pg';
import {
  addressHash,
  draftHolds,
  erasureFromRow,
  exportedRecord,
  normaliseAddress,
  rateKeyHolds,
  type ErasureRow,
} from '../personal-data';
import type { VisitorRightsStore } from '../visitor-rights';
import { at, fromTime, type Postgres } from './connection';

type Row = Record<string, unknown>;

/** One address's rows, as stored (see `normaliseAddress` for what matches where). */
async function rowsOf(client: pg.ClientBase, address: string) {
  const normalised = normaliseAddress(address);
  const submissions = await client.query<Row & { id: string }>(
    'SELECT * FROM submissions WHERE lower(trim(email)) = $1 ORDER BY received_at, id',
    [normalised],
  );
  const outbox = await client.query<Row>(
    `SELECT o.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE lower(trim(s.email)) = $1 ORDER BY o.id`,
    [normalised],
  );
  const drafts = await client.query<Row & { id: string; draft: unknown }>(
    'SELECT * FROM drafts ORDER BY expires_at, id',
  );
  const rateLimits = await client.query<Row & { key: string }>(
    'SELECT * FROM rate_limits ORDER BY key',
  );
  return {
    submissions: submissions.rows,
    outbox: outbox.rows,
    drafts: drafts.rows.filter((row) => draftHolds(row.draft, normalised)),
    rateLimits: rateLimits.rows.filter((row) => rateKeyHolds(row.key, normalised)),
  };
}

/** Where an erasure deletes rows, so what `scrub` rewrites. */
const ERASED_TABLES = 'submissions, outbox, drafts, rate_limits';

/**
 * Removes the erased rows from the tables' files. A DELETE only marks a row dead; a plain
 * VACUUM frees its space but leaves its bytes in the page until a new row happens to overwrite
 * them (measured: tests/server/visitor-rights.test.ts finds the address there). VACUUM FULL
 * writes each table anew with its live rows only and deletes the old files (at the next
 * checkpoint). It locks the tables while it runs: a post waits for it (milliseconds at this
 * site's volume; past the pool's time-out, the visitor's form retries with its idempotency
 * key). Not covered: the write-ahead log keeps the rows until its segments are recycled (a few
 * checkpoints; longer where WAL is archived), and backups keep them until they roll over; the
 * privacy notice says so. Column statistics never held them (migration 004).
 */
async function scrub({ url, timeoutMs, log }: Postgres): Promise<boolean> {
  // A connection of its own, outside the pool: VACUUM cannot run in a transaction, and it may
  // take longer than the pool's time-out on a large table. While it waits for its lock, the
  // service's queries queue behind it: it gives up after `lock_timeout` rather than stall them.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: 60_000,
    lock_timeout: timeoutMs,
    application_name: 'kavana-contact-erasure',
  });
  try {
    await client.connect();
    await client.query(`VACUUM FULL ${ERASED_TABLES}`);
    return true;
  } catch (error) {
    log(`the erased rows are deleted, but the tables could not be vacuumed: ${String(error)}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export function postgresVisitorRights(postgres: Postgres): VisitorRightsStore {
  const { query, transaction } = postgres;
  return {
    async find(address) {
      // One snapshot for every table, so the export is consistent with itself.
      const found = await transaction(
        (client) => rowsOf(client, address),
        'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      );
      return {
        submissions: found.submissions.map(exportedRecord),
        outbox: found.outbox.map(exportedRecord),
        drafts: found.drafts.map(exportedRecord),
        rateLimits: found.rateLimits.map(exportedRecord),
      };
    },
    async erase(address, now) {
      const erasure = await transaction(async (client) => {
        const found = await rowsOf(client, address);
        const deleted = async (sql: string, keys: string[]) =>
          (await client.query(sql, [keys])).rowCount ?? 0;
        const ids = found.submissions.map((row) => row.id);
        // The outbox rows go by name (the cascade would take them too), so the count is exact.
        const counts = {
          outbox: await deleted('DELETE FROM outbox WHERE submission_id = ANY($1)', ids),
          submissions: await deleted('DELETE FROM submissions WHERE id = ANY($1)', ids),
          drafts: await deleted(
            'DELETE FROM drafts WHERE id = ANY($1)',
            found.drafts.map((row) => row.id),
          ),
          rateLimits: await deleted(
            'DELETE FROM rate_limits WHERE key = ANY($1)',
            found.rateLimits.map((row) => row.key),
          ),
        };
        const hash = addressHash(address);
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO erasures (erased_at, address_hash, submissions, outbox, drafts, rate_limits)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [at(now), hash, counts.submissions, counts.outbox, counts.drafts, counts.rateLimits],
        );
        return { id: rows[0]!.id, erasedAt: now, addressHash: hash, counts };
      });
      return { ...erasure, scrubbed: await scrub(postgres) };
    },
    async erasures() {
      const { rows } = await query<ErasureRow<Date>>('SELECT * FROM erasures ORDER BY id');
      return rows.map((row) => erasureFromRow(row, fromTime));
    },
  };
}
