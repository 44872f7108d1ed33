import type { Language } from './constants';

/**
 * What a visitor fills in on the contact form, as the form machine, the page, the service and the
 * build all know it: the fields in order, a draft, its errors, the rules' type, what a post sends
 * and what the service answers. The machine is `contact-form.machine.ts`.
 */

/** The fields a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'topic',
  'message',
  'consent',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, as strings and one checkbox (a draft, before validation). */
export type ContactDraft = Record<Exclude<ContactField, 'consent'>, string> & { consent: boolean };

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  company: '',
  phone: '',
  topic: '',
  message: '',
  consent: false,
};

export type ContactErrorCode = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The service's answer to a post it could read: stored, or the fields it refused. */
export type ContactSubmitResult = { ok: true; id: string } | { ok: false; errors: ContactErrors };

export interface ContactSubmitInput {
  draft: ContactDraft;
  token: string | null;
  language: Language;
  /** The draft's key: the same for every post of it, retries included. */
  idempotencyKey: string;
}

/** What is kept of a draft between page loads: the fields and the key they are posted with. */
export interface ContactKeptDraft {
  draft: ContactDraft;
  idempotencyKey: string;
}

/**
 * The form's rules: a draft's errors, by field (none when it may be posted). Pure, with no
 * language: the codes name the messages (`src/contact/schema.ts`: `contactDraftErrors`).
 */
export type ContactValidator = (draft: ContactDraft) => ContactErrors;

export type ContactFieldChange =
  { field: Exclude<ContactField, 'consent'>; value: string } | { field: 'consent'; value: boolean };
