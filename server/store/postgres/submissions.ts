/**
 * Submissions in PostgreSQL. Adding one is one transaction with its deliveries
 * (`delivery-queue.ts`); a post whose idempotency key is stored already inserts nothing
 * (`ON CONFLICT DO NOTHING`), and a concurrent post with the same key waits for the first to
 * commit, then finds it.
 */
import type { Language } from '../../../machines/constants';
import { deliveriesById, submissionFromRow, type DeliveryRow, type SubmissionRow } from '../rows';
import type { SpamReason, StoredAnswer, SubmissionStore } from '../submissions';
import { at, fromTime, type Postgres } from './connection';
import { queueDeliveries } from './delivery-queue';

type Answer = { id: string; language: Language; spam_reason: SpamReason | null };
const toAnswer = (row: Answer, created: boolean): StoredAnswer => ({
  id: row.id,
  language: row.language,
  spamReason: row.spam_reason,
  created,
});

export function postgresSubmissions({ query, transaction }: Postgres): SubmissionStore {
  return {
    add: (submission) =>
      transaction(async (client) => {
        const { id, receivedAt, language, value, spamReason, idempotencyKey } = submission;
        const inserted = await client.query<Answer>(
          `INSERT INTO submissions (id, received_at, language, name, email, company, phone, topic, message, consent, spam_reason, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
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
            value.consent,
            spamReason,
            idempotencyKey,
          ],
        );
        if (inserted.rows[0]) {
          if (spamReason === null) {
            await queueDeliveries(
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
    async list({ since = 0, includeSpam = true, spamOnly = false } = {}) {
      const spam = spamOnly
        ? 'AND spam_reason IS NOT NULL'
        : includeSpam
          ? ''
          : 'AND spam_reason IS NULL';
      const { rows } = await query<SubmissionRow<Date>>(
        `SELECT * FROM submissions WHERE received_at >= $1 ${spam} ORDER BY received_at, id`,
        [at(since)],
      );
      const deliveries = await query<DeliveryRow<Date>>(
        `SELECT o.submission_id, o.kind, o.sent_at, o.attempts, o.failed_at, o.last_error
         FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.received_at >= $1`,
        [at(since)],
      );
      const byId = deliveriesById(deliveries.rows, fromTime);
      return rows.map((row) => submissionFromRow(row, fromTime, byId.get(row.id)));
    },
    async purge(before, spamBefore = before) {
      const { rowCount } = await query(
        'DELETE FROM submissions WHERE received_at < $1 OR (spam_reason IS NOT NULL AND received_at < $2)',
        [at(before), at(spamBefore)],
      );
      return rowCount ?? 0;
    },
    releaseSpam: (id, deliveries, replyLimit, now) =>
      transaction(async (client) => {
        const released = await client.query<{ email: string }>(
          'UPDATE submissions SET spam_reason = NULL, released_at = $1 WHERE id = $2 AND spam_reason IS NOT NULL RETURNING email',
          [at(now), id],
        );
        const row = released.rows[0];
        if (!row) return undefined;
        return queueDeliveries(client, { id, email: row.email }, deliveries, replyLimit, now);
      }),
  };
}
