/**
 * The PostgreSQL schema: the numbered files of `server/migrations/postgres/`, each in a
 * transaction, recorded in `schema_migrations`, under an advisory lock, so instances that start
 * together migrate once. A number missing from `schema_migrations` is applied whatever newer ones
 * are there (002 was added after 003 and 004: server/migrations/postgres/002-no-op.sql).
 */
import type pg from 'pg';
import { readFileSync } from 'node:fs';
import { StoreUnavailable } from '../unavailable';
import { describeUrl, type Postgres } from './connection';

/** The advisory lock the instances take to migrate (any constant; this one spells "kavana"). */
const MIGRATION_LOCK = 0x6b6176616e61;

/** Applies the `files` (`[number, path]`) the database has not recorded yet. */
export async function migratePostgres(
  { pool, url, log }: Postgres,
  files: [number, string][],
): Promise<void> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end();
    throw new StoreUnavailable(`PostgreSQL cannot be reached (${(error as Error).message}).`, {
      cause: error,
    });
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    for (const [version, file] of files) {
      if (applied.has(version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(file, 'utf8'));
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
        log(`applied migration ${version} to ${describeUrl(url)}`);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
