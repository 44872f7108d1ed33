/**
 * The one interface the service keeps its data behind. `sqlite-store.ts` implements it (the
 * default, embedded); a PostgreSQL adapter would implement the same methods for several
 * instances behind a load balancer (docs/decisions/010-contact-store-and-scaling.md).
 */
import type { Language } from '../machines/constants';
import type { ContactDraft, ContactErrors, ContactSubmission } from '../src/contact/schema';

export type SpamReason = 'honeypot' | 'tokenMissing' | 'tokenInvalid' | 'tokenExpired' | 'tooFast';

export interface StoredSubmission extends ContactSubmission {
  id: string;
  receivedAt: number;
  language: Language;
  spamReason: SpamReason | null;
  /** When its e-mail went out; null while queued (or never, for spam). */
  sentAt: number | null;
  attempts: number;
}

export interface NewSubmission {
  id: string;
  receivedAt: number;
  language: Language;
  value: ContactSubmission;
  spamReason: SpamReason | null;
}

export interface OutboxItem {
  outboxId: number;
  attempts: number;
  submission: StoredSubmission;
}

export interface SavedDraft {
  language: Language;
  draft: ContactDraft;
  errors: ContactErrors;
}

export interface ContactStore {
  /**
   * Stores a submission and, unless it is spam, queues its e-mail, in one transaction: when
   * this returns, the submission is on disk.
   */
  addSubmission(submission: NewSubmission): void;
  listSubmissions(options?: { since?: number; includeSpam?: boolean }): StoredSubmission[];
  /** Deletes submissions (and their outbox rows) received before `before`; returns how many. */
  purgeSubmissions(before: number): number;

  /** Leases up to `limit` due e-mails until `leaseUntil`, so no other worker takes them. */
  claimDue(now: number, leaseUntil: number, limit: number): OutboxItem[];
  markSent(outboxId: number, now: number): void;
  markFailed(outboxId: number, error: string, nextAttemptAt: number): void;
  /** E-mails not sent yet. */
  pendingCount(): number;

  saveDraft(id: string, draft: SavedDraft, expiresAt: number): void;
  readDraft(id: string, now: number): SavedDraft | undefined;
  purgeDrafts(now: number): number;

  /** A setting, created with `create()` on first use (the token secret). */
  setting(key: string, create: () => string): string;
  close(): void;
}
