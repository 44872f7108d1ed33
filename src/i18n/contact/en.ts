/**
 * English messages of the contact form and of the pages the contact service renders. They load
 * with the form's island, not with the chrome (src/i18n/messages.ts); the shape of this object is
 * the `ContactMessages` type the Hebrew ones must satisfy. The form's toasts are in `../toast`: the
 * toast view shows them, and may outlive the form.
 */
export const en = {
  'contact.error.name.required': 'Enter your name',
  'contact.error.name.tooLong': 'Your name must be 120 characters or fewer',
  'contact.error.name.invalid': 'Enter your name',
  'contact.error.email.required': 'Enter your work e-mail address',
  'contact.error.email.invalid':
    'Enter an e-mail address in the right format, like name@company.co.il',
  'contact.error.email.tooLong': 'Your e-mail address must be 254 characters or fewer',
  'contact.error.company.required': 'Enter the name of your company',
  'contact.error.company.tooLong': 'The company name must be 160 characters or fewer',
  'contact.error.company.invalid': 'Enter the name of your company',
  'contact.error.phone.invalid':
    'Enter a phone number like 050-123-4567 or +972 50 123 4567, or leave it empty',
  'contact.error.phone.tooLong': 'The phone number must be 32 characters or fewer',
  'contact.error.topic.required': 'Choose what you would like to talk about',
  'contact.error.topic.invalid': 'Choose one of the topics in the list',
  'contact.error.message.required': 'Write your message',
  'contact.error.message.tooShort': 'Your message must be at least 20 characters',
  'contact.error.message.tooLong': 'Your message must be 4,000 characters or fewer',
  'contact.error.message.invalid': 'Write your message',
  'contact.error.consent.required': 'Confirm that you have read the privacy notice',
  'contact.error.consent.invalid': 'Confirm that you have read the privacy notice',
  'contact.form.label': 'Contact form',
  'contact.field.name': 'Your name',
  'contact.field.email': 'Work e-mail',
  'contact.field.company': 'Company',
  'contact.field.phone': 'Phone',
  'contact.field.optional': '(optional)',
  'contact.field.phone.hint': 'For example 050-123-4567 or +972 50 123 4567',
  'contact.field.topic': 'What would you like to talk about?',
  'contact.field.topic.placeholder': 'Choose a topic',
  'contact.field.message': 'Your message',
  'contact.field.message.hint': 'Between 20 and 4,000 characters.',
  'contact.field.message.count': '{count} of {max} characters',
  'contact.field.consent':
    'I agree that Kavana Analytics keeps these details to answer me, as the {privacy} describes.',
  'contact.field.consent.link': 'privacy notice',
  'contact.honeypot': 'Leave this field empty',
  'contact.topic.decisionMaking': 'Decision making',
  'contact.topic.customerInsights': 'Customer insights',
  'contact.topic.procurement': 'Smart procurement',
  'contact.topic.qualityControl': 'Quality control',
  'contact.topic.sales': 'Sales analytics',
  'contact.topic.queueManagement': 'Queue management',
  'contact.topic.smartInventory': 'Smart inventory',
  'contact.topic.customSolutions': 'Custom solutions',
  'contact.topic.other': 'Something else',
  'contact.submit': 'Send message',
  'contact.submitting': 'Sending…',
  'contact.errorSummary.title': 'There is a problem',
  'contact.errorTitlePrefix': 'Error: ',
  'contact.failed.title': 'Your message was not sent',
  'contact.failed.text':
    'We could not reach our server. Everything you wrote is still here; try again in a moment.',
  'contact.retry': 'Try again',
  'contact.sent.title': 'Thank you, your message has been sent',
  'contact.sent.text':
    'An analyst will reply to the address you gave within one business day. You can close this page.',
  'contact.unavailable.title': 'Your message could not be received just now',
  'contact.unavailable.text':
    'Nothing was stored. Go back with your browser’s Back button: what you wrote is still in the form. Please send it again in a minute.',
  'contact.unavailable.link': 'Open the contact form',
} as const;

export type ContactMessageKey = keyof typeof en;
export type ContactMessages = { readonly [K in ContactMessageKey]: string };
