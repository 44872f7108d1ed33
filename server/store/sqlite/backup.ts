/**
 * `npm run submissions -- backup FILE`: a copy of the SQLite file with SQLite's online backup
 * API, consistent while the service keeps writing (WAL included), unlike copying the file.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Copies the database `file` to `target`; resolves to the pages copied. */
export async function backupSqlite(file: string, target: string): Promise<number> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    mkdirSync(dirname(target), { recursive: true });
    const { totalPages } = await db.backup(target);
    return totalPages;
  } finally {
    db.close();
  }
}
