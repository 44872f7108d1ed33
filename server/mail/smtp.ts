/**
 * The two e-mails of a submission, sent with nodemailer over `SMTP_URL`: the notification to the
 * team and the reply to the visitor. Retried for ever: a mail server that is down delays them and
 * loses nothing.
 */
import nodemailer from 'nodemailer';
import type { ServiceConfig } from '../config';
import type { Sender } from '../sender';
import { composeNotification } from './notification';
import { composeReply } from './reply';

export interface SmtpSenders {
  notify: Sender;
  reply: Sender;
  close(): void;
}

/** The senders over `SMTP_URL`, or undefined when it is unset (messages stay queued). */
export function smtpSenders(config: ServiceConfig): SmtpSenders | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  const retry = { maxAttempts: Infinity, maxDelayMs: config.outboxMaxDelayMs };
  return {
    notify: {
      ...retry,
      send: async (submission) =>
        void (await transport.sendMail(composeNotification(submission, config))),
      done: (id) => `sent submission ${id}`,
      failed: (id) => `could not send submission ${id}`,
    },
    reply: {
      ...retry,
      send: async (submission) => void (await transport.sendMail(composeReply(submission, config))),
      done: (id) => `sent the reply to submission ${id}`,
      failed: (id) => `could not send the reply to submission ${id}`,
    },
    close: () => transport.close(),
  };
}
