/**
 * The contact form's one schema, shared by the browser (the form machine validates before it
 * posts) and the service (`server/`, which validates again and never trusts the browser).
 *
 * It knows no language: a failed field reports an error code, and `contactErrorKey` turns the
 * field and code into a message key of the typed dictionaries, so each side shows the message in
 * the visitor's language. See docs/decisions/007-valibot-contact-schema.md.
 */
import * as v from 'valibot';
import {
  CONTACT_FIELDS,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
  type ContactValidator,
} from '../../machines/contact-form.types';
import type { ContactMessageKey } from '../i18n';

// The form's shape lives beside its machine (machines/ imports nothing from src/); the rules here.
export {
  CONTACT_FIELDS,
  EMPTY_DRAFT,
  type ContactDraft,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
} from '../../machines/contact-form.types';

/** The eight services (the route table's page ids) and "something else". */
export const CONTACT_TOPICS = [
  'decisionMaking',
  'customerInsights',
  'procurement',
  'qualityControl',
  'sales',
  'queueManagement',
  'smartInventory',
  'customSolutions',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The hidden fields: the honeypot (left empty by people) and the signed time-trap token. */
export const HONEYPOT_FIELD = 'fax_number';
export const TOKEN_FIELD = 'token';

/**
 * The idempotency key: made by the form once per draft, so a retry (after a lost answer, or a
 * proxy trying another instance) is stored once. The same name in a JSON body and a form post;
 * the service also reads the `Idempotency-Key` header.
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key';
/** 16–128 URL-safe characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export const CONTACT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 160,
  phoneMax: 32,
  messageMin: 20,
  messageMax: 4000,
} as const;

/**
 * Israeli and international numbers: `050-123-4567`, `03-555-1234`, `+972 50 123 4567`,
 * `+1 415 555 0100`, `(03) 555-1234`. Digits with spaces, dashes, dots or brackets between them,
 * an optional leading `+`, and 9 to 15 digits in all (E.164 allows at most 15).
 */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/** A missing field is an empty one: `required`, like a field left blank. */
const present = v.optional(v.string('invalid'), '');

/** Control characters (NUL, escape, …) are never typed by a person; tabs and new lines are. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const text = (max: number) =>
  v.pipe(
    present,
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(max, 'tooLong'),
    v.regex(NO_CONTROL, 'invalid'),
  );

const contactSchema = v.object({
  name: text(CONTACT_LIMITS.nameMax),
  email: v.pipe(
    present,
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(CONTACT_LIMITS.emailMax, 'tooLong'),
    v.email('invalid'),
  ),
  company: text(CONTACT_LIMITS.companyMax),
  phone: v.pipe(
    present,
    v.trim(),
    v.maxLength(CONTACT_LIMITS.phoneMax, 'tooLong'),
    v.check(
      (phone) =>
        phone === '' ||
        (PHONE_SHAPE.test(phone) && digitCount(phone) >= 9 && digitCount(phone) <= 15),
      'invalid',
    ),
  ),
  topic: v.pipe(present, v.nonEmpty('required'), v.picklist(CONTACT_TOPICS, 'invalid')),
  message: v.pipe(
    present,
    v.trim(),
    v.nonEmpty('required'),
    v.minLength(CONTACT_LIMITS.messageMin, 'tooShort'),
    v.maxLength(CONTACT_LIMITS.messageMax, 'tooLong'),
    v.regex(NO_CONTROL, 'invalid'),
  ),
  consent: v.literal(true, 'required'),
});

export type ContactSubmission = v.InferOutput<typeof contactSchema>;

export type ContactValidation =
  { ok: true; value: ContactSubmission } | { ok: false; errors: ContactErrors };

const isField = (key: unknown): key is ContactField =>
  typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
const isCode = (message: string): message is ContactErrorCode =>
  ['required', 'invalid', 'tooShort', 'tooLong'].includes(message);

/**
 * Validates anything (a draft, a parsed JSON body, a form post's fields): the first problem of
 * each field, in the form's order. `consent` from a form post (`on`, `true`) counts as given.
 */
export function validateContact(input: unknown): ContactValidation {
  const record = typeof input === 'object' && input !== null ? { ...input } : {};
  const consent = (record as { consent?: unknown }).consent;
  const normalised = {
    ...record,
    consent: consent === true || consent === 'on' || consent === 'true',
  };
  const result = v.safeParse(contactSchema, normalised, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (!isField(key) || errors[key]) continue;
    errors[key] = isCode(issue.message) ? issue.message : 'invalid';
  }
  return { ok: false, errors };
}

/** The form machine's rules (`input.validate`): a draft's errors by this schema, none if it passes. */
export const contactDraftErrors: ContactValidator = (draft) => {
  const result = validateContact(draft);
  return result.ok ? {} : result.errors;
};

/** The message key for a field's error: `contact.error.email.invalid`, … */
export const contactErrorKey = (field: ContactField, code: ContactErrorCode): ContactMessageKey => {
  const key = `contact.error.${field}.${code}`;
  return key in CONTACT_ERROR_KEYS ? (key as ContactMessageKey) : `contact.error.${field}.invalid`;
};

/** Every (field, code) pair the schema can report, so each has a message in both languages. */
const CONTACT_ERROR_KEYS = {
  'contact.error.name.required': true,
  'contact.error.name.tooLong': true,
  'contact.error.name.invalid': true,
  'contact.error.email.required': true,
  'contact.error.email.invalid': true,
  'contact.error.email.tooLong': true,
  'contact.error.company.required': true,
  'contact.error.company.tooLong': true,
  'contact.error.company.invalid': true,
  'contact.error.phone.invalid': true,
  'contact.error.phone.tooLong': true,
  'contact.error.topic.required': true,
  'contact.error.topic.invalid': true,
  'contact.error.message.required': true,
  'contact.error.message.tooShort': true,
  'contact.error.message.tooLong': true,
  'contact.error.message.invalid': true,
  'contact.error.consent.required': true,
  'contact.error.consent.invalid': true,
} as const satisfies Partial<Record<ContactMessageKey, true>>;
