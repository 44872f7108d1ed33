/**
 * The store contract's test bed: each test gets a store of its own, opened the way the service
 * opens it (a fresh SQLite file, or a fresh database on one throwaway PostgreSQL cluster per
 * file), and a way to break a table behind the store's back, to see that what must be one
 * transaction is.
 */
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Store } from '../../../server/store';
import { openPostgresStore } from '../../../server/store/postgres';
import { openSqliteStore } from '../../../server/store/sqlite';
import { startCluster, type Cluster } from '../../../scripts/lib/postgres';
import type { StoreKind } from '../helpers';

export interface StoreUnderTest {
  store: Store;
  /** Makes every insert into `table` fail from now on, as a full disk or a bug would. */
  refuseInserts: (table: 'outbox' | 'erasures') => Promise<void>;
}

/** Opens a fresh, empty, migrated store for the calling test; closed when the test ends. */
export type OpenStore = () => Promise<StoreUnderTest>;

const sqliteRefusal = (table: string) =>
  `CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`;
const postgresRefusal = (table: string) => `
  CREATE FUNCTION refuse_${table}() RETURNS trigger LANGUAGE plpgsql AS
    $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
  CREATE TRIGGER refuse_${table} BEFORE INSERT ON ${table}
    FOR EACH ROW EXECUTE FUNCTION refuse_${table}();`;

function openSqlite(dir: string): StoreUnderTest {
  const file = join(dir, 'contact.sqlite');
  return {
    store: openSqliteStore(file),
    refuseInserts: (table) => {
      const db = new Database(file);
      try {
        db.exec(sqliteRefusal(table));
      } finally {
        db.close();
      }
      return Promise.resolve();
    },
  };
}

async function openPostgres(url: string): Promise<StoreUnderTest> {
  return {
    store: await openPostgresStore(url),
    refuseInserts: async (table) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(postgresRefusal(table));
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Call at the top of the file: starts the PostgreSQL cluster for the file, and gives each store
 * kind its `OpenStore`.
 */
export function storeTestBed() {
  let cluster: Cluster | undefined;
  let databases = 0;
  const cleanUp: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  // Stopping the cluster waits for its checkpoint, which a busy machine takes a while over.
  afterAll(() => cluster?.remove(), 60_000);
  afterEach(async () => {
    for (const step of cleanUp.splice(0).reverse()) await step();
  });

  return (kind: StoreKind): OpenStore =>
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'kavana-store-'));
      cleanUp.push(() => rm(dir, { recursive: true, force: true }));
      let opened: StoreUnderTest;
      if (kind === 'sqlite') {
        opened = openSqlite(dir);
      } else {
        if (!cluster) throw new Error('the PostgreSQL cluster has not started');
        opened = await openPostgres(
          await cluster.createDatabase(`store_${process.pid}_${++databases}`),
        );
      }
      cleanUp.push(() => opened.store.close());
      return opened;
    };
}
