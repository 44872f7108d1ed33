/**
 * The store the configuration names: PostgreSQL with `DATABASE_URL`, else the SQLite file. The
 * service and `npm run submissions` open it here alike.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServiceConfig } from '../config';
import type { Store } from './index';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import { StoreUnavailable } from './unavailable';

export async function openStore(
  config: Pick<ServiceConfig, 'databaseUrl' | 'databaseFile' | 'storeStartTimeoutMs' | 'log'>,
): Promise<Store> {
  if (!config.databaseUrl) return openSqliteStore(config.databaseFile);
  // Instances may start before the database does: wait for it, for a while.
  const deadline = Date.now() + config.storeStartTimeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openPostgresStore(config.databaseUrl, { log: config.log });
    } catch (error) {
      if (!(error instanceof StoreUnavailable) || Date.now() > deadline) throw error;
      config.log(`waiting for the database (attempt ${attempt}): ${error.message}`);
      await sleep(Math.min(250 * 2 ** attempt, 2000));
    }
  }
}
