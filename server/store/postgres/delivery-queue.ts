/**
 * Queuing a submission's deliveries in PostgreSQL, on the connection of the caller's transaction
 * (the submissions store's), so a submission and its deliveries commit together or not at all.
 */
import type pg from 'pg';
import { DELIVERY_KINDS, type DeliveryKind, type ReplyLimit } from '../delivery-kinds';
import { at } from './connection';

/**
 * Queues a submission's deliveries at `queuedAt`; the reply only within the limit. Two posts from
 * one address on two instances would both count the replies before either commits: the
 * address's transaction-scoped advisory lock makes the second count after the first has
 * committed. Resolves to what it queued.
 */
export async function queueDeliveries(
  client: pg.ClientBase,
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
