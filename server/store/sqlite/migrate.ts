/**
 * The SQLite schema: the numbered files of `server/migrations/sqlite/`, each applied in a
 * transaction, tracked in `PRAGMA user_version` (one process owns the file, so no lock is needed
 * beyond SQLite's own).
 */
import { readFileSync } from 'node:fs';
import type { Sqlite } from './connection';

/** The newest migration applied to the file. */
export const schemaVersion = (db: Sqlite) => db.pragma('user_version', { simple: true }) as number;

/** Applies the `files` (`[number, path]`, in order) the database has not seen yet. */
export function migrateSqlite(db: Sqlite, files: [number, string][]): void {
  let version = schemaVersion(db);
  for (const [number, file] of files) {
    if (number <= version) continue;
    db.transaction(() => {
      db.exec(readFileSync(file, 'utf8'));
      db.pragma(`user_version = ${number}`);
    })();
    version = number;
  }
}
