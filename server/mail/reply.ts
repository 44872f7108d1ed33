/**
 * The reply to a visitor's enquiry, in the language of the form they used (issue #37): thanks by
 * name, what happens next and when, the reference, the company's contact details and the privacy
 * notice, as plain text and simple HTML (right to left in Hebrew, with the e-mail address and
 * phone kept left to right). It never repeats what the visitor typed beyond their name, so the
 * form cannot be used to send a stranger someone else's words; the store caps how many replies
 * one address gets (`replyLimit`). Its Message-ID is the submission's, the same on a resend.
 */
import type { SendMailOptions } from 'nodemailer';
import type { Language } from '../../machines/constants';
import { company, SITE_ORIGIN } from '../../src/config/site';
import { en, type ReplyMessageKey, type ReplyMessages } from '../../src/i18n/reply/en';
import { he } from '../../src/i18n/reply/he';
import { pageHref } from '../../src/routes';
import type { ServiceConfig } from '../config';
import type { StoredSubmission } from '../store/submissions';
import { messageIdOf } from './message-id';
import { inboxOf } from './notification';

const replies: Record<Language, ReplyMessages> = { en, he };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A message with its `{placeholders}` replaced (values already escaped for HTML, if need be). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The privacy notice in the visitor's language, on the site's public origin. */
const privacyUrl = (language: Language, origin: string | undefined) =>
  `${(origin ?? SITE_ORIGIN).replace(/\/$/, '')}${pageHref('privacy', language)}`;

export function composeReply(
  submission: StoredSubmission,
  config: Pick<ServiceConfig, 'contactTo' | 'contactFrom' | 'contactRoutes' | 'publicOrigin'>,
): SendMailOptions {
  const { language } = submission;
  const t = (key: ReplyMessageKey) => replies[language][key];
  const privacy = privacyUrl(language, config.publicOrigin);
  const contact: [ReplyMessageKey, string][] = [
    ['reply.email', company.email],
    ['reply.phone', company.phone.display],
    ['reply.hours', company.officeHours[language]],
    ['reply.address', `${company.legalName[language]}, ${company.postalAddress[language]}`],
  ];

  const text = [
    fill(t('reply.greeting'), { name: submission.name }),
    '',
    t('reply.received'),
    '',
    t('reply.next'),
    '',
    fill(t('reply.reference'), { reference: submission.id }),
    '',
    t('reply.reach'),
    ...contact.map(([label, value]) => `${t(label)}: ${value}`),
    '',
    fill(t('reply.privacy'), { privacy }),
    '',
    t('reply.signature'),
    '',
    '-- ',
    t('reply.why'),
    '',
  ].join('\n');

  // The e-mail address and the phone number read left to right inside a Hebrew sentence.
  const ltr: Record<ReplyMessageKey, string> = {
    ...Object.fromEntries(contact.map(([label, value]) => [label, escapeHtml(value)])),
    'reply.email': `<a href="mailto:${company.email}" dir="ltr">${company.email}</a>`,
    'reply.phone': `<a href="tel:${company.phone.international}" dir="ltr">${company.phone.display}</a>`,
  } as Record<ReplyMessageKey, string>;
  const paragraph = (html: string) => `<p>${html}</p>`;
  const html = `<!doctype html>
<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('reply.subject'))}</title>
</head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
${paragraph(escapeHtml(t('reply.greeting')).replace('{name}', `<bdi>${escapeHtml(submission.name)}</bdi>`))}
${paragraph(escapeHtml(t('reply.received')))}
${paragraph(escapeHtml(t('reply.next')))}
${paragraph(escapeHtml(t('reply.reference')).replace('{reference}', `<bdi dir="ltr">${submission.id}</bdi>`))}
${paragraph(escapeHtml(t('reply.reach')))}
<ul>
${contact.map(([label]) => `<li>${escapeHtml(t(label))}: ${ltr[label]}</li>`).join('\n')}
</ul>
${paragraph(escapeHtml(t('reply.privacy')).replace('{privacy}', `<a href="${escapeHtml(privacy)}">${escapeHtml(t('reply.privacyLink'))}</a>`))}
${paragraph(escapeHtml(t('reply.signature')))}
<hr>
<p style="font-size: 13px; color: #555;">${escapeHtml(t('reply.why'))}</p>
</body>
</html>
`;

  return {
    from: config.contactFrom,
    to: { name: submission.name, address: submission.email },
    // The visitor's answer goes to the team that handles the topic.
    replyTo: inboxOf(submission, config),
    subject: t('reply.subject'),
    text,
    html,
    messageId: messageIdOf('reply', submission.id, config.contactFrom),
    headers: {
      // RFC 3834: an automatic reply, which other auto-responders must not answer.
      'Auto-Submitted': 'auto-replied',
      'Content-Language': language,
    },
  };
}
