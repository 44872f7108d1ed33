/**
 * The numbered migration files both stores apply in order (`server/migrations/<database>/`), and
 * the newest of them: a store whose database has fewer applied reports it on `/readyz`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from '../layout';

/** A database's migration files (`001-initial.sql`, …), in order: `[number, path]`. */
export function migrationFiles(database: 'sqlite' | 'postgres'): [number, string][] {
  const folder = join(MIGRATIONS, database);
  return readdirSync(folder)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => [Number(file.slice(0, 3)), join(folder, file)]);
}

/** The newest migration this code knows for a database. */
export const expectedVersion = (files: [number, string][]) => files.at(-1)?.[0] ?? 0;
