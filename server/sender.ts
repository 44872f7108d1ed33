/**
 * What the outbox (server/outbox.ts) needs of each kind of delivery: how to make it, how long to
 * keep trying, and how to name it in the log. The e-mails (server/mail/smtp.ts) are retried for
 * ever, so a mail server that is down delays them and loses nothing; the webhook
 * (server/webhook.ts) is given up after its last attempt, and `/readyz` shows it.
 */
import type { StoredSubmission } from './store/submissions';

export interface Sender {
  /** Delivers, or rejects with what went wrong; a rejection is retried. */
  send(submission: StoredSubmission): Promise<void>;
  /** Attempts before the delivery is given up (`Infinity`: never). */
  maxAttempts: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** For the log: `sent submission ID`, `could not send submission ID`. */
  done(submissionId: string): string;
  failed(submissionId: string): string;
}
