/**
 * The shared store: PostgreSQL (`DATABASE_URL`), for several service instances behind a load
 * balancer (docs/decisions/010-contact-store-and-scaling.md). The driver is `pg` (node-postgres):
 * a pool that survives the server restarting, client-side time-outs on connecting and on every
 * query, so a database that goes away turns into `StoreUnavailable` (503) and never a hang.
 *
 * - Migrations: the numbered files in `server/migrations/postgres/`, each in a transaction, under
 *   an advisory lock, tracked in `schema_migrations`: instances starting together migrate once.
 * - Outbox: due rows are claimed with `FOR UPDATE SKIP LOCKED` and leased to one worker; a lease
 *   held by an instance that died runs out, and another instance sends the message.
 * - Idempotency: `ON CONFLICT (idempotency_key) DO NOTHING`; a concurrent post with the same key
 *   waits for the first to commit, then finds it.
 * - A submission and its deliveries are one transaction; the reply limit counts under an advisory
 *   lock per address, so two instances never both send the reply over the limit.
 */
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../machines/constants';
import {
  addressHash,
  draftHolds,
  erasureFromRow,
  exportedRecord,
  normaliseAddress,
  rateKeyHolds,
  type ErasureRow as StoredErasureRow,
} from './personal-data';
import {
  DELIVERY_KINDS,
  deliveriesById,
  migrationFiles,
  StoreUnavailable,
  submissionFromRow,
  type SubmissionRow as StoredRow,
  type ContactStore,
  type DeliveryKind,
  type DeliveryRow,
  type OutboxItem,
  type ReplyLimit,
  type SavedDraft,
  type SpamReason,
  type StoredAnswer,
} from './store';

const MIGRATIONS = join(import.meta.dirname, 'migrations', 'postgres');
/** The advisory lock the instances take to migrate (any constant; this one spells "kavana"). */
const MIGRATION_LOCK = 0x6b6176616e61;

type SubmissionRow = StoredRow<Date>;
type ErasureRow = StoredErasureRow<Date>;
const toSubmission = (row: SubmissionRow) => submissionFromRow(row, (time: Date) => time.getTime());

const at = (ms: number) => new Date(ms);

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

/** `postgres://user@host:port/db`, without the password: for logs and `/readyz`. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

export interface PostgresOptions {
  /** Connections per instance. */
  max?: number;
  /** How long to wait for a connection or an answer before the database counts as unavailable. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export async function openPostgresStore(
  url: string,
  { max = 10, timeoutMs = 3000, log = () => {} }: PostgresOptions = {},
): Promise<ContactStore> {
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

  const unavailable = (error: unknown) =>
    isUnavailable(error)
      ? new StoreUnavailable(`PostgreSQL cannot be reached (${(error as Error).message}).`, {
          cause: error,
        })
      : error;

  async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    try {
      return await pool.query<Row>(text, values);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /**
   * Runs `work` in one transaction (`begin` starts it) on one connection: committed if it
   * resolves, else rolled back.
   */
  async function transaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    begin = 'BEGIN',
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailable(error);
    }
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw unavailable(error);
    } finally {
      client.release();
    }
  }

  /**
   * Queues a submission's deliveries at `queuedAt`; the reply only within the limit. Two posts from one
   * address on two instances would both count the replies before either commits: the address's
   * transaction-scoped advisory lock makes the second count after the first has committed.
   */
  async function queue(
    client: pg.PoolClient,
    submission: { id: string; email: string },
    deliveries: readonly DeliveryKind[],
    replyLimit: ReplyLimit,
    queuedAt: number,
  ): Promise<DeliveryKind[]> {
    const kinds = DELIVERY_KINDS.filter((kind) => deliveries.includes(kind));
    if (kinds.includes('reply')) {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('reply:' || lower($1)))", [
        submission.email,
      ]);
      // Since the window's start, with no end: a concurrent post received a moment later may
      // have queued its reply first, and it counts.
      const { rows } = await client.query<{ replies: number }>(
        `SELECT count(*)::int AS replies FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.kind = 'reply' AND o.queued_at > $1 AND lower(s.email) = lower($2)`,
        [at(queuedAt - replyLimit.windowMs), submission.email],
      );
      if (rows[0]!.replies >= replyLimit.max) kinds.splice(kinds.indexOf('reply'), 1);
    }
    if (kinds.length > 0) {
      await client.query(
        `INSERT INTO outbox (submission_id, kind, queued_at, next_attempt_at)
         SELECT $1, kind, $3, $3 FROM unnest($2::text[]) AS kind`,
        [submission.id, kinds, at(queuedAt)],
      );
    }
    return kinds;
  }

  const files = migrationFiles(MIGRATIONS);
  const expectedVersion = files.at(-1)?.[0] ?? 0;
  await migrate();

  async function migrate() {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      await pool.end();
      throw new StoreUnavailable(`PostgreSQL cannot be reached (${(error as Error).message}).`, {
        cause: error,
      });
    }
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM schema_migrations',
      );
      const applied = new Set(rows.map((row) => row.version));
      for (const [version, file] of files) {
        if (applied.has(version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(readFileSync(file, 'utf8'));
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
          await client.query('COMMIT');
          log(`applied migration ${version} to ${describe(url)}`);
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  async function outboxState(now: number, kinds: readonly DeliveryKind[] = DELIVERY_KINDS) {
    const { rows } = await query<{ pending: number; oldest: Date | null; failed: number }>(
      `SELECT count(*) FILTER (WHERE failed_at IS NULL AND kind = ANY($2))::int AS pending,
         min(next_attempt_at) FILTER (WHERE failed_at IS NULL AND kind = ANY($2) AND next_attempt_at <= $1
                                        AND (locked_until IS NULL OR locked_until <= $1)) AS oldest,
         count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
       FROM outbox WHERE sent_at IS NULL`,
      [at(now), kinds],
    );
    const row = rows[0]!;
    return { pending: row.pending, oldestDueAt: row.oldest?.getTime() ?? null, failed: row.failed };
  }

  async function setting(key: string) {
    const { rows } = await query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
      key,
    ]);
    return rows[0]?.value;
  }

  /** One address's rows, as stored (see `normaliseAddress` for what matches where). */
  async function rowsOf(client: pg.ClientBase, address: string) {
    const normalised = normaliseAddress(address);
    type Row = Record<string, unknown>;
    const submissions = await client.query<Row & { id: string }>(
      'SELECT * FROM submissions WHERE lower(trim(email)) = $1 ORDER BY received_at, id',
      [normalised],
    );
    const outbox = await client.query<Row>(
      `SELECT o.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE lower(trim(s.email)) = $1 ORDER BY o.id`,
      [normalised],
    );
    const drafts = await client.query<Row & { id: string; draft: unknown }>(
      'SELECT * FROM drafts ORDER BY expires_at, id',
    );
    const rateLimits = await client.query<Row & { key: string }>(
      'SELECT * FROM rate_limits ORDER BY key',
    );
    return {
      submissions: submissions.rows,
      outbox: outbox.rows,
      drafts: drafts.rows.filter((row) => draftHolds(row.draft, normalised)),
      rateLimits: rateLimits.rows.filter((row) => rateKeyHolds(row.key, normalised)),
    };
  }

  /** Where an erasure deletes rows, so what `scrub` rewrites. */
  const ERASED_TABLES = 'submissions, outbox, drafts, rate_limits';

  /**
   * Removes the erased rows from the tables' files. A DELETE only marks a row dead; a plain
   * VACUUM frees its space but leaves its bytes in the page until a new row happens to overwrite
   * them (measured: tests/server/visitor-rights.test.ts finds the address there). VACUUM FULL
   * writes each table anew with its live rows only and deletes the old files (at the next
   * checkpoint). It locks the tables while it runs: a post waits for it (milliseconds at this
   * site's volume; past the pool's time-out, the visitor's form retries with its idempotency
   * key). Not covered: the write-ahead log keeps the rows until its segments are recycled (a few
   * checkpoints; longer where WAL is archived), and backups keep them until they roll over; the
   * privacy notice says so. Column statistics never held them (migration 004).
   */
  async function scrub(): Promise<boolean> {
    // A connection of its own, outside the pool: VACUUM cannot run in a transaction, and it may
    // take longer than the pool's time-out on a large table. While it waits for its lock, the
    // service's queries queue behind it: it gives up after `lock_timeout` rather than stall them.
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: 60_000,
      lock_timeout: timeoutMs,
      application_name: 'kavana-contact-erasure',
    });
    try {
      await client.connect();
      await client.query(`VACUUM FULL ${ERASED_TABLES}`);
      return true;
    } catch (error) {
      log(`the erased rows are deleted, but the tables could not be vacuumed: ${String(error)}`);
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  return {
    kind: 'postgres',
    location: describe(url),

    addSubmission: (submission) =>
      transaction(async (client) => {
        const { id, receivedAt, language, value, spamReason, idempotencyKey } = submission;
        type Answer = { id: string; language: Language; spam_reason: SpamReason | null };
        const toAnswer = (row: Answer, created: boolean): StoredAnswer => ({
          id: row.id,
          language: row.language,
          spamReason: row.spam_reason,
          created,
        });
        // A concurrent post with the same key waits here for the first to commit, then finds it.
        const inserted = await client.query<Answer>(
          `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message, spam_reason, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, language, spam_reason`,
          [
            id,
            at(receivedAt),
            language,
            value.name,
            value.email,
            value.company,
            value.phone,
            value.topic,
            value.message,
            spamReason,
            idempotencyKey,
          ],
        );
        if (inserted.rows[0]) {
          if (spamReason === null) {
            await queue(
              client,
              { id, email: value.email },
              submission.deliveries,
              submission.replyLimit,
              receivedAt,
            );
          }
          return toAnswer(inserted.rows[0], true);
        }
        const stored = await client.query<Answer>(
          'SELECT id, language, spam_reason FROM submissions WHERE idempotency_key = $1',
          [idempotencyKey],
        );
        return toAnswer(stored.rows[0]!, false);
      }),
    async listSubmissions({ since = 0, includeSpam = true, spamOnly = false } = {}) {
      const spam = spamOnly
        ? 'AND s.spam_reason IS NOT NULL'
        : includeSpam
          ? ''
          : 'AND s.spam_reason IS NULL';
      const { rows } = await query<SubmissionRow>(
        `SELECT s.*, o.sent_at, o.attempts FROM submissions s
         LEFT JOIN outbox o ON o.submission_id = s.id AND o.kind = 'notify'
         WHERE s.received_at >= $1 ${spam}
         ORDER BY s.received_at, s.id`,
        [at(since)],
      );
      const deliveries = await query<DeliveryRow<Date>>(
        `SELECT o.submission_id, o.kind, o.sent_at, o.attempts, o.failed_at, o.last_error
         FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.received_at >= $1`,
        [at(since)],
      );
      const byId = deliveriesById(deliveries.rows, (time: Date) => time.getTime());
      return rows.map((row) =>
        submissionFromRow(row, (time: Date) => time.getTime(), byId.get(row.id)),
      );
    },
    async purgeSubmissions(before, spamBefore = before) {
      const { rowCount } = await query(
        'DELETE FROM submissions WHERE received_at < $1 OR (spam_reason IS NOT NULL AND received_at < $2)',
        [at(before), at(spamBefore)],
      );
      return rowCount ?? 0;
    },

    async claimDue(now, leaseUntil, limit, worker, kinds = DELIVERY_KINDS) {
      const { rows } = await query<SubmissionRow & { outbox_id: number; kind: DeliveryKind }>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND kind = ANY($5)
             AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $3
           FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE outbox o SET locked_until = $2, locked_by = $4 FROM due WHERE o.id = due.id
           RETURNING o.id, o.kind, o.attempts, o.submission_id, o.next_attempt_at
         )
         SELECT leased.id AS outbox_id, leased.kind, leased.attempts, s.*, NULL::timestamptz AS sent_at
         FROM leased JOIN submissions s ON s.id = leased.submission_id
         ORDER BY leased.next_attempt_at, leased.id`,
        [at(now), at(leaseUntil), limit, worker, kinds],
      );
      return rows.map((row): OutboxItem => ({
        outboxId: row.outbox_id,
        kind: row.kind,
        attempts: row.attempts ?? 0,
        submission: toSubmission(row),
      }));
    },
    async markSent(outboxId, now) {
      await query(
        'UPDATE outbox SET sent_at = $1, attempts = attempts + 1, locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = $2',
        [at(now), outboxId],
      );
    },
    async markFailed(outboxId, error, nextAttemptAt, now) {
      await query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = coalesce($2, next_attempt_at),
           failed_at = CASE WHEN $2::timestamptz IS NULL THEN $3::timestamptz END, locked_until = NULL, locked_by = NULL
         WHERE id = $4`,
        [error.slice(0, 500), nextAttemptAt === null ? null : at(nextAttemptAt), at(now), outboxId],
      );
    },
    async releaseLeases(worker) {
      const { rowCount } = await query(
        'UPDATE outbox SET locked_until = NULL, locked_by = NULL WHERE locked_by = $1 AND sent_at IS NULL',
        [worker],
      );
      return rowCount ?? 0;
    },
    outboxState,

    async saveDraft(id, { language, draft, errors, idempotencyKey }, expiresAt) {
      await query(
        'INSERT INTO drafts (id, expires_at, language, draft, errors, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          id,
          at(expiresAt),
          language,
          JSON.stringify(draft),
          JSON.stringify(errors),
          idempotencyKey ?? null,
        ],
      );
    },
    async readDraft(id, now) {
      const { rows } = await query<{
        language: Language;
        draft: SavedDraft['draft'];
        errors: SavedDraft['errors'];
        idempotency_key: string | null;
      }>(
        'SELECT language, draft, errors, idempotency_key FROM drafts WHERE id = $1 AND expires_at > $2',
        [id, at(now)],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        language: row.language,
        draft: row.draft,
        errors: row.errors,
        ...(row.idempotency_key && { idempotencyKey: row.idempotency_key }),
      };
    },
    async purgeDrafts(now) {
      const { rowCount } = await query('DELETE FROM drafts WHERE expires_at <= $1', [at(now)]);
      return rowCount ?? 0;
    },

    async hit(key, windowMs, now) {
      const { rows } = await query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= $2 THEN $3 ELSE r.reset_at END
         RETURNING hits, reset_at`,
        [key, at(now), at(now + windowMs)],
      );
      return { count: rows[0]!.hits, resetAt: rows[0]!.reset_at.getTime() };
    },
    async unhit(key) {
      await query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
    },
    async purgeHits(now) {
      const { rowCount } = await query('DELETE FROM rate_limits WHERE reset_at <= $1', [at(now)]);
      return rowCount ?? 0;
    },

    async setting(key, create) {
      const stored = await setting(key);
      if (stored !== undefined) return stored;
      await query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        key,
        create(),
      ]);
      return (await setting(key))!;
    },
    async health(now) {
      // A write, so a read-only standby or a full disk is found here and not by the next visitor.
      await query(
        `INSERT INTO settings (key, value) VALUES ('health_checked_at', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [String(now)],
      );
      const { rows } = await query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      return {
        schemaVersion: rows[0]?.version ?? 0,
        expectedVersion,
        outbox: await outboxState(now),
      };
    },
    close: () => pool.end(),

    releaseSpam: (id, deliveries, replyLimit, now) =>
      transaction(async (client) => {
        const released = await client.query<{ email: string }>(
          'UPDATE submissions SET spam_reason = NULL, released_at = $1 WHERE id = $2 AND spam_reason IS NOT NULL RETURNING email',
          [at(now), id],
        );
        const row = released.rows[0];
        if (!row) return undefined;
        return queue(client, { id, email: row.email }, deliveries, replyLimit, now);
      }),
    async findByEmail(address) {
      // One snapshot for every table, so the export is consistent with itself.
      const found = await transaction(
        (client) => rowsOf(client, address),
        'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      );
      return {
        submissions: found.submissions.map(exportedRecord),
        outbox: found.outbox.map(exportedRecord),
        drafts: found.drafts.map(exportedRecord),
        rateLimits: found.rateLimits.map(exportedRecord),
      };
    },
    async eraseByEmail(address, now) {
      const erasure = await transaction(async (client) => {
        const found = await rowsOf(client, address);
        const deleted = async (sql: string, keys: string[]) =>
          (await client.query(sql, [keys])).rowCount ?? 0;
        const ids = found.submissions.map((row) => row.id);
        // The outbox rows go by name (the cascade would take them too), so the count is exact.
        const counts = {
          outbox: await deleted('DELETE FROM outbox WHERE submission_id = ANY($1)', ids),
          submissions: await deleted('DELETE FROM submissions WHERE id = ANY($1)', ids),
          drafts: await deleted(
            'DELETE FROM drafts WHERE id = ANY($1)',
            found.drafts.map((row) => row.id),
          ),
          rateLimits: await deleted(
            'DELETE FROM rate_limits WHERE key = ANY($1)',
            found.rateLimits.map((row) => row.key),
          ),
        };
        const hash = addressHash(address);
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO erasures (erased_at, address_hash, submissions, outbox, drafts, rate_limits)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [at(now), hash, counts.submissions, counts.outbox, counts.drafts, counts.rateLimits],
        );
        return { id: rows[0]!.id, erasedAt: now, addressHash: hash, counts };
      });
      return { ...erasure, scrubbed: await scrub() };
    },
    async listErasures() {
      const { rows } = await query<ErasureRow>('SELECT * FROM erasures ORDER BY id');
      return rows.map((row) => erasureFromRow(row, (time: Date) => time.getTime()));
    },
  };
}
