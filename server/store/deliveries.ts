/**
 * The deliveries concern: the outbox that every instance drains (decisions 010 and 024). Rows
 * are queued by the submissions store, in the transaction that stores their submission; here
 * they are leased to one worker, marked sent or failed, and counted for `/readyz`.
 */
import type { DeliveryKind } from './delivery-kinds';
import type { StoredSubmission } from './submissions';

/** A leased delivery, with the submission it delivers (its `deliveries` left empty). */
export interface OutboxItem {
  outboxId: number;
  kind: DeliveryKind;
  /** Attempts made so far: the back-off and the webhook's last attempt count from it. */
  attempts: number;
  submission: StoredSubmission;
}

export interface OutboxState {
  /** Deliveries not made yet (and not given up). */
  pending: number;
  /** When the longest-waiting delivery that is due and not leased became due; null if none. */
  oldestDueAt: number | null;
  /** Deliveries given up after their last attempt (webhooks only). */
  failed: number;
}

export interface DeliveryStore {
  /**
   * Leases up to `limit` due deliveries of the `kinds` this worker can make to `worker` until
   * `leaseUntil`: no other worker takes them until it runs out (an instance that died holds its
   * leases no longer than that).
   */
  claimDue(
    now: number,
    leaseUntil: number,
    limit: number,
    worker: string,
    kinds?: readonly DeliveryKind[],
  ): Promise<OutboxItem[]>;
  markSent(outboxId: number, now: number): Promise<void>;
  /**
   * Records a failed attempt: due again at `nextAttemptAt`, or, with `null`, given up at `now`
   * (`failed_at`), never claimed again.
   */
  markFailed(
    outboxId: number,
    error: string,
    nextAttemptAt: number | null,
    now: number,
  ): Promise<void>;
  /** Gives back the leases `worker` holds (on shutdown), so another instance sends them now. */
  releaseLeases(worker: string): Promise<number>;
  /** `pending` and `oldestDueAt` over the `kinds` named (every kind by default). */
  state(now: number, kinds?: readonly DeliveryKind[]): Promise<OutboxState>;
}
