/**
 * The HTTP service: the contact API and, when `dist/` is built, the site itself, on one origin.
 *
 *   GET  /api/contact/token   a fresh time-trap token (JSON, never cached)
 *   POST /api/contact         a submission: JSON (the form machine) or a form post (no JavaScript),
 *                             stored once per idempotency key
 *   GET  /healthz             the process answers (JSON)
 *   GET  /readyz              the store is reachable and writable, migrated, the outbox moving;
 *                             deliveries given up are reported (`deliveries.failed`)
 *   GET  /contact, /he/contact  the prerendered form page, with the time-trap cookie; with
 *                             `?draft=<id>`, the form filled in again with its errors
 *   GET  *                    the prerendered site, as deploy/nginx.conf serves it
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { HttpBindings } from '@hono/node-server';
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { getCookie, setCookie } from 'hono/cookie';
import { rateLimiter } from 'hono-rate-limiter';
import { LANGUAGES, type Language } from '../machines/constants';
import {
  CONTACT_FIELDS,
  CONTACT_TOPICS,
  contactErrorKey,
  EMPTY_DRAFT,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_KEY_SHAPE,
  TOKEN_FIELD,
  validateContact,
  type ContactDraft,
  type ContactErrors,
} from '../src/contact/schema';
import { CONTACT_IDS } from '../src/contact/endpoint';
import type { ContactSeed } from '../src/contact/seed';
import { dictionaries } from '../src/i18n';
import { CONTACT_API_PATH, contactTokenPath, languageOfPath } from '../src/urls';
import { pageHref } from '../src/routes';
import { deliveriesOf, type ServiceConfig } from './config';
import type { StaticSite } from './static';
import { sharedRateStore } from './rate-limit';
import {
  StoreUnavailable,
  type ContactStore,
  type DeliveryKind,
  type SpamReason,
  type StoreHealth,
} from './store';
import { checkToken, issueToken } from './token';

export const MAX_BODY_BYTES = 16 * 1024;
export const TOKEN_COOKIE = 'contact_token';
/** How long a no-JavaScript visitor's failed form is kept for the redirect back to it. */
const DRAFT_TTL_MS = 60 * 60_000;
/** How long a visitor is asked to wait when the database is unreachable. */
export const UNAVAILABLE_RETRY_S = 5;
/** A delivery due this long and claimed by no worker means no instance is draining the outbox. */
export const OUTBOX_STUCK_MS = 10 * 60_000;

/** Renders the contact page with a failed form filled in (the prerendering bundle, at run time). */
export type DraftPageRenderer = (
  path: string,
  seed: ContactSeed,
  prerendered: string,
) => Promise<string>;

export interface AppOptions {
  store: ContactStore;
  config: ServiceConfig;
  secret: string;
  site: StaticSite | undefined;
  renderDraftPage?: DraftPageRenderer | undefined;
  /** Wakes the outbox after a submission is stored. */
  onStored?: () => void;
  /** Whether the outbox sends e-mail at all (SMTP_URL set), as `/readyz` reports it. */
  sending?: boolean;
  /** The kinds of delivery this instance makes: a queue of them that never moves is stuck. */
  deliveryKinds?: readonly DeliveryKind[];
  /** True once the service is shutting down: not ready, and connections are not kept alive. */
  draining?: () => boolean;
  now?: () => number;
}

/** `language`: the post's, once read, for an error page in the visitor's language. */
type Env = { Bindings: HttpBindings; Variables: { language?: Language } };

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The answer every refusal gets: JSON with a clear message, never a stack trace. */
const refuse = (c: Context, status: 400 | 403 | 404 | 413 | 415 | 500 | 503, error: string) =>
  c.json({ ok: false, error }, status);

/** The idempotency key of a post: the body's field, else the `Idempotency-Key` header. */
function idempotencyKeyOf(c: Context, body: Record<string, unknown>): string | null | Error {
  const value = body[IDEMPOTENCY_FIELD] ?? c.req.header('idempotency-key');
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && IDEMPOTENCY_KEY_SHAPE.test(value)
    ? value
    : new Error('The idempotency key must be 16 to 128 letters, digits, "-" or "_".');
}

/** A fresh key for a form served without JavaScript (the prerendered field is empty). */
const newIdempotencyKey = () => randomBytes(18).toString('base64url');
const EMPTY_KEY_FIELD = `name="${IDEMPOTENCY_FIELD}" value=""`;

function requestLanguage(c: Context, body?: Record<string, unknown>): Language {
  if (body && isLanguage(body.language)) return body.language;
  const referer = c.req.header('referer');
  if (referer) {
    try {
      if (languageOfPath(new URL(referer).pathname) === 'he') return 'he';
    } catch {
      // Not a URL: fall through.
    }
  }
  return /^\s*he\b/i.test(c.req.header('accept-language') ?? '') ? 'he' : 'en';
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A browser's own form post (no JavaScript) wants a page back, not JSON. */
const wantsPage = (c: Context) =>
  mediaType(c) === 'application/x-www-form-urlencoded' &&
  (c.req.header('accept') ?? '').includes('text/html');

export function createApp({
  store,
  config,
  secret,
  site,
  renderDraftPage,
  onStored = () => {},
  sending = false,
  deliveryKinds = sending ? ['notify', 'reply'] : [],
  draining = () => false,
  now = () => Date.now(),
}: AppOptions) {
  const app = new Hono<Env>();

  // While shutting down, answer what arrives on open connections and ask the proxy to close them.
  app.use(async (c, next) => {
    await next();
    if (draining()) c.header('Connection', 'close');
  });

  const secureCookies = config.publicOrigin?.startsWith('https:') ?? false;
  const issueCookie = (c: Context) =>
    setCookie(c, TOKEN_COOKIE, issueToken(secret, now()), {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secureCookies,
      path: CONTACT_API_PATH,
      maxAge: Math.floor(config.tokenMaxAgeMs / 1000),
    });

  const clientKey = (c: Context<Env>) => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    return getConnInfo(c).remote.address ?? 'unknown';
  };

  /** A post from another site (CSRF) is refused: `Sec-Fetch-Site`, else `Origin`, must agree. */
  const sameOrigin: MiddlewareHandler<Env> = async (c, next) => {
    const origin = c.req.header('origin');
    // The site itself, even when it is served from another origin (a static host).
    if (origin !== undefined && origin === config.publicOrigin) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return refuse(c, 403, 'Cross-origin requests are not accepted.');
    }
    if (origin !== undefined) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== c.req.header('host')) {
        return refuse(c, 403, 'Cross-origin requests are not accepted.');
      }
    }
    await next();
  };

  const limit = rateLimiter<Env>({
    windowMs: config.rateWindowMs,
    limit: config.rateLimit,
    standardHeaders: 'draft-6',
    keyGenerator: clientKey,
    store: sharedRateStore<Env>(store, config.log, now),
    message: { ok: false, error: 'Too many messages from this address. Please try again later.' },
  });

  const acceptedTypes: MiddlewareHandler<Env> = async (c, next) => {
    const type = mediaType(c);
    if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
      return refuse(
        c,
        415,
        'Send the form as application/json or application/x-www-form-urlencoded.',
      );
    }
    await next();
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => refuse(c, 413, `The message is too large (at most ${MAX_BODY_BYTES} bytes).`),
  });

  // A site on a static host posts from PUBLIC_ORIGIN (VITE_CONTACT_ENDPOINT): let its script in.
  if (config.publicOrigin) {
    app.use(
      '/api/*',
      cors({
        origin: config.publicOrigin,
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['content-type', 'idempotency-key'],
        credentials: true,
        maxAge: 600,
      }),
    );
  }

  /** Redirects go back to the site, wherever it is served from. */
  const sitePath = (c: Context, path: string) => {
    const origin = c.req.header('origin');
    return origin && origin === config.publicOrigin && new URL(origin).host !== c.req.header('host')
      ? `${origin}${path}`
      : path;
  };

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ ok: false, error: 'Shutting down.' }, 503);
    let health: StoreHealth;
    // Stuck: a delivery this instance could make has waited, and no instance has claimed it.
    let oldestDueAt: number | null = null;
    try {
      health = await store.health(now());
      if (deliveryKinds.length > 0) {
        ({ oldestDueAt } = await store.outboxState(now(), deliveryKinds));
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return c.json(
        { ok: false, error: `The store cannot be used: ${reason}`, store: store.kind },
        503,
      );
    }
    const problems: string[] = [];
    if (health.schemaVersion < health.expectedVersion) {
      problems.push(
        `migrations not applied (${health.schemaVersion} of ${health.expectedVersion})`,
      );
    }
    const waiting = oldestDueAt === null ? 0 : now() - oldestDueAt;
    if (waiting > OUTBOX_STUCK_MS) {
      problems.push(`the outbox is stuck (a delivery due for ${Math.round(waiting / 1000)} s)`);
    }
    // A delivery given up (a webhook that kept failing) is reported, but the instance stays
    // ready: the enquiry is stored and e-mailed, the receiver is what is broken, and taking the
    // site out of rotation would lose the next enquiries too.
    const { failed } = health.outbox;
    const warnings =
      failed > 0
        ? [
            `${failed} deliver${failed === 1 ? 'y' : 'ies'} given up after the last attempt (npm run submissions -- list)`,
          ]
        : [];
    return c.json(
      {
        ok: problems.length === 0,
        ...(problems.length > 0 && { error: problems.join('; ') }),
        ...(warnings.length > 0 && { warnings }),
        store: store.kind,
        schemaVersion: health.schemaVersion,
        outbox: { pending: health.outbox.pending, oldestDueMs: waiting, sending },
        deliveries: { failed },
      },
      problems.length === 0 ? 200 : 503,
    );
  });

  app.get(contactTokenPath(CONTACT_API_PATH), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: issueToken(secret, now()) });
  });

  app.post(CONTACT_API_PATH, sameOrigin, limit, acceptedTypes, limitBody, async (c) => {
    let body: Record<string, unknown>;
    if (mediaType(c) === 'application/json') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, 'The body is not valid JSON.');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return refuse(c, 400, 'The body must be a JSON object.');
      }
      body = parsed as Record<string, unknown>;
    } else {
      const text = await c.req.text();
      body = Object.fromEntries(new URLSearchParams(text));
    }

    const language = requestLanguage(c, body);
    c.set('language', language);
    const page = wantsPage(c);
    const idempotencyKey = idempotencyKeyOf(c, body);
    if (idempotencyKey instanceof Error) return refuse(c, 400, idempotencyKey.message);
    const result = validateContact(body);

    if (!result.ok) {
      if (page) {
        const id = randomBytes(16).toString('base64url');
        await store.saveDraft(
          id,
          {
            language,
            draft: draftOf(body),
            errors: result.errors,
            ...(idempotencyKey && { idempotencyKey }),
          },
          now() + DRAFT_TTL_MS,
        );
        return c.redirect(
          sitePath(c, `${pageHref('contact', language)}?draft=${id}#${CONTACT_IDS.summary}`),
          303,
        );
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
    const stored = await store.addSubmission({
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
    if (page) return c.redirect(sitePath(c, pageHref('contactThanks', stored.language)), 303);
    return c.json({ ok: true, id: stored.id }, 201);
  });

  app.all('/api/*', (c) => refuse(c, 404, 'No such endpoint.'));

  /** The form page: a fresh time-trap cookie, and a failed no-JavaScript form filled in again. */
  for (const language of LANGUAGES) {
    const path = pageHref('contact', language);
    // `/contact/` too: it is the same page, and a visitor there needs the cookie as well.
    app.on('GET', [path, `${path}/`], async (c) => {
      if (!site) return refuse(c, 503, 'The site has not been built (npm run build).');
      const prerendered = site.page(path);
      if (prerendered === undefined) return serveStatic(c);
      issueCookie(c);
      const draftId = c.req.query('draft');
      const saved = draftId ? await store.readDraft(draftId, now()) : undefined;
      const topic = c.req.query('topic');
      const seed: ContactSeed | undefined = saved
        ? {
            draft: saved.draft,
            errors: saved.errors,
            ...(saved.idempotencyKey && { idempotencyKey: saved.idempotencyKey }),
          }
        : topic && (CONTACT_TOPICS as readonly string[]).includes(topic)
          ? { draft: { ...EMPTY_DRAFT, topic }, errors: {} }
          : undefined;
      let html = prerendered;
      if (seed && renderDraftPage) {
        try {
          html = await renderDraftPage(path, seed, prerendered);
        } catch (error) {
          config.log(`could not render ${path} with a draft: ${String(error)}`);
        }
      }
      // Each visitor without JavaScript posts with a key of their own.
      html = html.replace(
        EMPTY_KEY_FIELD,
        `name="${IDEMPOTENCY_FIELD}" value="${newIdempotencyKey()}"`,
      );
      for (const [name, value] of site.headersFor(path)) c.header(name, value);
      // Each answer carries its own cookie and key: no shared cache may keep it.
      c.header('Cache-Control', 'private, no-store');
      return c.html(html);
    });
  }

  const serveStatic = (c: Context<Env>) => {
    if (!site) return refuse(c, 503, 'The site has not been built (npm run build).');
    site.serve(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  app.on(['GET', 'HEAD'], '*', serveStatic);

  app.notFound((c) => refuse(c, 404, 'Not found.'));
  app.onError((error, c) => {
    if (error instanceof StoreUnavailable) {
      config.log(`${c.req.method} ${c.req.path}: ${error.message}`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_S));
      if (wantsPage(c))
        return c.html(unavailablePage(c.get('language') ?? requestLanguage(c)), 503);
      return refuse(
        c,
        503,
        'Messages cannot be stored right now. Nothing was kept: please send it again in a moment.',
      );
    }
    config.log(`error on ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return refuse(c, 500, 'Something went wrong on our side. Please try again.');
  });

  return app;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a browser without JavaScript shows when its post could not be stored (the database is
 * away): a plain page in the visitor's language, no styles or scripts (the CSP allows neither
 * inline), pointing back to the form, which the browser's Back button shows still filled in.
 */
function unavailablePage(language: Language): string {
  const messages = dictionaries[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(messages['contact.unavailable.title'])}</title>
<main>
<h1>${escapeHtml(messages['contact.unavailable.title'])}</h1>
<p>${escapeHtml(messages['contact.unavailable.text'])}</p>
<p><a href="${pageHref('contact', language)}">${escapeHtml(messages['contact.unavailable.link'])}</a></p>
</main>
</html>
`;
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
