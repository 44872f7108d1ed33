/**
 * Reading the service's store behind its back (SQLite or PostgreSQL): what was stored, and what
 * the outbox still has to send and who holds it.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export interface StoredRow {
  id: string;
  key: string | null;
  spam: string | null;
}

export interface StoreReader {
  rows(): Promise<StoredRow[]>;
  /** The workers holding leases on e-mails not sent yet, one entry per e-mail. */
  leases(): Promise<string[]>;
  /** Deliveries not made yet (and not given up). */
  unsent(): Promise<number>;
}

export function sqliteReader(file: string): StoreReader {
  const read = <T>(sql: string) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  return {
    rows: () =>
      Promise.resolve(
        read<StoredRow>('SELECT id, idempotency_key AS key, spam_reason AS spam FROM submissions'),
      ),
    leases: () =>
      Promise.resolve(
        read<{ worker: string }>(
          'SELECT locked_by AS worker FROM outbox WHERE sent_at IS NULL AND locked_by IS NOT NULL',
        ).map((row) => row.worker),
      ),
    unsent: () =>
      Promise.resolve(
        read<{ n: number }>(
          'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
        )[0]!.n,
      ),
  };
}

export function postgresReader(url: string): StoreReader {
  const read = async <T extends pg.QueryResultRow>(sql: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    rows: () =>
      read<StoredRow>('SELECT id, idempotency_key AS key, spam_reason AS spam FROM submissions'),
    leases: async () =>
      (
        await read<{ worker: string }>(
          'SELECT locked_by AS worker FROM outbox WHERE sent_at IS NULL AND locked_by IS NOT NULL',
        )
      ).map((row) => row.worker),
    unsent: async () =>
      (
        await read<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
        )
      )[0]!.n,
  };
}

/** The pid in an outbox worker's name (`host:pid:random`). */
export const workerPid = (worker: string) => Number(worker.split(':').at(-2));
