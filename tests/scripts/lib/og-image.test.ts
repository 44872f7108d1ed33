import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../machines/constants';
import {
  OG_COLORS,
  OG_IMAGE_SIZE,
  OG_LAYOUT,
  ogImageSvg,
  renderOgImage,
  type OgImageContent,
} from '../../../scripts/lib/og-image';
import { pngSize } from '../../../scripts/lib/png';
import { logoColors } from '../../../src/brand/logo';
import { dictionaries } from '../../../src/i18n';

const { width, height } = OG_IMAGE_SIZE;

/** A card's RGBA pixels, drawn as the build draws them. */
async function draw(content: OgImageContent): Promise<Buffer> {
  const svg = await ogImageSvg(content);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const pixelAt = (pixels: Buffer, x: number, y: number) => [
  ...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
];

/** Every pixel of a rectangle that is not exactly `hex`, as `x,y`. */
function notColored(pixels: Buffer, hex: string, [x0, x1]: number[], [y0, y1]: number[]) {
  const [r, g, b] = rgb(hex);
  const off: string[] = [];
  for (let y = y0!; y < y1!; y++)
    for (let x = x0!; x < x1!; x++) {
      const [pr, pg, pb] = pixelAt(pixels, x, y);
      if (pr !== r || pg !== g || pb !== b) off.push(`${x},${y}`);
    }
  return off;
}

const rows = (pixels: Buffer, y0: number, y1: number) =>
  pixels.subarray(y0 * width * 4, y1 * width * 4);

function card(language: Language, title: string, description: string): OgImageContent {
  const m = dictionaries[language];
  return { title, description, siteName: m['site.name'], host: 'kavana-analytics.co.il', language };
}

/** Titles and descriptions no page has, each at the edge of a rule in titleStyle or past it. */
const extremes: Record<Language, [string, string][]> = {
  en: [
    ['Unbreakablewordsxxxx', 'Ordinary words '.repeat(40)],
    [
      'Procurement Forecasting Instrumentation Internationalisation',
      'Supercalifragilisticexpialidocious'.repeat(12),
    ],
    ['Analytics '.repeat(40), 'x'.repeat(600)],
    ['Datadrivendecisions'.repeat(5), 'Short.'],
  ],
  he: [
    ['בלתישביראבלתישבירא', 'מילים רגילות '.repeat(40)],
    ['התייעלותהתייעלות הבינלאומיותהבינלאומיות התייעלויותהתייעלויות', 'ש'.repeat(600)],
    ['אנליטיקה '.repeat(40), 'תובנות לקוחות, '.repeat(50)],
    ['החלטותמבוססותנתונים'.repeat(5), 'קצר.'],
  ],
};

describe('link-preview image', () => {
  it('is a 1200 × 630 PNG', async () => {
    const png = await renderOgImage(card('en', 'About us', 'Who we are.'));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('<svg/>'))).toBeUndefined();
  });

  for (const language of ['en', 'he'] as const) {
    const rtl = language === 'he';
    /** The blue band and the two side margins, as x ranges, mirrored for Hebrew. */
    const mirror = ([x0, x1]: number[]) => (rtl ? [width - x1!, width - x0!] : [x0!, x1!]);
    const band = mirror([0, OG_LAYOUT.band]);
    const startMargin = mirror([OG_LAYOUT.band + 2, OG_LAYOUT.band + OG_LAYOUT.side - 4]);
    const endMargin = mirror([width - OG_LAYOUT.side + 4, width]);
    const headerEnd = OG_LAYOUT.top + OG_LAYOUT.header;
    const footerStart = height - OG_LAYOUT.bottom - OG_LAYOUT.footer;

    it(`${language}: the band runs along the start edge, and the mark and the site's name sit at the start of the header`, async () => {
      const pixels = await draw(card(language, dictionaries[language]['page.about.title'], '—'));
      expect(notColored(pixels, OG_COLORS.blue, band, [0, height])).toEqual([]);
      // The tile of the mark and the site's name are navy; nothing else in the header is.
      expect(OG_COLORS.ink).toBe(logoColors.tile);
      const start = mirror([0, width / 2]);
      const end = mirror([width / 2, width]);
      const navy = (range: number[]) =>
        notColored(pixels, OG_COLORS.ink, range, [OG_LAYOUT.top, headerEnd]).length;
      expect(navy(start)).toBeLessThan((start[1]! - start[0]!) * OG_LAYOUT.header);
      expect(navy(end)).toBe((end[1]! - end[0]!) * OG_LAYOUT.header);
    });

    it(`${language}: titles and descriptions of any length wrap and stop inside the margins, clear of the header and the footer`, async () => {
      const m = dictionaries[language];
      const reference = await draw(
        card(language, m['page.about.title'], m['page.about.description']),
      );
      for (const [title, description] of extremes[language]) {
        const pixels = await draw(card(language, title, description));
        const where = `"${title.slice(0, 24)}…"`;
        expect(notColored(pixels, OG_COLORS.canvas, startMargin, [0, height]), where).toEqual([]);
        expect(notColored(pixels, OG_COLORS.canvas, endMargin, [0, height]), where).toEqual([]);
        expect(rows(pixels, 0, headerEnd).equals(rows(reference, 0, headerEnd)), where).toBe(true);
        expect(
          rows(pixels, footerStart, height).equals(rows(reference, footerStart, height)),
          where,
        ).toBe(true);
      }
    });
  }

  it('he: words run right to left, the first at the right margin', async () => {
    const oneWord = await draw(card('he', 'שירותי', 'א'));
    const right = width - OG_LAYOUT.band - OG_LAYOUT.side;
    const [top, bottom] = [OG_LAYOUT.top + OG_LAYOUT.header, height - OG_LAYOUT.bottom];
    // Where the one word starts: the leftmost ink below the header (the description's one
    // letter and the amber rule are narrower than the word).
    let left = right;
    for (let y = top; y < bottom; y++) {
      const ink = notColored(oneWord, OG_COLORS.canvas, [0, right], [y, y + 1]);
      if (ink[0]) left = Math.min(left, Number(ink[0].split(',')[0]));
    }
    expect(left).toBeLessThan(right - 100);
    /** The share of that region's pixels that differ clearly from the one-word card's. */
    const differing = (pixels: Buffer) => {
      let count = 0;
      for (let y = top; y < bottom; y++)
        for (let x = left; x < right; x++) {
          const [a, b] = [pixelAt(pixels, x, y), pixelAt(oneWord, x, y)];
          if (a.some((value, channel) => Math.abs(value - b[channel]!) > 96)) count += 1;
        }
      return count / ((bottom - top) * (right - left));
    };
    // The same word, give or take the edges of glyphs placed a fraction of a pixel apart.
    // (Measured: 0.4% for the same word, 6% for the other.)
    expect(differing(await draw(card('he', 'שירותי נתונים', 'א')))).toBeLessThan(0.01);
    // Had the words been laid out left to right, the other word would be there.
    expect(differing(await draw(card('he', 'נתונים שירותי', 'א')))).toBeGreaterThan(0.03);
  });
});
