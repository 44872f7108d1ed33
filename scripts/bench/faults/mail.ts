/** The SMTP sink the fault bench's services send to, each message read as the figures need it. */
import { mailHeader, startSmtpSink } from '../../lib/smtp-sink';

export interface SinkMail {
  /** The `X-Kavana-Submission` header: the submission's id. */
  submission: string | undefined;
  messageId: string | undefined;
  at: number;
}

/**
 * The shared SMTP sink (scripts/lib/smtp-sink.ts), each message read as the figures need it:
 * whose submission it carries and its Message-ID.
 */
export async function startMailSink({ delayMs = 0 } = {}) {
  const sink = await startSmtpSink({ delayMs });
  return {
    get mails(): SinkMail[] {
      return sink.received.map(({ raw, at }) => ({
        submission: mailHeader(raw, 'X-Kavana-Submission'),
        messageId: mailHeader(raw, 'Message-ID'),
        at,
      }));
    },
    url: sink.url,
    close: sink.close,
  };
}
