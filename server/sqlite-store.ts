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
  migrationFiles,
  StoreUnavailable,
  submissionFromRow,
  type SubmissionRow as StoredRow,
  type ContactStore,
  type NewSubmission,
  type OutboxItem,
  type SavedDraft,
  type SpamReason,
  type StoredAnswer,
} from './store';

const MIGRATIONS = join(import.meta.dirname, 'migrations', 'sqlite');

type SubmissionRow = StoredRow<number>;
type ErasureRow = StoredErasureRow<number>;
const toSubmission = (row: SubmissionRow) => submissionFromRow(row, (ms: number) => ms);

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
    'INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)',
  );
  const byKey = db.prepare(
    'SELECT id, language, spam_reason FROM submissions WHERE idempotency_key = ?',
  );
  const selectSubmissions = `
    SELECT s.*, o.sent_at, o.attempts FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id`;
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
    if (submission.spamReason === null) insertOutbox.run(submission.id, submission.receivedAt);
    return {
      id: submission.id,
      language: submission.language,
      spamReason: submission.spamReason,
      created: true,
    };
  });

  const due = db.prepare(
    `SELECT o.id AS outbox_id, s.*, o.sent_at, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.sent_at IS NULL AND o.next_attempt_at <= @now AND (o.locked_until IS NULL OR o.locked_until <= @now)
     ORDER BY o.next_attempt_at LIMIT @limit`,
  );
  const lease = db.prepare('UPDATE outbox SET locked_until = ?, locked_by = ? WHERE id = ?');
  const claimDue = db.transaction(
    (now: number, leaseUntil: number, limit: number, worker: string) => {
      const rows = due.all({ now, limit }) as (SubmissionRow & { outbox_id: number })[];
      for (const row of rows) lease.run(leaseUntil, worker, row.outbox_id);
      return rows.map((row): OutboxItem => ({
        outboxId: row.outbox_id,
        attempts: row.attempts ?? 0,
        submission: toSubmission(row),
      }));
    },
  );

  const hit = db.prepare(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (@key, 1, @now + @windowMs)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN reset_at <= @now THEN 1 ELSE hits + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN @now + @windowMs ELSE reset_at END
     RETURNING hits, reset_at`,
  );

  const pending = db.prepare(
    `SELECT count(*) AS pending,
       min(CASE WHEN next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
                THEN next_attempt_at END) AS oldest
     FROM outbox WHERE sent_at IS NULL`,
  );
  const outboxState = (now: number) => {
    const row = pending.get({ now }) as { pending: number; oldest: number | null };
    return { pending: row.pending, oldestDueAt: row.oldest };
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
    listSubmissions: ({ since = 0, includeSpam = true } = {}) =>
      run(() =>
        (
          db
            .prepare(
              `${selectSubmissions} WHERE s.received_at >= ? ${includeSpam ? '' : 'AND s.spam_reason IS NULL'} ORDER BY s.received_at, s.id`,
            )
            .all(since) as SubmissionRow[]
        ).map(toSubmission),
      ),
    purgeSubmissions: (before) =>
      run(() => db.prepare('DELETE FROM submissions WHERE received_at < ?').run(before).changes),

    claimDue: (now, leaseUntil, limit, worker) =>
      run(() => claimDue.immediate(now, leaseUntil, limit, worker)),
    markSent: (outboxId, now) =>
      run(() => {
        db.prepare(
          'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ?',
        ).run(now, outboxId);
      }),
    markFailed: (outboxId, error, nextAttemptAt) =>
      run(() => {
        db.prepare(
          'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL, locked_by = NULL WHERE id = ?',
        ).run(error.slice(0, 500), nextAttemptAt, outboxId);
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
    outboxState: (now) => run(() => outboxState(now)),

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
