/**
 * Forwards stored submissions by e-mail from the outbox table: due rows are leased to this
 * worker, sent with nodemailer (the visitor's address as Reply-To) and marked sent; a failure is
 * retried with exponential back-off, for ever, so a mail server that is down delays delivery and
 * loses nothing. Every instance runs one; the loop starts with the service, so a restart resumes
 * whatever is queued.
 *
 * Delivery is at least once: a crash between the mail server's answer and marking the row sent
 * sends the message again once the lease runs out. The resend carries the same `Message-ID`
 * (one per submission), so the mail system can recognise it.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { dictionaries } from '../src/i18n';
import type { ServiceConfig } from './config';
import type { ContactStore, OutboxItem, StoredSubmission } from './store';

/** A lease longer than any SMTP exchange: a crashed worker's rows become due again after it. */
const LEASE_MS = 2 * 60_000;
/**
 * Rows claimed at a time: one, so a worker that dies strands at most the message it was sending
 * until its lease runs out (a batch of 20 left 20 e-mails two minutes late after a crash).
 */
const CLAIM = 1;

export interface Outbox {
  /** This worker's name in the outbox's leases. */
  readonly worker: string;
  /** Whether messages are sent at all (SMTP_URL is set). */
  readonly sending: boolean;
  /** Sends every due e-mail now; resolves when the batch is done. */
  flush(): Promise<void>;
  /** Claims nothing more, finishes the message being sent and gives back the other leases. */
  stop(): Promise<void>;
}

function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** The domain of the From address, for the Message-ID (RFC 5322 wants one the sender owns). */
function senderDomain(from: string): string {
  return /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'kavana-analytics.co.il';
}

/** One Message-ID per submission, the same on every attempt. */
export const messageIdOf = (submissionId: string, from: string) =>
  `<submission.${submissionId}@${senderDomain(from)}>`;

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
    messageId: messageIdOf(submission.id, config.contactFrom),
    headers: { 'X-Kavana-Submission': submission.id },
  };
}

export async function startOutbox(
  store: ContactStore,
  config: ServiceConfig,
  now = () => Date.now(),
): Promise<Outbox> {
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as object)
    : undefined;
  if (!transport) {
    const { pending } = await store.outboxState(now());
    config.log(
      `SMTP_URL is not set: submissions are stored and queued, not sent (${pending} queued). Read them with \`npm run submissions -- list\`.`,
    );
  }
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function send(item: OutboxItem) {
    try {
      await transport!.sendMail(composeMail(item.submission, config));
    } catch (error) {
      const attempts = item.attempts + 1;
      const delay = backoff(attempts, config.outboxBaseDelayMs, config.outboxMaxDelayMs);
      await store.markFailed(item.outboxId, String(error), now() + delay);
      config.log(
        `could not send submission ${item.submission.id} (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${String(error)}`,
      );
      return;
    }
    await store.markSent(item.outboxId, now());
    config.log(`sent submission ${item.submission.id}`);
  }

  async function sendDue() {
    if (!transport) return;
    while (!stopped) {
      const items = await store.claimDue(now(), now() + LEASE_MS, CLAIM, worker);
      if (items.length === 0) return;
      for (const item of items) {
        if (stopped) return;
        await send(item);
      }
    }
  }

  /** One batch at a time; a store that cannot be reached is tried again at the next poll. */
  const flush = () =>
    (running ??= sendDue()
      .catch((error: unknown) => {
        config.log(`outbox: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => (running = undefined)));

  const tick = () => {
    void flush().finally(() => {
      if (!stopped) timer = setTimeout(tick, config.outboxPollMs).unref();
    });
  };
  tick();

  return {
    worker,
    sending: transport !== undefined,
    flush,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      const released = await store.releaseLeases(worker).catch(() => 0);
      if (released > 0) config.log(`outbox: gave back ${released} leased message(s)`);
      transport?.close();
    },
  };
}
