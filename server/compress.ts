/**
 * The service's own pages compressed as the build compresses the static ones (brotli, else
 * gzip), for a client that accepts it. The contact page is the one page the service writes for
 * each visitor (a key of its own, a draft filled in again): sent as it is, it was 54 KB, three
 * round trips on a new connection where the static pages take one (issue 46); nginx, in front,
 * gzips it, but `npm start` serves it alone. The page holds no secret a request could probe with
 * reflected text (the time-trap token travels in a cookie, a header), so compressing it gives
 * nothing away (BREACH).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for a request's `Accept-Encoding`: brotli if it accepts it, else gzip,
 * else none. A coding given `q=0` is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (coding) weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepts);
}

/**
 * Brotli at quality 5: for a page written per request, a few milliseconds for 54 KB and within a
 * few percent of the build's quality 11.
 */
const BROTLI_QUALITY = 5;

/** `text` in `encoding`. */
export function compress(text: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text, { level: 9 });
}
