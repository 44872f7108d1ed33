/**
 * The embedded store: one SQLite file (better-sqlite3, WAL mode), schema from the numbered files
 * in `server/migrations/`, applied in order and tracked in `PRAGMA user_version`.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Language } from '../machines/constants';
import type { ContactTopic } from '../src/contact/schema';
import type {
  ContactStore,
  NewSubmission,
  OutboxItem,
  SavedDraft,
  SpamReason,
  StoredSubmission,
} from './store';

const MIGRATIONS = join(import.meta.dirname, 'migrations');

interface SubmissionRow {
  id: string;
  received_at: number;
  language: Language;
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: ContactTopic;
  message: string;
  spam_reason: SpamReason | null;
  sent_at: number | null;
  attempts: number | null;
}

const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  receivedAt: row.received_at,
  language: row.language,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  topic: row.topic,
  message: row.message,
  consent: true,
  spamReason: row.spam_reason,
  sentAt: row.sent_at,
  attempts: row.attempts ?? 0,
});

/** Applies the migrations the database has not seen yet; returns the schema version. */
function migrate(db: Database.Database): number {
  const files = readdirSync(MIGRATIONS)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();
  let version = db.pragma('user_version', { simple: true }) as number;
  for (const file of files) {
    const number = Number(file.slice(0, 3));
    if (number <= version) continue;
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${number}`);
    })();
    version = number;
  }
  return version;
}

export function openSqliteStore(file: string): ContactStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertSubmission = db.prepare(
    `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message, spam_reason)
     VALUES (@id, @receivedAt, @language, @name, @email, @company, @phone, @topic, @message, @spamReason)`,
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)',
  );
  const selectSubmissions = `
    SELECT s.*, o.sent_at, o.attempts FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id`;
  const addSubmission = db.transaction((submission: NewSubmission) => {
    insertSubmission.run({
      id: submission.id,
      receivedAt: submission.receivedAt,
      language: submission.language,
      spamReason: submission.spamReason,
      name: submission.value.name,
      email: submission.value.email,
      company: submission.value.company,
      phone: submission.value.phone,
      topic: submission.value.topic,
      message: submission.value.message,
    });
    if (submission.spamReason === null) insertOutbox.run(submission.id, submission.receivedAt);
  });

  const due = db.prepare(
    `SELECT o.id AS outbox_id, s.*, o.sent_at, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.sent_at IS NULL AND o.next_attempt_at <= @now AND (o.locked_until IS NULL OR o.locked_until <= @now)
     ORDER BY o.next_attempt_at LIMIT @limit`,
  );
  const lease = db.prepare('UPDATE outbox SET locked_until = ? WHERE id = ?');
  const claimDue = db.transaction((now: number, leaseUntil: number, limit: number) => {
    const rows = due.all({ now, limit }) as (SubmissionRow & { outbox_id: number })[];
    for (const row of rows) lease.run(leaseUntil, row.outbox_id);
    return rows.map((row): OutboxItem => ({
      outboxId: row.outbox_id,
      attempts: row.attempts ?? 0,
      submission: toSubmission(row),
    }));
  });

  return {
    addSubmission: (submission) => addSubmission(submission),
    listSubmissions: ({ since = 0, includeSpam = true } = {}) =>
      (
        db
          .prepare(
            `${selectSubmissions} WHERE s.received_at >= ? ${includeSpam ? '' : 'AND s.spam_reason IS NULL'} ORDER BY s.received_at, s.id`,
          )
          .all(since) as SubmissionRow[]
      ).map(toSubmission),
    purgeSubmissions: (before) =>
      db.prepare('DELETE FROM submissions WHERE received_at < ?').run(before).changes,

    claimDue: (now, leaseUntil, limit) => claimDue(now, leaseUntil, limit),
    markSent: (outboxId, now) => {
      db.prepare(
        'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = ?',
      ).run(now, outboxId);
    },
    markFailed: (outboxId, error, nextAttemptAt) => {
      db.prepare(
        'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ?',
      ).run(error.slice(0, 500), nextAttemptAt, outboxId);
    },
    pendingCount: () =>
      (db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number })
        .n,

    saveDraft: (id, { language, draft, errors }, expiresAt) => {
      db.prepare(
        'INSERT INTO drafts (id, expires_at, language, draft, errors) VALUES (?, ?, ?, ?, ?)',
      ).run(id, expiresAt, language, JSON.stringify(draft), JSON.stringify(errors));
    },
    readDraft: (id, now) => {
      const row = db
        .prepare('SELECT language, draft, errors FROM drafts WHERE id = ? AND expires_at > ?')
        .get(id, now) as { language: Language; draft: string; errors: string } | undefined;
      if (!row) return undefined;
      return {
        language: row.language,
        draft: JSON.parse(row.draft) as SavedDraft['draft'],
        errors: JSON.parse(row.errors) as SavedDraft['errors'],
      };
    },
    purgeDrafts: (now) => db.prepare('DELETE FROM drafts WHERE expires_at <= ?').run(now).changes,

    setting: (key, create) => {
      const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
        { value: string } | undefined;
      if (row) return row.value;
      db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, create());
      return (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string })
        .value;
    },
    close: () => db.close(),
  };
}
