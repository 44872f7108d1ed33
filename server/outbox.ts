/**
 * Forwards stored submissions by e-mail from the outbox table: due rows are leased, sent with
 * nodemailer (the visitor's address as Reply-To) and marked sent; a failure is retried with
 * exponential back-off, for ever, so a mail server that is down delays delivery and loses
 * nothing. The loop starts with the service, so a restart resumes whatever is queued.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { dictionaries } from '../src/i18n';
import type { ServiceConfig } from './config';
import type { ContactStore, StoredSubmission } from './store';

/** A lease longer than any SMTP exchange: a crashed worker's rows become due again after it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export interface Outbox {
  /** Sends every due e-mail now; resolves when the batch is done. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

function composeMail(
  submission: StoredSubmission,
  config: Pick<ServiceConfig, 'contactTo' | 'contactFrom'>,
) {
  const topic = dictionaries.en[`contact.topic.${submission.topic}`];
  const text = [
    `Name: ${submission.name}`,
    `E-mail: ${submission.email}`,
    `Company: ${submission.company}`,
    `Phone: ${submission.phone || '—'}`,
    `Topic: ${topic}`,
    `Language: ${submission.language}`,
    `Received: ${new Date(submission.receivedAt).toISOString()}`,
    `Reference: ${submission.id}`,
    '',
    submission.message,
    '',
  ].join('\n');
  return {
    from: config.contactFrom,
    to: config.contactTo,
    replyTo: { name: submission.name, address: submission.email },
    subject: `Website enquiry: ${topic} — ${submission.company}`,
    text,
    headers: { 'X-Kavana-Submission': submission.id },
  };
}

export function startOutbox(
  store: ContactStore,
  config: ServiceConfig,
  now = () => Date.now(),
): Outbox {
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as object)
    : undefined;
  if (!transport) {
    config.log(
      `SMTP_URL is not set: submissions are stored and queued, not sent (${store.pendingCount()} queued). Read them with \`npm run submissions -- list\`.`,
    );
  }

  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function sendDue() {
    if (!transport) return;
    for (;;) {
      const items = store.claimDue(now(), now() + LEASE_MS, BATCH);
      if (items.length === 0) return;
      for (const item of items) {
        try {
          await transport.sendMail(composeMail(item.submission, config));
          store.markSent(item.outboxId, now());
          config.log(`sent submission ${item.submission.id}`);
        } catch (error) {
          const attempts = item.attempts + 1;
          const delay = backoff(attempts, config.outboxBaseDelayMs, config.outboxMaxDelayMs);
          store.markFailed(item.outboxId, String(error), now() + delay);
          config.log(
            `could not send submission ${item.submission.id} (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${String(error)}`,
          );
        }
        if (stopped) return;
      }
    }
  }

  const flush = () => (running ??= sendDue().finally(() => (running = undefined)));

  const tick = () => {
    void flush().finally(() => {
      if (!stopped) timer = setTimeout(tick, config.outboxPollMs).unref();
    });
  };
  tick();

  return {
    flush,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
