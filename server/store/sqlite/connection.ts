/**
 * The SQLite file (better-sqlite3), opened as decision 010 says: WAL journal with
 * `synchronous = FULL`, so a transaction is on disk when it commits and a submission the visitor
 * saw acknowledged survives a power loss or an OS crash, not only a crashed process. Every
 * concern's store runs its statements through `run`, which keeps the interface asynchronous and
 * turns a locked or full file into `StoreUnavailable`.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreUnavailable } from '../unavailable';

export type Sqlite = Database.Database;

/** Opens (creating it and its folder if need be) the store's file with its pragmas. */
export function openSqlite(file: string): Sqlite {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Deleted content is overwritten with zeros in the file's pages, not left in their free space
  // where it can be read back: an erased address is gone from the file (issue #37).
  db.pragma('secure_delete = ON');
  return db;
}

/** Errors that say the file cannot be written now (locked, full, read-only), not a bug. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM)/;

/**
 * Runs a statement as the interface promises: asynchronously, with a locked or full file
 * reported as `StoreUnavailable`.
 */
export function run<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE.test(code)) {
      return Promise.reject(
        new StoreUnavailable(`The SQLite file cannot be written (${code}).`, { cause: error }),
      );
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** `IN (?, ?, …)` for a list of values: the placeholders, bound in order. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** SQLite keeps times as milliseconds already. */
export const fromMs = (ms: number) => ms;
