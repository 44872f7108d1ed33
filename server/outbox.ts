/**
 * Delivers what the store queued for each submission, from the outbox table: the e-mail to the
 * team, the reply to the visitor (both by SMTP, when SMTP_URL is set) and the post to the webhook
 * (when it is configured). Due rows of the kinds this instance can deliver are leased to this
 * worker, handed to the sender of their kind (server/sender.ts) and marked sent; a failure is
 * retried with exponential back-off, for ever for an e-mail (a mail server that is down delays
 * delivery and loses nothing) and up to the webhook's last attempt, when it is given up and shown
 * by `/readyz`. Every instance runs one; the loop starts with the service, so a restart resumes
 * whatever is queued.
 *
 * Delivery is at least once: a crash between the receiver's answer and marking the row sent
 * delivers it again once the lease runs out. The resend carries the same `Message-ID` (one per
 * submission and kind) or `Idempotency-Key`, so the receiver can recognise it.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ServiceConfig } from './config';
import { smtpSenders } from './mail/smtp';
import type { Sender } from './sender';
import type { DeliveryStore, OutboxItem } from './store/deliveries';
import type { DeliveryKind } from './store/delivery-kinds';
import { webhookSender } from './webhook';

/** A lease longer than any delivery: a crashed worker's rows become due again after it. */
const LEASE_MS = 2 * 60_000;
/**
 * Rows claimed at a time: one, so a worker that dies strands at most the delivery it was making
 * until its lease runs out (a batch of 20 left 20 e-mails two minutes late after a crash).
 */
const CLAIM = 1;

export interface Outbox {
  /** This worker's name in the outbox's leases. */
  readonly worker: string;
  /** Whether e-mails are sent at all (SMTP_URL is set). */
  readonly sending: boolean;
  /** The kinds of delivery this instance makes (the others stay queued for one that can). */
  readonly kinds: readonly DeliveryKind[];
  /** Makes every due delivery now; resolves when the batch is done. */
  flush(): Promise<void>;
  /** Claims nothing more, finishes the delivery being made and gives back the other leases. */
  stop(): Promise<void>;
}

function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

export async function startOutbox(
  deliveries: DeliveryStore,
  config: ServiceConfig,
  now = () => Date.now(),
): Promise<Outbox> {
  const smtp = smtpSenders(config);
  const senders: Partial<Record<DeliveryKind, Sender>> = {
    ...(smtp && { notify: smtp.notify, reply: smtp.reply }),
    ...(config.webhook && { webhook: webhookSender(config.webhook) }),
  };
  const kinds = Object.keys(senders) as DeliveryKind[];
  if (!smtp) {
    const { pending } = await deliveries.state(now(), ['notify', 'reply']);
    config.log(
      `SMTP_URL is not set: submissions are stored and queued, not sent (${pending} queued). Read them with \`npm run submissions -- list\`.`,
    );
  }
  const worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliver(item: OutboxItem) {
    const sender = senders[item.kind]!;
    const { id } = item.submission;
    try {
      await sender.send(item.submission);
    } catch (error) {
      const attempts = item.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= sender.maxAttempts) {
        await deliveries.markFailed(item.outboxId, reason, null, now());
        config.log(`${sender.failed(id)} (attempt ${attempts}, the last): gave up: ${reason}`);
        return;
      }
      const delay = backoff(attempts, config.outboxBaseDelayMs, sender.maxDelayMs);
      await deliveries.markFailed(item.outboxId, reason, now() + delay, now());
      config.log(
        `${sender.failed(id)} (attempt ${attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`,
      );
      return;
    }
    await deliveries.markSent(item.outboxId, now());
    config.log(sender.done(id));
  }

  async function deliverDue() {
    if (kinds.length === 0) return;
    while (!stopped) {
      const items = await deliveries.claimDue(now(), now() + LEASE_MS, CLAIM, worker, kinds);
      if (items.length === 0) return;
      for (const item of items) {
        if (stopped) return;
        await deliver(item);
      }
    }
  }

  /** One batch at a time; a store that cannot be reached is tried again at the next poll. */
  const flush = () =>
    (running ??= deliverDue()
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
    sending: smtp !== undefined,
    kinds,
    flush,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      const released = await deliveries.releaseLeases(worker).catch(() => 0);
      if (released > 0) config.log(`outbox: gave back ${released} leased delivery(s)`);
      smtp?.close();
    },
  };
}
