/**
 * Submissions in SQLite. Adding one and releasing spam are IMMEDIATE transactions that queue the
 * deliveries too (`delivery-queue.ts`): the write lock is taken before the idempotency key is
 * looked up, so no other process can store the same key between the look-up and the insert.
 */
import type { Language } from '../../../machines/constants';
import type { DeliveryKind, ReplyLimit } from '../delivery-kinds';
import { deliveriesById, submissionFromRow, type DeliveryRow, type SubmissionRow } from '../rows';
import type { NewSubmission, SpamReason, StoredAnswer, SubmissionStore } from '../submissions';
import { fromMs, run, type Sqlite } from './connection';
import type { QueueDeliveries } from './delivery-queue';

export function sqliteSubmissions(db: Sqlite, queue: QueueDeliveries): SubmissionStore {
  const insert = db.prepare(
    `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message, consent, spam_reason, idempotency_key)
     VALUES (@id, @receivedAt, @language, @name, @email, @company, @phone, @topic, @message, @consent, @spamReason, @idempotencyKey)`,
  );
  const byKey = db.prepare(
    'SELECT id, language, spam_reason FROM submissions WHERE idempotency_key = ?',
  );
  const add = db.transaction((submission: NewSubmission): StoredAnswer => {
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
    const { value } = submission;
    insert.run({
      id: submission.id,
      receivedAt: submission.receivedAt,
      language: submission.language,
      spamReason: submission.spamReason,
      idempotencyKey: submission.idempotencyKey,
      name: value.name,
      email: value.email,
      company: value.company,
      phone: value.phone,
      topic: value.topic,
      message: value.message,
      // SQLite has no boolean: what the visitor gave, as 1 or 0.
      consent: value.consent ? 1 : 0,
    });
    if (submission.spamReason === null) {
      queue(
        { id: submission.id, email: value.email },
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

  return {
    add: (submission) => run(() => add.immediate(submission)),
    list: ({ since = 0, includeSpam = true, spamOnly = false } = {}) =>
      run(() => {
        const spam = spamOnly
          ? 'AND spam_reason IS NOT NULL'
          : includeSpam
            ? ''
            : 'AND spam_reason IS NULL';
        const rows = db
          .prepare(
            `SELECT * FROM submissions WHERE received_at >= ? ${spam} ORDER BY received_at, id`,
          )
          .all(since) as SubmissionRow<number>[];
        const deliveries = deliveriesById(
          db
            .prepare(
              `SELECT o.submission_id, o.kind, o.sent_at, o.attempts, o.failed_at, o.last_error
               FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.received_at >= ?`,
            )
            .all(since) as DeliveryRow<number>[],
          fromMs,
        );
        return rows.map((row) => submissionFromRow(row, fromMs, deliveries.get(row.id)));
      }),
    purge: (before, spamBefore = before) =>
      run(
        () =>
          db
            .prepare(
              'DELETE FROM submissions WHERE received_at < ? OR (spam_reason IS NOT NULL AND received_at < ?)',
            )
            .run(before, spamBefore).changes,
      ),
    releaseSpam: (id, deliveries, replyLimit, now) =>
      run(() => releaseSpam.immediate(id, deliveries, replyLimit, now)),
  };
}
