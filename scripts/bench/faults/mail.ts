/** The SMTP sink the fault bench's services send to, each message read as the figures need it. */
import { mailHeader, startSmtpSink } from '../../lib/smtp-sink';

export interface SinkMail {
  /** The team's e-mail (`<submission.ID@…>`) or the visitor's reply (`<reply.ID@…>`). */
  kind: 'notify' | 'reply';
  /** The submission's id: the team's `X-Kavana-Submission` header, or the reply's Message-ID. */
  submission: string | undefined;
  messageId: string | undefined;
  at: number;
}

/**
 * The shared SMTP sink (scripts/lib/smtp-sink.ts), each message read as the figures need it:
 * whose submission it carries, which of its e-mails it is, and its Message-ID.
 */
export async function startMailSink({ delayMs = 0 } = {}) {
  const sink = await startSmtpSink({ delayMs });
  return {
    get mails(): SinkMail[] {
      return sink.received.map(({ raw, at }) => {
        const messageId = mailHeader(raw, 'Message-ID');
        const reply = /^<reply\.([^@]+)@/.exec(messageId ?? '');
        return {
          kind: reply ? ('reply' as const) : ('notify' as const),
          submission: reply ? reply[1] : mailHeader(raw, 'X-Kavana-Submission'),
          messageId,
          at,
        };
      });
    },
    url: sink.url,
    close: sink.close,
  };
}
