/**
 * A connection PostgreSQL drops while a transaction holds it (the database restarted, or an
 * administrator ended the backend) fails that transaction as the database being unavailable; the
 * service goes on, and its next query gets a new connection. Seen in `npm run bench:faults`: the
 * process ended on an unhandled 'error' event during a restart.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../../server/store/postgres/connection';
import { StoreUnavailable } from '../../../server/store/unavailable';
import { startCluster, type Cluster } from '../../../scripts/lib/postgres';

describe('a PostgreSQL connection lost in a transaction', () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.remove(), 60_000);

  it('fails the transaction as unavailable, and the next query works', async () => {
    const url = await cluster!.createDatabase('connection_lost');
    const logged: string[] = [];
    const postgres = connectPostgres(url, { log: (line) => logged.push(line) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const transaction = postgres.transaction(async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // The server's goodbye arrives while the transaction holds the connection, between queries.
        await new Promise((resolve) => setTimeout(resolve, 200));
        return client.query('SELECT 1');
      });
      await expect(transaction).rejects.toBeInstanceOf(StoreUnavailable);
      expect(logged.some((line) => line.startsWith('PostgreSQL connection lost'))).toBe(true);
      const { rows } = await postgres.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await postgres.pool.end();
    }
  });
});
