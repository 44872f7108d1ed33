/**
 * The submissions concern: what the form stored, spam included, and what follows from storing
 * it. Adding one queues its deliveries in the same transaction (decision 009: acknowledged only
 * once durably stored, deliveries and all), and so does releasing spam.
 */
import type { Language } from '../../machines/constants';
import type { ContactSubmission } from '../../src/contact/schema';
import type { DeliveryKind, DeliveryStatus, ReplyLimit } from './delivery-kinds';

export type SpamReason = 'honeypot' | 'tokenMissing' | 'tokenInvalid' | 'tokenExpired' | 'tooFast';

/** A stored submission. `consent` is what was stored with it, not what the schema requires. */
export interface StoredSubmission extends Omit<ContactSubmission, 'consent'> {
  id: string;
  receivedAt: number;
  language: Language;
  consent: boolean;
  spamReason: SpamReason | null;
  /** The key the form sent with it, if any: a second post with the same key stores nothing. */
  idempotencyKey: string | null;
  /** When it was released from spam (`submissions release`); null if it never was spam. */
  releasedAt: number | null;
  /** Every delivery queued for it (none for spam); empty on a submission the outbox claimed. */
  deliveries: DeliveryStatus[];
}

export interface NewSubmission {
  id: string;
  receivedAt: number;
  language: Language;
  value: ContactSubmission;
  spamReason: SpamReason | null;
  idempotencyKey: string | null;
  /** What to queue for it, unless it is spam (spam queues nothing). */
  deliveries: DeliveryKind[];
  /** A `reply` is queued only while the address has had fewer replies than this. */
  replyLimit: ReplyLimit;
}

/** What `add` stored, or found stored already under the same idempotency key. */
export interface StoredAnswer {
  id: string;
  language: Language;
  spamReason: SpamReason | null;
  /** False when an earlier post with the same key was stored: this one stored nothing. */
  created: boolean;
}

export interface ListOptions {
  since?: number;
  includeSpam?: boolean;
  /** Only what was filtered as spam. */
  spamOnly?: boolean;
}

export interface SubmissionStore {
  /**
   * Stores a submission and, unless it is spam, queues its deliveries, in one transaction: when
   * this resolves, the submission is durably stored with them. A `reply` is queued only while
   * fewer than `replyLimit.max` replies were queued for the same address (case-insensitive)
   * since `replyLimit.windowMs` before `receivedAt` (posts from one address on several instances
   * count each other's, whatever order they arrive in). A submission whose idempotency key is
   * stored already stores nothing and resolves to the first one.
   */
  add(submission: NewSubmission): Promise<StoredAnswer>;
  /** Oldest first, each with its deliveries. */
  list(options?: ListOptions): Promise<StoredSubmission[]>;
  /**
   * Deletes submissions (and their outbox rows) received before `before`, and spam received
   * before `spamBefore` (spam is kept for less long); returns how many.
   */
  purge(before: number, spamBefore?: number): Promise<number>;
  /**
   * Sends a submission filtered as spam on as if it had just arrived, in one transaction: clears
   * its spam reason, records `released_at`, and queues `deliveries` (the reply within
   * `replyLimit`, counted back from `now`). Resolves to what it queued, or undefined when no
   * spam has that id.
   */
  releaseSpam(
    id: string,
    deliveries: readonly DeliveryKind[],
    replyLimit: ReplyLimit,
    now: number,
  ): Promise<DeliveryKind[] | undefined>;
}

/** The delivery of `kind` queued for a submission, if any (the team's e-mail is `notify`). */
export const deliveryOf = (submission: StoredSubmission, kind: DeliveryKind) =>
  submission.deliveries.find((delivery) => delivery.kind === kind);
