/**
 * The browser side of the contact form machine (ARCHITECTURE E2): the draft in sessionStorage,
 * the token and the post with fetch, focus and the page title. `ContactForm` provides them.
 */
import { fromPromise } from 'xstate';
import type {
  ContactDraft,
  ContactSubmitInput,
  ContactSubmitResult,
} from '../../machines/contact-form.machine';
import { CONTACT_ENDPOINT, CONTACT_TOKEN_ENDPOINT } from './endpoint';
import { CONTACT_FIELDS, CONTACT_TOPICS, EMPTY_DRAFT, type ContactErrors } from './schema';

const DRAFT_STORAGE_KEY = 'contact-draft';

/** A kept draft, checked field by field (anything else in storage is ignored). */
function readStoredDraft(): Partial<ContactDraft> | undefined {
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
    return draft;
  } catch {
    return undefined;
  }
}

export function storeDraft(draft: ContactDraft) {
  try {
    globalThis.sessionStorage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
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

/** The draft the form starts from: what the visitor typed before, else the preselected topic. */
export function initialDraft(search: string): Partial<ContactDraft> {
  const stored = readStoredDraft();
  const fromUrl = topicFromUrl(search);
  if (!stored) return fromUrl;
  return { ...stored, ...(stored.topic ? {} : fromUrl) };
}

export const fetchToken = fromPromise<string>(async ({ signal }) => {
  const response = await fetch(CONTACT_TOKEN_ENDPOINT, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
});

/**
 * Posts the draft as JSON. Stored (201) and refused fields (422) are answers; anything else
 * (the network, a 5xx, a 429) rejects, and the machine offers a retry with the draft kept.
 */
export const submitContact = fromPromise<ContactSubmitResult, ContactSubmitInput>(
  async ({ input: { draft, token, language } }) => {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ ...EMPTY_DRAFT, ...draft, language, ...(token ? { token } : {}) }),
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
