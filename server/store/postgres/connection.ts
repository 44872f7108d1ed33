/**
 * The PostgreSQL pool (`pg`, node-postgres; decision 010 says why this driver): client-side
 * time-outs on connecting and on every query, and a pool that replaces connections the server
 * dropped, so a database that goes away turns into `StoreUnavailable` (503) and never a hang, and
 * the service recovers by itself when it is back. Every concern's store queries through this,
 * and a transaction that spans concerns is one `transaction` on one connection.
 */
import pg from 'pg';
import { StoreUnavailable } from '../unavailable';

export interface PostgresOptions {
  /** Connections per instance. */
  max?: number;
  /** How long to wait for a connection or an answer before the database counts as unavailable. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface Postgres {
  readonly url: string;
  readonly timeoutMs: number;
  readonly log: (line: string) => void;
  readonly pool: pg.Pool;
  /** One statement on any connection of the pool. */
  readonly query: <Row extends pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ) => Promise<pg.QueryResult<Row>>;
  /**
   * Runs `work` in one transaction (`begin` starts it) on one connection: committed if it
   * resolves, else rolled back.
   */
  readonly transaction: <T>(
    work: (client: pg.PoolClient) => Promise<T>,
    begin?: string,
  ) => Promise<T>;
}

/** Network errors, PostgreSQL's connection (08), shutdown (57P) and resource (53) classes. */
function isUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (/^(08|57P|53)/.test(code)) return true;
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/.test(code)) {
      return true;
    }
  }
  return (
    typeof message === 'string' &&
    /timeout|Connection terminated|terminating connection|connection error|not queryable|Client was closed/i.test(
      message,
    )
  );
}

/** `error` as `StoreUnavailable` when it says the database cannot be reached; else as it is. */
export const unavailable = (error: unknown) =>
  isUnavailable(error)
    ? new StoreUnavailable(`PostgreSQL cannot be reached (${(error as Error).message}).`, {
        cause: error,
      })
    : error;

/** `postgres://user@host:port/db`, without the password: for logs and `/readyz`. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

/** The service passes its own clock as milliseconds (tests move it); the columns are `timestamptz`. */
export const at = (ms: number) => new Date(ms);
export const fromTime = (time: Date) => time.getTime();

export function connectPostgres(
  url: string,
  { max = 10, timeoutMs = 3000, log = () => {} }: PostgresOptions = {},
): Postgres {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 10_000,
    application_name: 'kavana-contact',
  });
  // An idle connection the server dropped (a restart): the pool replaces it on the next query.
  pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`));

  return {
    url,
    timeoutMs,
    log,
    pool,
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      try {
        return await pool.query<Row>(text, values);
      } catch (error) {
        throw unavailable(error);
      }
    },
    transaction: async (work, begin = 'BEGIN') => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailable(error);
      }
      // The pool listens to its idle connections only: one the server drops while a transaction
      // holds it (a restart, an administrator's kill) would emit an 'error' nobody hears, and
      // that ends the process. Heard here, it fails the transaction, and the pool discards it.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        log(`PostgreSQL connection lost in a transaction: ${error.message}`);
      };
      client.on('error', onLost);
      try {
        await client.query(begin);
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw unavailable(error);
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
  };
}
