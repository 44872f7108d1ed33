import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli } from '../../../scripts/lib/precompression';

const WORDS = ['data', 'insight', 'report', 'sales', 'queue', 'inventory', 'quality', 'decision'];

/**
 * A page-like document of about 90 KB (a page's HTML is 40–90 KB before compression): rules with
 * Emotion-like class names, then paragraphs that use them, all drawn from a seeded generator, so
 * each seed gives the same bytes every time.
 */
function pageLike(seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const className = () => `css-${Math.floor(next() * 1e9).toString(36)}`;
  const rules = Array.from(
    { length: 300 },
    () => `.${className()}{margin:${Math.floor(next() * 40)}px}`,
  ).join('');
  const paragraphs = Array.from({ length: 900 }, () => {
    const text = Array.from({ length: 8 }, () => WORDS[Math.floor(next() * WORDS.length)]);
    return `<p class="${className()}">${text.join(' ')}</p>\n`;
  }).join('');
  return `<!doctype html><html><head><style>${rules}</style></head><body>${paragraphs}</body></html>`;
}

/** Seeds of documents either block size suits: 8 is smaller in 64 KiB blocks, 1 in brotli's own. */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

const atQuality11 = (content: string, blockBits?: number) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      ...(blockBits && { [constants.BROTLI_PARAM_LGBLOCK]: blockBits }),
    },
  }).length;

describe('brotli (the build’s precompression)', () => {
  it('decompresses to what it was given', () => {
    const page = pageLike(1);
    expect(brotliDecompressSync(brotli(page)).toString('utf8')).toBe(page);
  });

  it.each(SEEDS)(
    'is the smaller of brotli’s own block size and 64 KiB blocks (seed %i)',
    (seed) => {
      const page = pageLike(seed);
      expect(brotli(page).length).toBe(Math.min(atQuality11(page), atQuality11(page, 16)));
    },
  );

  it('takes either encoding when it is the smaller', () => {
    // The documents differ in which block size suits them: neither encoding alone is the rule.
    const sizes = SEEDS.map((seed) => {
      const page = pageLike(seed);
      return { own: atQuality11(page), small: atQuality11(page, 16), chosen: brotli(page).length };
    });
    expect(sizes.some(({ own, small, chosen }) => small < own && chosen === small)).toBe(true);
    expect(sizes.some(({ own, small, chosen }) => own < small && chosen === own)).toBe(true);
  });
});
