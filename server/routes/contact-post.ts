/**
 * `POST /api/contact`: a submission, as JSON (the form machine) or a form post (no JavaScript).
 * Validated, judged for spam, stored once per idempotency key with its deliveries, and only then
 * answered (decision 009): 201 or 303 to the thank-you page; a refused form 422, or, without
 * JavaScript, kept as a draft and 303 back to the form filled in again.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Handler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  CONTACT_FIELDS,
  contactErrorKey,
  EMPTY_DRAFT,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_KEY_SHAPE,
  TOKEN_FIELD,
  validateContact,
  type ContactDraft,
  type ContactErrors,
} from '../../src/contact/schema';
import { CONTACT_IDS } from '../../src/contact/endpoint';
import { dictionaries } from '../../src/i18n';
import { pageHref } from '../../src/routes';
import { deliveriesOf, type ServiceConfig } from '../config';
import type { Store } from '../store';
import type { SpamReason } from '../store/submissions';
import { checkToken } from '../token';
import { mediaType, refuse, requestLanguage, wantsPage, type Env } from './request';
import { TOKEN_COOKIE } from './token-cookie';

/** How long a no-JavaScript visitor's failed form is kept for the redirect back to it. */
const DRAFT_TTL_MS = 60 * 60_000;

export interface ContactPostOptions {
  store: Pick<Store, 'submissions' | 'drafts'>;
  config: ServiceConfig;
  secret: string;
  now: () => number;
  /** Wakes the outbox after a submission that is not spam is stored. */
  onStored: () => void;
}

/** The body as fields, or the refusal of a body that is not a JSON object. */
async function readBody(c: Context): Promise<Record<string, unknown> | Response> {
  if (mediaType(c) !== 'application/json') {
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    return refuse(c, 400, 'The body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuse(c, 400, 'The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** The idempotency key of a post: the body's field, else the `Idempotency-Key` header. */
function idempotencyKeyOf(c: Context, body: Record<string, unknown>): string | null | Error {
  const value = body[IDEMPOTENCY_FIELD] ?? c.req.header('idempotency-key');
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && IDEMPOTENCY_KEY_SHAPE.test(value)
    ? value
    : new Error('The idempotency key must be 16 to 128 letters, digits, "-" or "_".');
}

/** What the visitor typed, kept as text (and capped) for the redirect back to the form. */
function draftOf(body: Record<string, unknown>): ContactDraft {
  const draft: ContactDraft = { ...EMPTY_DRAFT };
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (field === 'consent') draft.consent = value === 'on' || value === 'true' || value === true;
    else draft[field] = typeof value === 'string' ? value.slice(0, 5000) : '';
  }
  return draft;
}

/** Redirects go back to the site, wherever it is served from (a static host: PUBLIC_ORIGIN). */
function sitePath(c: Context, publicOrigin: string | undefined, path: string) {
  const origin = c.req.header('origin');
  return origin && origin === publicOrigin && new URL(origin).host !== c.req.header('host')
    ? `${origin}${path}`
    : path;
}

export function contactPost({
  store,
  config,
  secret,
  now,
  onStored,
}: ContactPostOptions): Handler<Env> {
  return async (c) => {
    const body = await readBody(c);
    if (body instanceof Response) return body;

    const language = requestLanguage(c, body);
    c.set('language', language);
    const page = wantsPage(c);
    const idempotencyKey = idempotencyKeyOf(c, body);
    if (idempotencyKey instanceof Error) return refuse(c, 400, idempotencyKey.message);
    const result = validateContact(body);

    if (!result.ok) {
      if (page) {
        const id = randomBytes(16).toString('base64url');
        await store.drafts.save(
          id,
          {
            language,
            draft: draftOf(body),
            errors: result.errors,
            ...(idempotencyKey && { idempotencyKey }),
          },
          now() + DRAFT_TTL_MS,
        );
        const back = `${pageHref('contact', language)}?draft=${id}#${CONTACT_IDS.summary}`;
        return c.redirect(sitePath(c, config.publicOrigin, back), 303);
      }
      const messages = dictionaries[language];
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, code]) => [
          field,
          messages[contactErrorKey(field as keyof ContactErrors, code)],
        ]),
      );
      return c.json({ ok: false, errors, codes: result.errors }, 422);
    }

    const token = body[TOKEN_FIELD] || getCookie(c, TOKEN_COOKIE);
    const honeypot = body[HONEYPOT_FIELD];
    const spamReason: SpamReason | null =
      typeof honeypot === 'string' && honeypot.trim() !== ''
        ? 'honeypot'
        : checkToken(secret, token, {
            now: now(),
            minFillMs: config.minFillMs,
            maxAgeMs: config.tokenMaxAgeMs,
          });
    const stored = await store.submissions.add({
      id: randomUUID(),
      receivedAt: now(),
      language,
      value: result.value,
      spamReason,
      idempotencyKey,
      deliveries: deliveriesOf(config),
      replyLimit: config.replyLimit,
    });
    if (stored.created) {
      config.log(`stored submission ${stored.id}${spamReason ? ` as spam (${spamReason})` : ''}`);
      if (!spamReason) onStored();
    } else {
      config.log(`submission ${stored.id} posted again with its idempotency key: stored once`);
    }

    // A repeated key gets the first answer; spam gets the answer a visitor gets.
    const thanks = pageHref('contactThanks', stored.language);
    if (page) return c.redirect(sitePath(c, config.publicOrigin, thanks), 303);
    return c.json({ ok: true, id: stored.id }, 201);
  };
}
