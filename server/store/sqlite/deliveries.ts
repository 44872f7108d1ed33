/**
 * The outbox in SQLite. A claim is an IMMEDIATE transaction: the rows it reads as due are leased
 * before any other process can read them, so two workers never send one row at once.
 */
import type { DeliveryStore, OutboxItem, OutboxState } from '../deliveries';
import { DELIVERY_KINDS, type DeliveryKind } from '../delivery-kinds';
import { submissionFromRow, type SubmissionRow } from '../rows';
import { fromMs, placeholders, run, type Sqlite } from './connection';

type DueRow = SubmissionRow<number> & { outbox_id: number; kind: DeliveryKind; tries: number };

export function sqliteDeliveries(db: Sqlite): DeliveryStore {
  const due = (kinds: readonly DeliveryKind[]) =>
    db.prepare(
      `SELECT s.*, o.id AS outbox_id, o.kind, o.attempts AS tries FROM outbox o JOIN submissions s ON s.id = o.submission_id
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
      const rows = due(kinds).all(...kinds, now, now, limit) as DueRow[];
      for (const row of rows) lease.run(leaseUntil, worker, row.outbox_id);
      return rows.map((row): OutboxItem => ({
        outboxId: row.outbox_id,
        kind: row.kind,
        attempts: row.tries,
        submission: submissionFromRow(row, fromMs),
      }));
    },
  );

  const pending = (kinds: readonly DeliveryKind[]) =>
    db.prepare(
      `SELECT count(*) FILTER (WHERE failed_at IS NULL AND kind IN (${placeholders(kinds)})) AS pending,
         min(CASE WHEN failed_at IS NULL AND kind IN (${placeholders(kinds)}) AND next_attempt_at <= ?
                   AND (locked_until IS NULL OR locked_until <= ?) THEN next_attempt_at END) AS oldest,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
       FROM outbox WHERE sent_at IS NULL`,
    );

  return {
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
    state: (now, kinds = DELIVERY_KINDS) =>
      run((): OutboxState => {
        const row = pending(kinds).get(...kinds, ...kinds, now, now) as {
          pending: number;
          oldest: number | null;
          failed: number;
        };
        return { pending: row.pending, oldestDueAt: row.oldest, failed: row.failed };
      }),
  };
}
