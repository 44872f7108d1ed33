/**
 * What a post to the contact API must pass before it is read (decision 009): it comes from the
 * site (403), as JSON or a form (415), within 16 KB, streamed bodies too (413).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mediaType, refuse, type Env } from './request';

const MAX_BODY_BYTES = 16 * 1024;

/** A post from another site (CSRF) is refused: `Sec-Fetch-Site`, else `Origin`, must agree. */
export const sameOrigin =
  (publicOrigin: string | undefined): MiddlewareHandler<Env> =>
  async (c, next) => {
    const origin = c.req.header('origin');
    // The site itself, even when it is served from another origin (a static host).
    if (origin !== undefined && origin === publicOrigin) return next();
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

export const acceptedTypes: MiddlewareHandler<Env> = async (c, next) => {
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

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => refuse(c, 413, `The message is too large (at most ${MAX_BODY_BYTES} bytes).`),
});
