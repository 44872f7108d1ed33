/**
 * What a delivery is, shared by the submissions and the deliveries concerns (decision 024): the
 * submissions store queues them, the deliveries store leases and marks them, and both report
 * their status. Kept apart from either so neither imports the other's file for it.
 */

/**
 * What the outbox delivers for a submission, one row each: the e-mail to the team (`notify`), the
 * reply to the visitor (`reply`), the post to the webhook (`webhook`).
 */
export type DeliveryKind = 'notify' | 'reply' | 'webhook';
export const DELIVERY_KINDS = ['notify', 'reply', 'webhook'] as const satisfies DeliveryKind[];

/** How many replies one address may be sent (case-insensitive) within a window. */
export interface ReplyLimit {
  max: number;
  windowMs: number;
}

/** One delivery of a submission, as `submissions list` and `/readyz` report it. */
export interface DeliveryStatus {
  kind: DeliveryKind;
  /** When it was delivered; null while queued (or given up). */
  sentAt: number | null;
  attempts: number;
  /** When the outbox gave up on it (only webhooks give up); null otherwise. */
  failedAt: number | null;
  lastError: string | null;
}
