/**
 * Reading a request the same way in every route: its media type, whether a browser without
 * JavaScript wants a page back, its language, who sent it; and the one shape of a refusal.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Language } from '../../machines/constants';
import { isLanguage } from '../../machines/language.machine';
import { languageOfPath } from '../../src/urls';
import type { ServiceConfig } from '../config';

/** `language`: the post's, once read, for an error page in the visitor's language. */
export type Env = { Bindings: HttpBindings; Variables: { language?: Language } };

/** The answer every refusal gets: JSON with a clear message, never a stack trace. */
export const refuse = (
  c: Context,
  status: 400 | 403 | 404 | 413 | 415 | 500 | 503,
  error: string,
) => c.json({ ok: false, error }, status);

export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A browser's own form post (no JavaScript) wants a page back, not JSON. */
export const wantsPage = (c: Context) =>
  mediaType(c) === 'application/x-www-form-urlencoded' &&
  (c.req.header('accept') ?? '').includes('text/html');

/** The body's `language`, else the page it was posted from, else `Accept-Language`. */
export function requestLanguage(c: Context, body?: Record<string, unknown>): Language {
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

/** Who is posting, for the rate limit: the proxy's `X-Forwarded-For` only when it is trusted. */
export const clientKey =
  (config: Pick<ServiceConfig, 'trustProxy'>) =>
  (c: Context<Env>): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    return getConnInfo(c).remote.address ?? 'unknown';
  };
