/**
 * Rows as both stores' SQL returns them, read into the interfaces' shapes. The two databases
 * keep times differently (milliseconds in SQLite, `timestamptz` in PostgreSQL: `Time`) and
 * booleans too (0 and 1, `boolean`); each store passes its own `toMs`.
 */
import type { Language } from '../../machines/constants';
import type { ContactTopic } from '../../src/contact/schema';
import { DELIVERY_KINDS, type DeliveryKind, type DeliveryStatus } from './delivery-kinds';
import type { SpamReason, StoredSubmission } from './submissions';

/** A row of `submissions`. */
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
  /** As given: 1 or 0 in SQLite, a boolean in PostgreSQL (migration 005). */
  consent: boolean | number;
  spam_reason: SpamReason | null;
  idempotency_key: string | null;
  released_at: Time | null;
}

/** An outbox row, as `submissions.list` reads it. */
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

/** A row as the interface returns it, times in milliseconds. */
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
    consent: row.consent === true || row.consent === 1,
    spamReason: row.spam_reason,
    idempotencyKey: row.idempotency_key,
    releasedAt: row.released_at === null ? null : toMs(row.released_at),
    deliveries,
  };
}
