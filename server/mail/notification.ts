/**
 * The e-mail to the team about an enquiry: every field, the visitor as Reply-To, to the inbox of
 * its topic (`CONTACT_ROUTES`), else to `CONTACT_TO`. The inbox is chosen when it is sent, so a
 * change of routes applies to what is still queued.
 */
import type { SendMailOptions } from 'nodemailer';
import { dictionaries } from '../../src/i18n';
import type { ServiceConfig } from '../config';
import type { StoredSubmission } from '../store/submissions';
import { messageIdOf } from './message-id';

/** The team's inbox for a topic. */
export const inboxOf = (
  submission: Pick<StoredSubmission, 'topic'>,
  config: Pick<ServiceConfig, 'contactTo' | 'contactRoutes'>,
) => config.contactRoutes[submission.topic] ?? config.contactTo;

export function composeNotification(
  submission: StoredSubmission,
  config: Pick<ServiceConfig, 'contactTo' | 'contactFrom' | 'contactRoutes'>,
): SendMailOptions {
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
    to: inboxOf(submission, config),
    replyTo: { name: submission.name, address: submission.email },
    subject: `Website enquiry: ${topic} — ${submission.company}`,
    text,
    messageId: messageIdOf('submission', submission.id, config.contactFrom),
    headers: { 'X-Kavana-Submission': submission.id },
  };
}
