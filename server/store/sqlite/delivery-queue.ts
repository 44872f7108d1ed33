/**
 * Queuing a submission's deliveries in SQLite: the one piece of the deliveries concern that the
 * submissions store calls, inside its own transaction, so a submission and its deliveries are
 * stored together or not at all. Synchronous, as better-sqlite3's transactions are.
 */
import { DELIVERY_KINDS, type DeliveryKind, type ReplyLimit } from '../delivery-kinds';
import type { Sqlite } from './connection';

/** Queues `deliveries` for a submission at `at` (the reply only within the limit); what it queued. */
export type QueueDeliveries = (
  submission: { id: string; email: string },
  deliveries: readonly DeliveryKind[],
  replyLimit: ReplyLimit,
  at: number,
) => DeliveryKind[];

/** The queue for `db`; call it only inside a transaction of the caller's. */
export function sqliteDeliveryQueue(db: Sqlite): QueueDeliveries {
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, kind, queued_at, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  // Since the window's start, with no end: a reply queued by a post received a moment later but
  // stored first counts too.
  const repliesTo = db.prepare(
    `SELECT count(*) AS replies FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.kind = 'reply' AND o.queued_at > @from AND lower(s.email) = lower(@email)`,
  );
  return (submission, deliveries, replyLimit, at) => {
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
}
