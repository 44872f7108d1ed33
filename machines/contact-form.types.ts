import type { Language } from './constants';

/**
 * The contact form's types: what a visitor fills in, as the form machine, the page, the service
 * and the build all know it (the fields in order, a draft, its errors, the rules' type, what a
 * post sends and what the service answers), and the machine's input, context and events. The
 * machine is `contact-form.machine.ts`.
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

export interface ContactFormInput {
  language: Language;
  /** The rules every draft is checked against, as it changes and before it is posted. */
  validate: ContactValidator;
  /** A draft kept from before (sessionStorage, or the service after a form post). */
  draft?: Partial<ContactDraft>;
  /** Errors the service found in a form post without JavaScript. */
  errors?: ContactErrors;
  /** The key that draft was posted (or kept) with; without one, the machine makes a new one. */
  idempotencyKey?: string;
}

export interface ContactFormContext {
  language: Language;
  /** The rules the form was started with (`input.validate`). */
  validate: ContactValidator;
  draft: ContactDraft;
  /** The errors shown: empty until the visitor first submits. */
  errors: ContactErrors;
  /** The time-trap token the service issued when the form opened. */
  token: string | null;
  /** The stored submission's id, once sent. */
  submissionId: string | null;
  /**
   * The draft's idempotency key: one per draft, kept with it (`persistDraft`) and sent with
   * every post of it, so the service stores the draft once however often it is posted. It comes
   * from `input` (a kept draft's, or the one a refused form post carried), else from
   * `renewIdempotencyKey`. `sent` is final: a new draft means a new form (a new actor, a new
   * key), so the machine never renews a key it has posted. Empty only where no key is made (the
   * server's render: the prerendered page is the same for every visitor).
   */
  idempotencyKey: string;
}

export type ContactFormEvent =
  | ({ type: 'contact.fieldChanged' } & ContactFieldChange)
  | { type: 'contact.submit' }
  | { type: 'contact.retry' };

export type ValidationScope = 'all' | 'shown';
