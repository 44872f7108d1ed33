/**
 * The shared store: PostgreSQL (`DATABASE_URL`), for several service instances behind a load
 * balancer (decision 010). Connects, migrates under an advisory lock, then hands the one pool to
 * each concern's store; a transaction that spans concerns (a submission and its deliveries, an
 * erasure) is one `transaction` on one connection of it.
 */
import type { Store } from '../index';
import { expectedVersion, migrationFiles } from '../migration-files';
import { connectPostgres, describeUrl, type PostgresOptions } from './connection';
import { postgresDeliveries } from './deliveries';
import { postgresDrafts } from './drafts';
import { migratePostgres } from './migrate';
import { postgresRateLimits } from './rate-limits';
import { postgresSettings } from './settings';
import { postgresSubmissions } from './submissions';
import { postgresVisitorRights } from './visitor-rights';

export async function openPostgresStore(
  url: string,
  options: PostgresOptions = {},
): Promise<Store> {
  const postgres = connectPostgres(url, options);
  const migrations = migrationFiles('postgres');
  await migratePostgres(postgres, migrations);
  const deliveries = postgresDeliveries(postgres);
  return {
    kind: 'postgres',
    location: describeUrl(url),
    submissions: postgresSubmissions(postgres),
    deliveries,
    drafts: postgresDrafts(postgres),
    rateLimits: postgresRateLimits(postgres),
    visitorRights: postgresVisitorRights(postgres),
    settings: postgresSettings(postgres, deliveries, expectedVersion(migrations)),
    close: () => postgres.pool.end(),
  };
}
