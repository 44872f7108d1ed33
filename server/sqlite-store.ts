/**
 * The embedded store: one SQLite file (better-sqlite3), for one instance on one machine. WAL
 * journal with `synchronous = FULL`: a transaction is on disk when it commits, so a submission
 * the visitor saw acknowledged survives a power loss or an OS crash, not only a crashed process.
 * The schema is the numbered files in `server/migrations/sqlite/`, tracked in `PRAGMA user_version`.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Language } from '../machines/constants';
import {
  addressHash,
  draftHolds,
  erasureFromRow,
  exportedRecord,
  normaliseAddress,
  rateKeyHolds,
  type Erasure,
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
  type NewSubmission,
  type OutboxItem,
  type ReplyLimit,
  type SavedDraft,
  type SpamReason,
  type StoredAnswer,
} from './store';

const MIGRATIONS = join(import.meta.dirname, 'migrations', 'sqlite');

type SubmissionRow = StoredRow<number>;
type ErasureRow = StoredErasureRow<number>;
const toSubmission = (row: SubmissionRow) => submissionFromRow(row, (ms: number) => ms);
/** `IN (?, ?, …)` for a list of kinds: the placeholders, bound in order. */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Applies the migrations the database has not seen yet; returns the schema version. */
function migrate(db: Database.Database): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const [number, file] of migrationFiles(MIGRATIONS)) {
    if (number <= version) continue;
    db.transaction(() => {
      db.exec(readFileSync(file, 'utf8'));
      db.pragma(`user_version = ${number}`);
    })();
    version = number;
  }
  return version;
}

/** Errors that say the file cannot be written now (locked, full, read-only), not a bug. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|NOMEM)/;

/**
 * Runs a statement as the interface promises: asynchronously, with a locked or full file
 * reported as `StoreUnavailable`.
 */
function run<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE.test(code)) {
      return Promise.reject(
        new StoreUnavailable(`The SQLite file cannot be written (${code}).`, { cause: error }),
      );
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function openSqliteStore(file: string): ContactStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Deleted content is overwritten with zeros in the file's pages, not left in their free space
  // where it can be read back: an erased address is gone from the file (issue #37).
  db.pragma('secure_delete = ON');
  const expectedVersion = migrationFiles(MIGRATIONS).at(-1)?.[0] ?? 0;
  migrate(db);

  const insertSubmission = db.prepare(
    `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message, spam_reason, idempotency_key)
     VALUES (@id, @receivedAt, @language, @name, @email, @company, @phone, @topic, @message, @spamReason, @idempotencyKey)`,
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, kind, queued_at, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  // Since the window's start, with no end: a reply queued by a post received a moment later but
  // stored first counts too.
  const repliesTo = db.prepare(
    `SELECT count(*) AS replies FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.kind = 'reply' AND o.queued_at > @from AND lower(s.email) = lower(@email)`,
  );
  /** Queues a submission's deliveries at `at`; the reply only within the limit. */
  const queue = (
    submission: { id: string; email: string },
    deliveries: readonly DeliveryKind[],
    replyLimit: ReplyLimit,
    at: number,
  ): DeliveryKind[] => {
    const queued: DeliveryKind[] = [];
    for (const kind of DELIVERY_KINDS.filter((kind) => deliveries.includes(kind))) {
      if (kind === 'reply') {
        const { replies } = repliesTo.get({
          from: at - replyLimit.windowMs,
          email: submission.email,
        }) as { replies: number };
        if (replies >= replyLimit.max) continue;
      }
      insertOutbox.run(submission.id, kind, at, at);
      queued.push(kind);
    }
    return queued;
  };
  const byKey = db.prepare(
    'SELECT id, language, spam_reason FROM submissions WHERE idempotency_key = ?',
  );
  const selectSubmissions = `
    SELECT s.*, o.sent_at, o.attempts FROM submissions s
    LEFT JOIN outbox o ON o.submission_id = s.id AND o.kind = 'notify'`;
  // IMMEDIATE: the write lock is taken before the key is looked up, so no other process can
  // store the same key between the look-up and the insert.
  const addSubmission = db.transaction((submission: NewSubmission): StoredAnswer => {
    if (submission.idempotencyKey !== null) {
      const stored = byKey.get(submission.idempotencyKey) as
        { id: string; language: Language; spam_reason: SpamReason | null } | undefined;
      if (stored) {
        return {
          id: stored.id,
          language: stored.language,
          spamReason: stored.spam_reason,
          created: false,
        };
      }
    }
    insertSubmission.run({
      id: submission.id,
      receivedAt: submission.receivedAt,
      language: submission.language,
      spamReason: submission.spamReason,
      idempotencyKey: submission.idempotencyKey,
      name: submission.value.name,
      email: submission.value.email,
      company: submission.value.company,
      phone: submission.value.phone,
      topic: submission.value.topic,
      message: submission.value.message,
    });
    if (submission.spamReason === null) {
      queue(
        { id: submission.id, email: submission.value.email },
        submission.deliveries,
        submission.replyLimit,
        submission.receivedAt,
      );
    }
    return {
      id: submission.id,
      language: submission.language,
      spamReason: submission.spamReason,
      created: true,
    };
  });

  const due = (kinds: readonly DeliveryKind[]) =>
    db.prepare(
      `SELECT o.id AS outbox_id, o.kind, s.*, o.sent_at, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
       WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.kind IN (${placeholders(kinds)})
         AND o.next_attempt_at <= ? AND (o.locked_until IS NULL OR o.locked_until <= ?)
       ORDER BY o.next_attempt_at, o.id LIMIT ?`,
    );
  const lease = db.prepare('UPDATE outbox SET locked_until = ?, locked_by = ? WHERE id = ?');
  const claimDue = db.transaction(
    (
      now: number,
      leaseUntil: number,
      limit: number,
      worker: string,
      kinds: readonly DeliveryKind[],
    ) => {
      if (kinds.length === 0) return [];
      const rows = due(kinds).all(...kinds, now, now, limit) as (SubmissionRow & {
        outbox_id: number;
        kind: DeliveryKind;
      })[];
      for (const row of rows) lease.run(leaseUntil, worker, row.outbox_id);
      return rows.map((row): OutboxItem => ({
        outboxId: row.outbox_id,
        kind: row.kind,
        attempts: row.attempts ?? 0,
        submission: toSubmission(row),
      }));
    },
  );

  const release = db.prepare(
    'UPDATE submissions SET spam_reason = NULL, released_at = ? WHERE id = ? AND spam_reason IS NOT NULL RETURNING email',
  );
  const releaseSpam = db.transaction(
    (id: string, deliveries: readonly DeliveryKind[], replyLimit: ReplyLimit, now: number) => {
      const released = release.get(now, id) as { email: string } | undefined;
      if (!released) return undefined;
      return queue({ id, email: released.email }, deliveries, replyLimit, now);
    },
  );

  const hit = db.prepare(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @now + @windowMs)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @now + @windowMs ELSE reset_at END
     RETURNING hits, reset_at`,
  );

  const pending = (kinds: readonly DeliveryKind[]) =>
    db.prepare(
      `SELECT count(*) FILTER (WHERE failed_at IS NULL AND kind IN (${placeholders(kinds)})) AS pending,
         min(CASE WHEN failed_at IS NULL AND kind IN (${placeholders(kinds)}) AND next_attempt_at <= ?
                   AND (locked_until IS NULL OR locked_until <= ?) THEN next_attempt_at END) AS oldest,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
       FROM outbox WHERE sent_at IS NULL`,
    );
  const outboxState = (now: number, kinds: readonly DeliveryKind[] = DELIVERY_KINDS) => {
    const row = pending(kinds).get(...kinds, ...kinds, now, now) as {
      pending: number;
      oldest: number | null;
      failed: number;
    };
    return { pending: row.pending, oldestDueAt: row.oldest, failed: row.failed };
  };

  const setting = (key: string) =>
    db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      { value: string } | undefined;

  /** One address's rows, as stored (see `normaliseAddress` for what matches where). */
  const rowsOf = (address: string) => {
    const normalised = normaliseAddress(address);
    type Row = Record<string, unknown>;
    const submissions = db
      .prepare('SELECT * FROM submissions WHERE lower(trim(email)) = ? ORDER BY received_at, id')
      .all(normalised) as (Row & { id: string })[];
    const outbox = db
      .prepare(
        `SELECT o.* FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE lower(trim(s.email)) = ? ORDER BY o.id`,
      )
      .all(normalised) as Row[];
    const drafts = (
      db.prepare('SELECT * FROM drafts ORDER BY expires_at, id').all() as (Row & {
        id: string;
        draft: string;
        errors: string;
      })[]
    )
      .map((row) => ({
        ...row,
        draft: JSON.parse(row.draft) as unknown,
        errors: JSON.parse(row.errors) as unknown,
      }))
      .filter((row) => draftHolds(row.draft, normalised));
    const rateLimits = (
      db.prepare('SELECT * FROM rate_limits ORDER BY key').all() as (Row & { key: string })[]
    ).filter((row) => rateKeyHolds(row.key, normalised));
    return { submissions, outbox, drafts, rateLimits };
  };

  const insertErasure = db.prepare(
    `INSERT INTO erasures (erased_at, address_hash, submissions, outbox, drafts, rate_limits)
     VALUES (@erasedAt, @addressHash, @submissions, @outbox, @drafts, @rateLimits) RETURNING id`,
  );
  // IMMEDIATE, like every write here: what is found is what is deleted.
  const erase = db.transaction((address: string, now: number): Erasure => {
    const found = rowsOf(address);
    const deleteEach = (sql: string, keys: string[]) => {
      const statement = db.prepare(sql);
      return keys.reduce((deleted, key) => deleted + statement.run(key).changes, 0);
    };
    const ids = found.submissions.map((row) => row.id);
    // The outbox rows go by name (the cascade would take them too), so the count is exact.
    const counts = {
      outbox: deleteEach('DELETE FROM outbox WHERE submission_id = ?', ids),
      submissions: deleteEach('DELETE FROM submissions WHERE id = ?', ids),
      drafts: deleteEach(
        'DELETE FROM drafts WHERE id = ?',
        found.drafts.map((row) => row.id),
      ),
      rateLimits: deleteEach(
        'DELETE FROM rate_limits WHERE key = ?',
        found.rateLimits.map((row) => row.key),
      ),
    };
    const hash = addressHash(address);
    const row = insertErasure.get({ erasedAt: now, addressHash: hash, ...counts }) as {
      id: number;
    };
    return { id: row.id, erasedAt: now, addressHash: hash, counts };
  });

  /**
   * Copies the write-ahead log into the file and truncates it to nothing: the log still holds
   * the pages as they were before the erasure (secure_delete zeroes the new ones only). TRUNCATE
   * waits (busy_timeout) for readers on an older snapshot; if one outlasts it, SQLite reports
   * busy and the log keeps its frames until the next checkpoint.
   */
  const checkpoint = () => {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return result?.busy === 0;
  };

  return {
    kind: 'sqlite',
    location: file,

    addSubmission: (submission) => run(() => addSubmission.immediate(submission)),
    listSubmissions: ({ since = 0, includeSpam = true, spamOnly = false } = {}) =>
      run(() => {
        const spam = spamOnly
          ? 'AND s.spam_reason IS NOT NULL'
          : includeSpam
            ? ''
            : 'AND s.spam_reason IS NULL';
        const rows = db
          .prepare(
            `${selectSubmissions} WHERE s.received_at >= ? ${spam} ORDER BY s.received_at, s.id`,
          )
          .all(since) as SubmissionRow[];
        const deliveries = deliveriesById(
          db
            .prepare(
              `SELECT o.submission_id, o.kind, o.sent_at, o.attempts, o.failed_at, o.last_error
               FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.received_at >= ?`,
            )
            .all(since) as DeliveryRow<number>[],
          (ms: number) => ms,
        );
        return rows.map((row) =>
          submissionFromRow(row, (ms: number) => ms, deliveries.get(row.id)),
        );
      }),
    purgeSubmissions: (before, spamBefore = before) =>
      run(
        () =>
          db
            .prepare(
              'DELETE FROM submissions WHERE received_at < ? OR (spam_reason IS NOT NULL AND received_at < ?)',
            )
            .run(before, spamBefore).changes,
      ),

    claimDue: (now, leaseUntil, limit, worker, kinds = DELIVERY_KINDS) =>
      run(() => claimDue.immediate(now, leaseUntil, limit, worker, kinds)),
    markSent: (outboxId, now) =>
      run(() => {
        db.prepare(
          'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ?',
        ).run(now, outboxId);
      }),
    markFailed: (outboxId, error, nextAttemptAt, now) =>
      run(() => {
        db.prepare(
          `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = coalesce(?, next_attempt_at),
             failed_at = CASE WHEN ? IS NULL THEN ? END, locked_until = NULL, locked_by = NULL WHERE id = ?`,
        ).run(error.slice(0, 500), nextAttemptAt, nextAttemptAt, now, outboxId);
      }),
    releaseLeases: (worker) =>
      run(
        () =>
          db
            .prepare(
              'UPDATE outbox SET locked_until = NULL, locked_by = NULL WHERE locked_by = ? AND sent_at IS NULL',
            )
            .run(worker).changes,
      ),
    outboxState: (now, kinds) => run(() => outboxState(now, kinds)),

    saveDraft: (id, { language, draft, errors, idempotencyKey }, expiresAt) =>
      run(() => {
        db.prepare(
          'INSERT INTO drafts (id, expires_at, language, draft, errors, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          id,
          expiresAt,
          language,
          JSON.stringify(draft),
          JSON.stringify(errors),
          idempotencyKey ?? null,
        );
      }),
    readDraft: (id, now) =>
      run(() => {
        const row = db
          .prepare(
            'SELECT language, draft, errors, idempotency_key FROM drafts WHERE id = ? AND expires_at > ?',
          )
          .get(id, now) as
          | { language: Language; draft: string; errors: string; idempotency_key: string | null }
          | undefined;
        if (!row) return undefined;
        return {
          language: row.language,
          draft: JSON.parse(row.draft) as SavedDraft['draft'],
          errors: JSON.parse(row.errors) as SavedDraft['errors'],
          ...(row.idempotency_key && { idempotencyKey: row.idempotency_key }),
        };
      }),
    purgeDrafts: (now) =>
      run(() => db.prepare('DELETE FROM drafts WHERE expires_at <= ?').run(now).changes),

    hit: (key, windowMs, now) =>
      run(() => {
        const row = hit.get({ key, now, windowMs }) as { hits: number; reset_at: number };
        return { count: row.hits, resetAt: row.reset_at };
      }),
    unhit: (key) =>
      run(() => {
        db.prepare('UPDATE rate_limits SET hits = max(hits - 1, 0) WHERE key = ?').run(key);
      }),
    purgeHits: (now) =>
      run(() => db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').run(now).changes),

    setting: (key, create) =>
      run(() => {
        const row = setting(key);
        if (row) return row.value;
        db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, create());
        return setting(key)!.value;
      }),
    health: (now) =>
      run(() => {
        // A write, so a read-only or full disk is found here and not by the next visitor.
        db.prepare(
          "INSERT INTO settings (key, value) VALUES ('health_checked_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        ).run(String(now));
        return {
          schemaVersion: db.pragma('user_version', { simple: true }) as number,
          expectedVersion,
          outbox: outboxState(now),
        };
      }),
    close: () => run(() => void db.close()),

    releaseSpam: (id, deliveries, replyLimit, now) =>
      run(() => releaseSpam.immediate(id, deliveries, replyLimit, now)),
    findByEmail: (address) =>
      run(() => {
        const found = rowsOf(address);
        return {
          submissions: found.submissions.map(exportedRecord),
          outbox: found.outbox.map(exportedRecord),
          drafts: found.drafts.map(exportedRecord),
          rateLimits: found.rateLimits.map(exportedRecord),
        };
      }),
    eraseByEmail: (address, now) =>
      run(() => {
        const erasure = erase.immediate(address, now);
        return { ...erasure, scrubbed: checkpoint() };
      }),
    listErasures: () =>
      run(() =>
        (db.prepare('SELECT * FROM erasures ORDER BY id').all() as ErasureRow[]).map((row) =>
          erasureFromRow(row, (ms: number) => ms),
        ),
      ),
  };
}

/**
 * Copies the database to `target` with SQLite's online backup API: consistent while the service
 * keeps writing (WAL included), unlike copying the file. Resolves to the pages copied.
 */
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
