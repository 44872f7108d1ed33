/**
 * The e-mail the contact service sends a visitor after their enquiry (server/mail/reply.ts), in
 * the language of the form they used. Placeholders in braces are filled in when it is sent:
 * `{name}` is the only thing the visitor typed that it repeats. The shape of this object is the
 * `ReplyMessages` type the Hebrew one must satisfy.
 */
export const en = {
  'reply.subject': 'We have received your enquiry – Kavana Analytics',
  'reply.greeting': 'Hello {name},',
  'reply.received': 'Thank you for writing to Kavana Analytics. Your enquiry has reached us.',
  'reply.next':
    'What happens next: an analyst who could work on your project will read it and reply to this address within one business day.',
  'reply.reference':
    'Your reference is {reference}. Please quote it if you write to us about this enquiry.',
  'reply.reach': 'To reach us in the meantime:',
  'reply.email': 'E-mail',
  'reply.phone': 'Phone',
  'reply.hours': 'Office hours',
  'reply.address': 'Address',
  'reply.privacy': 'How we keep and use the details you gave us: {privacy}',
  'reply.privacyLink': 'our privacy notice',
  'reply.signature': 'The Kavana Analytics team',
  'reply.why':
    'This is an automatic reply: this address was entered in the contact form on our website. If it was not you, you can ignore this e-mail.',
} as const;

export type ReplyMessageKey = keyof typeof en;
export type ReplyMessages = { readonly [K in ReplyMessageKey]: string };
