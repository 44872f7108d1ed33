/** Submissions and times the store contract's suites share. */
import type { NewSubmission } from '../../../server/store/submissions';
import { validSubmission } from '../helpers';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** A fixed clock: the stores take the service's time, never their own. */
export const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
export const EVERY_KIND = ['notify', 'reply', 'webhook'] as const;
/** Room for as many replies as a test sends. */
export const NO_REPLY_LIMIT = { max: 100, windowMs: DAY_MS };

let sequence = 0;

/** A valid, non-spam submission received at `receivedAt`, queuing every kind of delivery. */
export function newSubmission(overrides: Partial<NewSubmission> = {}): NewSubmission {
  sequence += 1;
  return {
    id: `submission-${sequence}`,
    receivedAt: T0,
    language: 'en',
    value: { ...validSubmission, topic: 'sales', consent: true },
    spamReason: null,
    idempotencyKey: null,
    deliveries: [...EVERY_KIND],
    replyLimit: NO_REPLY_LIMIT,
    ...overrides,
  };
}

/** The same, sent with another address. */
export const from = (email: string, overrides: Partial<NewSubmission> = {}) =>
  newSubmission({
    value: { ...validSubmission, topic: 'sales', consent: true, email },
    ...overrides,
  });
