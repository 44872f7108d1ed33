/**
 * The HTTP service: the contact API and, when `dist/` is built, the site itself, on one origin.
 * Route wiring only; each handler is a file of `routes/`.
 *
 *   GET  /api/contact/token   a fresh time-trap token (JSON, never cached)
 *   POST /api/contact         a submission: JSON (the form machine) or a form post (no JavaScript),
 *                             stored once per idempotency key (routes/contact-post.ts)
 *   GET  /healthz             the process answers (JSON)
 *   GET  /readyz              the store is reachable and writable, migrated, the outbox moving;
 *                             deliveries given up are reported (routes/readiness.ts)
 *   GET  /contact, /he/contact  the prerendered form page, with the time-trap cookie; with
 *                             `?draft=<id>`, the form filled in again with its errors
 *                             (routes/contact-page.ts)
 *   GET  *                    the prerendered site, as deploy/nginx.conf serves it
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { rateLimiter } from 'hono-rate-limiter';
import { LANGUAGES } from '../machines/constants';
import { pageHref } from '../src/routes';
import { CONTACT_API_PATH, contactTokenPath } from '../src/urls';
import type { ServiceConfig } from './config';
import { sharedRateStore } from './rate-limit';
import { contactPage, type DraftPageRenderer } from './routes/contact-page';
import { contactPost } from './routes/contact-post';
import { answerError } from './routes/errors';
import { acceptedTypes, limitBody, sameOrigin } from './routes/guards';
import { readiness } from './routes/readiness';
import { clientKey, refuse, type Env } from './routes/request';
import { serveSite } from './routes/site';
import type { StaticSite } from './static';
import type { Store } from './store';
import type { DeliveryKind } from './store/delivery-kinds';
import { issueToken } from './token';

export interface AppOptions {
  store: Store;
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

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', readiness({ store, sending, deliveryKinds, draining, now }));

  app.get(contactTokenPath(CONTACT_API_PATH), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: issueToken(secret, now()) });
  });

  const limit = rateLimiter<Env>({
    windowMs: config.rateWindowMs,
    limit: config.rateLimit,
    standardHeaders: 'draft-6',
    keyGenerator: clientKey(config),
    store: sharedRateStore<Env>(store.rateLimits, config.log, now),
    message: { ok: false, error: 'Too many messages from this address. Please try again later.' },
  });
  app.post(
    CONTACT_API_PATH,
    sameOrigin(config.publicOrigin),
    limit,
    acceptedTypes,
    limitBody,
    contactPost({ store, config, secret, now, onStored }),
  );

  app.all('/api/*', (c) => refuse(c, 404, 'No such endpoint.'));

  for (const language of LANGUAGES) {
    const path = pageHref('contact', language);
    // `/contact/` too: it is the same page, and a visitor there needs the cookie as well.
    app.on(
      'GET',
      [path, `${path}/`],
      contactPage(path, { drafts: store.drafts, config, secret, site, renderDraftPage, now }),
    );
  }

  app.on(['GET', 'HEAD'], '*', serveSite(site));

  app.notFound((c) => refuse(c, 404, 'Not found.'));
  app.onError(answerError(config.log));

  return app;
}
