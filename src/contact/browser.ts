/**
 * The browser side of the contact form machine (ARCHITECTURE E2): the draft and its idempotency
 * key in sessionStorage, a new key from `crypto`, the token and the post with fetch, focus and
 * the page title. The form's wiring (./useContactForm.ts) provides them.
 */
import { assign, fromPromise } from 'xstate';
import {
  type ContactDraft,
  type ContactFormContext,
  type ContactFormEvent,
  type ContactKeptDraft,
  type ContactSubmitInput,
  type ContactSubmitResult,
} from '../../machines/contact-form.types';
import { CONTACT_ENDPOINT, CONTACT_TOKEN_ENDPOINT } from './endpoint';
import {
  CONTACT_FIELDS,
  CONTACT_TOPICS,
  EMPTY_DRAFT,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_KEY_SHAPE,
  type ContactErrors,
} from './schema';

const DRAFT_STORAGE_KEY = 'contact-draft';

/** A key of the contract's shape (`IDEMPOTENCY_KEY_SHAPE`), or undefined. */
export const validIdempotencyKey = (value: unknown): string | undefined =>
  typeof value === 'string' && IDEMPOTENCY_KEY_SHAPE.test(value) ? value : undefined;

/**
 * A new idempotency key: a random UUID, or, where `randomUUID` is missing (a page served over
 * plain http from another host than localhost), 18 random bytes in base64url (24 characters).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The form machine's `renewIdempotencyKey`: a new key for the draft. */
export const renewIdempotencyKey = assign<
  ContactFormContext,
  ContactFormEvent,
  undefined,
  ContactFormEvent,
  never
>(() => ({ idempotencyKey: newIdempotencyKey() }));

/** What is kept in storage: the draft's fields, and its key when it has a valid one. */
interface StoredDraft {
  draft: Partial<ContactDraft>;
  idempotencyKey?: string;
}

/**
 * A kept draft, checked field by field, and its key checked against the contract's shape
 * (anything else in storage is ignored).
 */
function readStoredDraft(): StoredDraft | undefined {
  let raw: string | null = null;
  try {
    raw = globalThis.sessionStorage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: Partial<ContactDraft> = {};
    for (const field of CONTACT_FIELDS) {
      const value = parsed[field];
      if (field === 'consent') {
        if (typeof value === 'boolean') draft.consent = value;
      } else if (typeof value === 'string') draft[field] = value;
    }
    const idempotencyKey = validIdempotencyKey(parsed[IDEMPOTENCY_FIELD]);
    return idempotencyKey ? { draft, idempotencyKey } : { draft };
  } catch {
    return undefined;
  }
}

/** Keeps the draft with its key: `{ name, …, consent, idempotency_key }`. */
export function storeDraft({ draft, idempotencyKey }: ContactKeptDraft) {
  try {
    globalThis.sessionStorage?.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft, [IDEMPOTENCY_FIELD]: idempotencyKey }),
    );
  } catch {
    // Storage refused (private mode, full): the draft lives on in the machine.
  }
}

export function forgetDraft() {
  try {
    globalThis.sessionStorage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** `?topic=sales` from a service page's call to action. */
function topicFromUrl(search: string): Partial<ContactDraft> {
  const topic = new URLSearchParams(search).get('topic');
  return topic && (CONTACT_TOPICS as readonly string[]).includes(topic) ? { topic } : {};
}

/**
 * The draft the form starts from: what the visitor typed before, with the key it was kept with,
 * else the preselected topic (and no key: the machine makes one).
 */
export function initialDraft(search: string): StoredDraft {
  const stored = readStoredDraft();
  const fromUrl = topicFromUrl(search);
  if (!stored) return { draft: fromUrl };
  return { ...stored, draft: { ...stored.draft, ...(stored.draft.topic ? {} : fromUrl) } };
}

export const fetchToken = fromPromise<string>(async ({ signal }) => {
  const response = await fetch(CONTACT_TOKEN_ENDPOINT, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
});

/**
 * Posts the draft as JSON, with its idempotency key in the body and in the `Idempotency-Key`
 * header (the IETF draft's name; the service reads either). Stored (201, also the first answer
 * again for a key already stored) and refused fields (422) are answers; anything else (the
 * network, a 5xx, a 429) rejects, and the machine offers a retry with the draft and key kept.
 */
export const submitContact = fromPromise<ContactSubmitResult, ContactSubmitInput>(
  async ({ input: { draft, token, language, idempotencyKey } }) => {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      },
      credentials: 'same-origin',
      body: JSON.stringify({
        ...EMPTY_DRAFT,
        ...draft,
        language,
        ...(token ? { token } : {}),
        ...(idempotencyKey && { [IDEMPOTENCY_FIELD]: idempotencyKey }),
      }),
    });
    if (response.status === 201) {
      const { id } = (await response.json()) as { id: string };
      return { ok: true, id };
    }
    if (response.status === 422) {
      const { codes } = (await response.json()) as { codes: ContactErrors };
      return { ok: false, errors: codes };
    }
    throw new Error(`The service answered ${response.status}`);
  },
);

/** Focus an element once React has rendered the state that shows it. */
export function focusById(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** "Error: " in front of the page title while errors are shown (the GOV.UK pattern). */
export function markTitle(prefix: string, hasErrors: boolean) {
  const base = document.title.startsWith(prefix)
    ? document.title.slice(prefix.length)
    : document.title;
  document.title = hasErrors ? `${prefix}${base}` : base;
}
