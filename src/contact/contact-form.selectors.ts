import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from '../../machines/contact-form.machine';

type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** What the form shows: the four situations a visitor can see. */
export type ContactFormStatus = 'editing' | 'submitting' | 'sent' | 'failed';

export const selectStatus = (snapshot: ContactFormSnapshot): ContactFormStatus => {
  if (snapshot.matches('sent')) return 'sent';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.hasTag('busy')) return 'submitting';
  return 'editing';
};
export const selectDraft = (snapshot: ContactFormSnapshot) => snapshot.context.draft;
export const selectErrors = (snapshot: ContactFormSnapshot) => snapshot.context.errors;
export const selectIdempotencyKey = (snapshot: ContactFormSnapshot) =>
  snapshot.context.idempotencyKey;
