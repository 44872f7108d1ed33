/**
 * The signed webhook (issue #37): each enquiry that is not spam is posted as JSON to
 * `CONTACT_WEBHOOK_URL` (a CRM, a chat), from the outbox, so it is retried and never lost.
 *
 *   POST <url>
 *   Content-Type: application/json
 *   X-Kavana-Signature: sha256=<hex HMAC-SHA256 of the body's bytes, keyed with the secret>
 *   Idempotency-Key: <submission id>
 *
 *   { "id", "receivedAt" (ISO 8601), "language", "topic",
 *     "fields": { "name", "email", "company", "phone", "message" } }
 *
 * Any 2xx answer counts as delivered; anything else, a redirect included, or no answer within
 * the time-out, is retried with capped exponential back-off, and given up after the last attempt.
 * Delivery is at least once: a resend carries the same body and Idempotency-Key, so the receiver
 * can recognise it.
 */
import { createHmac } from 'node:crypto';
import type { WebhookConfig } from './config';
import type { Sender } from './sender';
import type { StoredSubmission } from './store/submissions';

export const SIGNATURE_HEADER = 'X-Kavana-Signature';

export function webhookBody(submission: StoredSubmission): string {
  return JSON.stringify({
    id: submission.id,
    receivedAt: new Date(submission.receivedAt).toISOString(),
    language: submission.language,
    topic: submission.topic,
    fields: {
      name: submission.name,
      email: submission.email,
      company: submission.company,
      phone: submission.phone,
      message: submission.message,
    },
  });
}

/** `sha256=<hex>`: what the receiver computes over the raw body with the shared secret. */
export const signature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

export function webhookSender(webhook: WebhookConfig): Sender {
  return {
    maxAttempts: webhook.maxAttempts,
    maxDelayMs: webhook.maxDelayMs,
    done: (id) => `posted submission ${id} to the webhook`,
    failed: (id) => `could not post submission ${id} to the webhook`,
    async send(submission) {
      const body = webhookBody(submission);
      const response = await fetch(webhook.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kavana-Webhook/1',
          [SIGNATURE_HEADER]: signature(body, webhook.secret),
          'idempotency-key': submission.id,
        },
        body,
        signal: AbortSignal.timeout(webhook.timeoutMs),
      });
      // The answer's body is not read: let the connection go.
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) {
        throw new Error(`the webhook answered ${response.status} ${response.statusText}`.trim());
      }
    },
  };
}
