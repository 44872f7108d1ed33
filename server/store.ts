/**
 * The one interface the service keeps its data behind (docs/decisions/010-contact-store-and-scaling.md).
 * `sqlite-store.ts` implements it for one instance (the default, embedded, nothing to install);
 * `postgres-store.ts` for several instances sharing one database (`DATABASE_URL`). Every method
 * is asynchronous, and one that cannot reach its database rejects with `StoreUnavailable`, which
 * the service answers with 503 and `Retry-After`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../machines/constants';
import type {
  ContactDraft,
  ContactErrors,
  ContactSubmission,
  ContactTopic,
} from '../src/contact/schema';
import type { Erasure, ErasureResult, PersonalData } from './personal-data';

export type SpamReason = 'honeypot' | 'tokenMissing' | 'tokenInvalid' | 'tokenExpired' | 'tooFast';

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

export interface StoredSubmission extends ContactSubmission {
  id: string;
  receivedAt: number;
  language: Language;
  spamReason: SpamReason | null;
  /** The key the form sent with it, if any: a second post with the same key stores nothing. */
  idempotencyKey: string | null;
  /** When its e-mail to the team went out; null while queued (or never, for spam). */
  sentAt: number | null;
  attempts: number;
  /** When it was released from spam (`submissions release`); null if it never was spam. */
  releasedAt: number | null;
  /** Every delivery queued for it (none for spam); empty on a row the outbox claimed. */
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

/** What `addSubmission` stored, or found stored already under the same idempotency key. */
export interface StoredAnswer {
  id: string;
  language: Language;
  spamReason: SpamReason | null;
  /** False when an earlier post with the same key was stored: this one stored nothing. */
  created: boolean;
}

export interface OutboxItem {
  outboxId: number;
  kind: DeliveryKind;
  attempts: number;
  submission: StoredSubmission;
}

export interface SavedDraft {
  language: Language;
  draft: ContactDraft;
  errors: ContactErrors;
  /** The key the refused post carried, so the form shown again keeps it. */
  idempotencyKey?: string;
}

export interface OutboxState {
  /** Deliveries not made yet (and not given up). */
  pending: number;
  /** When the longest-waiting delivery that is due and not leased became due; null if none. */
  oldestDueAt: number | null;
  /** Deliveries given up after their last attempt (webhooks only). */
  failed: number;
}

export interface StoreHealth {
  /** The newest migration applied. */
  schemaVersion: number;
  /** The newest migration this code knows: fewer applied means another version migrated. */
  expectedVersion: number;
  outbox: OutboxState;
}

export interface ContactStore {
  /** `sqlite` or `postgres`, and where (no password), for the log and `/readyz`. */
  readonly kind: 'sqlite' | 'postgres';
  readonly location: string;

  /**
   * Stores a submission and, unless it is spam, queues its deliveries, in one transaction: when
   * this resolves, the submission is durably stored. A `reply` is queued only while fewer than
   * `replyLimit.max` replies were queued for the same address (case-insensitive) since
   * `replyLimit.windowMs` before `receivedAt` (posts from one address on several instances count
   * each other's, whatever order they arrive in). A submission whose idempotency key is stored
   * already stores nothing and resolves to the first one.
   */
  addSubmission(submission: NewSubmission): Promise<StoredAnswer>;
  listSubmissions(options?: {
    since?: number;
    includeSpam?: boolean;
    /** Only what was filtered as spam. */
    spamOnly?: boolean;
  }): Promise<StoredSubmission[]>;
  /**
   * Deletes submissions (and their outbox rows) received before `before`, and spam received
   * before `spamBefore` (spam is kept for less long); returns how many.
   */
  purgeSubmissions(before: number, spamBefore?: number): Promise<number>;

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
  outboxState(now: number, kinds?: readonly DeliveryKind[]): Promise<OutboxState>;

  saveDraft(id: string, draft: SavedDraft, expiresAt: number): Promise<void>;
  readDraft(id: string, now: number): Promise<SavedDraft | undefined>;
  purgeDrafts(now: number): Promise<number>;

  /**
   * Counts one post by `key` in a fixed window of `windowMs`, shared by every instance on the
   * store; resolves to the count so far and when the window ends.
   */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one post back (a limiter that counts only some answers). */
  unhit(key: string): Promise<void>;
  /** Forgets windows that have ended. */
  purgeHits(now: number): Promise<number>;

  /** A setting, created with `create()` on first use (the token secret); shared by instances. */
  setting(key: string, create: () => string): Promise<string>;
  /** Reaches the database and writes to it: what `/readyz` reports. */
  health(now: number): Promise<StoreHealth>;
  close(): Promise<void>;

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
  /**
   * Everything stored about an e-mail address, matched trimmed and case-insensitively: its
   * submissions, their outbox rows, the drafts and rate-limit windows that hold it.
   */
  findByEmail(address: string): Promise<PersonalData>;
  /**
   * Deletes what `findByEmail` finds and records the erasure in `erasures` (a hash of the
   * address, never the address), in one transaction; then scrubs the deleted rows from the
   * database's files (see `ErasureResult.scrubbed`).
   */
  eraseByEmail(address: string, now: number): Promise<ErasureResult>;
  /** The erasures recorded, oldest first. */
  listErasures(): Promise<Erasure[]>;
}

/** The database cannot be reached or written right now: the service answers 503, not 500. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A store's numbered migration files (`001-initial.sql`, …), in order: `[number, path]`. */
export function migrationFiles(folder: string): [number, string][] {
  return readdirSync(folder)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => [Number(file.slice(0, 3)), join(folder, file)]);
}

/** A submission joined with its notification's outbox row, as both stores' SQL returns it; `Time` is theirs. */
export interface SubmissionRow<Time> {
  id: string;
  received_at: Time;
  language: Language;
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: ContactTopic;
  message: string;
  spam_reason: SpamReason | null;
  idempotency_key: string | null;
  released_at: Time | null;
  /** The notification's outbox row (null for spam). */
  sent_at: Time | null;
  attempts: number | null;
}

/** An outbox row as both stores' SQL returns it for `listSubmissions`. */
export interface DeliveryRow<Time> {
  submission_id: string;
  kind: DeliveryKind;
  sent_at: Time | null;
  attempts: number;
  failed_at: Time | null;
  last_error: string | null;
}

/** Each submission's deliveries, by submission id, in the order of DELIVERY_KINDS. */
export function deliveriesById<Time>(
  rows: DeliveryRow<Time>[],
  toMs: (time: Time) => number,
): Map<string, DeliveryStatus[]> {
  const byId = new Map<string, DeliveryStatus[]>();
  const order = (kind: DeliveryKind) => DELIVERY_KINDS.indexOf(kind);
  for (const row of [...rows].sort((a, b) => order(a.kind) - order(b.kind))) {
    const list = byId.get(row.submission_id) ?? [];
    list.push({
      kind: row.kind,
      sentAt: row.sent_at === null ? null : toMs(row.sent_at),
      attempts: row.attempts,
      failedAt: row.failed_at === null ? null : toMs(row.failed_at),
      lastError: row.last_error,
    });
    byId.set(row.submission_id, list);
  }
  return byId;
}

/** A row as the interface returns it, times in milliseconds (`toMs` reads the store's times). */
export function submissionFromRow<Time>(
  row: SubmissionRow<Time>,
  toMs: (time: Time) => number,
  deliveries: DeliveryStatus[] = [],
): StoredSubmission {
  return {
    id: row.id,
    receivedAt: toMs(row.received_at),
    language: row.language,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    consent: true,
    spamReason: row.spam_reason,
    idempotencyKey: row.idempotency_key,
    sentAt: row.sent_at === null ? null : toMs(row.sent_at),
    attempts: row.attempts ?? 0,
    releasedAt: row.released_at === null ? null : toMs(row.released_at),
    deliveries,
  };
}
