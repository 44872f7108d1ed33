/**
 * `GET /contact` and `/he/contact`: the prerendered form page with a fresh time-trap cookie and
 * an idempotency key of its own; with `?draft=<id>`, a form refused without JavaScript filled in
 * again with its errors; with `?topic=`, a call to action's topic chosen (decision 009).
 */
import { randomBytes } from 'node:crypto';
import type { Handler } from 'hono';
import { CONTACT_TOPICS, EMPTY_DRAFT, IDEMPOTENCY_FIELD } from '../../src/contact/schema';
import type { ContactSeed } from '../../src/contact/seed';
import { chooseEncoding, compress } from '../compress';
import type { ServiceConfig } from '../config';
import type { StaticSite } from '../static';
import type { DraftStore } from '../store/drafts';
import { refuse, type Env } from './request';
import { serveSite } from './site';
import { issueTokenCookie } from './token-cookie';

/** Renders the contact page with a failed form filled in (the prerendering bundle, at run time). */
export type DraftPageRenderer = (
  path: string,
  seed: ContactSeed,
  prerendered: string,
) => Promise<string>;

export interface ContactPageOptions {
  drafts: DraftStore;
  config: ServiceConfig;
  secret: string;
  site: StaticSite | undefined;
  renderDraftPage: DraftPageRenderer | undefined;
  now: () => number;
}

/** A fresh key for a form served without JavaScript (the prerendered field is empty). */
const newIdempotencyKey = () => randomBytes(18).toString('base64url');
const EMPTY_KEY_FIELD = `name="${IDEMPOTENCY_FIELD}" value=""`;

/** What the page is seeded with: the draft of `?draft=`, else the topic of `?topic=`. */
function seedOf(
  saved: Awaited<ReturnType<DraftStore['read']>>,
  topic: string | undefined,
): ContactSeed | undefined {
  if (saved) {
    return {
      draft: saved.draft,
      errors: saved.errors,
      ...(saved.idempotencyKey && { idempotencyKey: saved.idempotencyKey }),
    };
  }
  return topic && (CONTACT_TOPICS as readonly string[]).includes(topic)
    ? { draft: { ...EMPTY_DRAFT, topic }, errors: {} }
    : undefined;
}

/** The handler for the form page at `path` (one per language). */
export function contactPage(
  path: string,
  { drafts, config, secret, site, renderDraftPage, now }: ContactPageOptions,
): Handler<Env> {
  return async (c) => {
    if (!site) return refuse(c, 503, 'The site has not been built (npm run build).');
    const prerendered = site.page(path);
    if (prerendered === undefined) return serveSite(site)(c);
    issueTokenCookie(c, secret, now(), config);
    const draftId = c.req.query('draft');
    const saved = draftId ? await drafts.read(draftId, now()) : undefined;
    const seed = seedOf(saved, c.req.query('topic'));
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
    c.header('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.html(html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(compress(html, encoding)));
  };
}
