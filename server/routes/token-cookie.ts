/**
 * The time trap's token for a visitor without JavaScript: an `HttpOnly`, `SameSite=Strict`
 * cookie set when the service serves the form page, read back with the post (decision 009).
 */
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { CONTACT_API_PATH } from '../../src/urls';
import type { ServiceConfig } from '../config';
import { issueToken } from '../token';

export const TOKEN_COOKIE = 'contact_token';

/** Sets a fresh token on the answer, `Secure` when the site is served over HTTPS. */
export function issueTokenCookie(
  c: Context,
  secret: string,
  now: number,
  config: Pick<ServiceConfig, 'publicOrigin' | 'tokenMaxAgeMs'>,
) {
  setCookie(c, TOKEN_COOKIE, issueToken(secret, now), {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.publicOrigin?.startsWith('https:') ?? false,
    path: CONTACT_API_PATH,
    maxAge: Math.floor(config.tokenMaxAgeMs / 1000),
  });
}
