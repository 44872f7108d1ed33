/**
 * The outbox in PostgreSQL: due rows are claimed with `FOR UPDATE SKIP LOCKED` and leased to one
 * worker in one statement, so instances never send one row at once; a lease held by an instance
 * that died runs out, and another instance sends the message.
 */
import type { DeliveryStore, OutboxItem } from '../deliveries';
import { DELIVERY_KINDS, type DeliveryKind } from '../delivery-kinds';
import { submissionFromRow, type SubmissionRow } from '../rows';
import { at, fromTime, type Postgres } from './connection';

type DueRow = SubmissionRow<Date> & { outbox_id: number; kind: DeliveryKind; tries: number };

export function postgresDeliveries({ query }: Postgres): DeliveryStore {
  return {
    async claimDue(now, leaseUntil, limit, worker, kinds = DELIVERY_KINDS) {
      const { rows } = await query<DueRow>(
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
         SELECT s.*, leased.id AS outbox_id, leased.kind, leased.attempts AS tries
         FROM leased JOIN submissions s ON s.id = leased.submission_id
         ORDER BY leased.next_attempt_at, leased.id`,
        [at(now), at(leaseUntil), limit, worker, kinds],
      );
      return rows.map((row): OutboxItem => ({
        outboxId: row.outbox_id,
        kind: row.kind,
        attempts: row.tries,
        submission: submissionFromRow(row, fromTime),
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
    async state(now, kinds = DELIVERY_KINDS) {
      const { rows } = await query<{ pending: number; oldest: Date | null; failed: number }>(
        `SELECT count(*) FILTER (WHERE failed_at IS NULL AND kind = ANY($2))::int AS pending,
           min(next_attempt_at) FILTER (WHERE failed_at IS NULL AND kind = ANY($2) AND next_attempt_at <= $1
                                          AND (locked_until IS NULL OR locked_until <= $1)) AS oldest,
           count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
         FROM outbox WHERE sent_at IS NULL`,
        [at(now), kinds],
      );
      const row = rows[0]!;
      return {
        pending: row.pending,
        oldestDueAt: row.oldest?.getTime() ?? null,
        failed: row.failed,
      };
    },
  };
}
