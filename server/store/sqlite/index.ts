/**
 * The embedded store: one SQLite file, for one instance on one machine (the default; decision
 * 010). Opens and migrates the file, then hands one connection to each concern's store, so a
 * transaction that spans concerns (a submission and its deliveries) is one better-sqlite3
 * transaction on that connection.
 */
import type { Store } from '../index';
import { expectedVersion, migrationFiles } from '../migration-files';
import { openSqlite, run } from './connection';
import { sqliteDeliveries } from './deliveries';
import { sqliteDeliveryQueue } from './delivery-queue';
import { sqliteDrafts } from './drafts';
import { migrateSqlite } from './migrate';
import { sqliteRateLimits } from './rate-limits';
import { sqliteSettings } from './settings';
import { sqliteSubmissions } from './submissions';
import { sqliteVisitorRights } from './visitor-rights';

export function openSqliteStore(file: string): Store {
  const db = openSqlite(file);
  const migrations = migrationFiles('sqlite');
  migrateSqlite(db, migrations);
  const deliveries = sqliteDeliveries(db);
  return {
    kind: 'sqlite',
    location: file,
    submissions: sqliteSubmissions(db, sqliteDeliveryQueue(db)),
    deliveries,
    drafts: sqliteDrafts(db),
    rateLimits: sqliteRateLimits(db),
    visitorRights: sqliteVisitorRights(db),
    settings: sqliteSettings(db, deliveries, expectedVersion(migrations)),
    close: () => run(() => void db.close()),
  };
}
