import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import heeboUnicodeRanges from '@fontsource/heebo/unicode.json';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import heebo from '@capsizecss/metrics/heebo';
import inter from '@capsizecss/metrics/inter';
import notoSansHebrew from '@capsizecss/metrics/notoSansHebrew';
import roboto from '@capsizecss/metrics/roboto';
import { create as openFont, type Font } from 'fontkit';
import {
  FALLBACKS,
  fallbackFamily,
  type StandIn,
  type WebFont,
} from '../../src/styles/font-fallbacks';

/**
 * The `@font-face` rules of the metric-matched stand-ins (`src/styles/font-fallbacks.ts`),
 * computed at build time: `scripts/build.ts` writes them into every page's inline `<style>`, so
 * they cost the browser bundle nothing.
 *
 * The arithmetic is Capsize's `createFontStack`: `size-adjust` scales the stand-in until its
 * average character width equals the web font's; the ascent, descent and line gap are then the
 * web font's, against that scaled em square. Text set in the stand-in takes the room the web font
 * will take, so the swap to Inter or Heebo neither re-wraps nor moves it.
 *
 * The average width is of the letters the face will draw. For Inter's stand-ins that is Latin,
 * and Capsize publishes it (weighted by letter frequency in English text). Heebo's stand-ins
 * draw only Hebrew (their `unicode-range`), and Capsize's Latin average put Noto Sans Hebrew 3%
 * off; so their average is measured here from the font files, over the Hebrew letters of this
 * site's own Hebrew text.
 */

/** The metrics Capsize publishes for every font, as far as the overrides need them. */
interface FontMetrics {
  familyName: string;
  fullName: string;
  postscriptName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** A font's line metrics and its average letter width in em. */
type Measure = Pick<FontMetrics, 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm'> & {
  widthPerEm: number;
};

interface SystemFont {
  /** Every name the font is installed under (family, full and PostScript names), in order. */
  localNames: readonly string[];
  /** Its Latin metrics (an Inter stand-in) or its Hebrew regular font file (a Heebo stand-in). */
  latin?: FontMetrics;
  hebrewFile?: string;
}

const require = createRequire(import.meta.url);

/** A regular face is found by its family, full or PostScript name, depending on the system. */
const namesOf = (font: FontMetrics) => [
  ...new Set([font.familyName, font.fullName, font.postscriptName]),
];

const systemFonts: Record<StandIn, SystemFont> = {
  // Arimo, and Liberation Sans 2 (built from Arimo; Capsize lists no metrics for it), are drawn
  // to Arial's metrics, so one set of overrides serves all three. Arial's own Hebrew cannot be
  // shipped; Arimo's, drawn to the same widths, is measured in its place.
  Arial: {
    localNames: [...namesOf(arial), 'Liberation Sans', 'LiberationSans', ...namesOf(arimo)],
    latin: arial,
    hebrewFile: require.resolve('@fontsource/arimo/files/arimo-hebrew-400-normal.woff2'),
  },
  Roboto: { localNames: namesOf(roboto), latin: roboto },
  'Noto Sans Hebrew': {
    localNames: namesOf(notoSansHebrew),
    hebrewFile:
      require.resolve('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff2'),
  },
  // Linux desktops without Arial's Hebrew or Noto (Debian's Chromium among them) draw Hebrew in
  // DejaVu Sans, 2.7% wider than Heebo: enough to wrap a paragraph one line longer.
  'DejaVu Sans': {
    localNames: ['DejaVu Sans', 'DejaVuSans'],
    hebrewFile: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  },
};

const HEEBO_HEBREW = require.resolve('@fontsource/heebo/files/heebo-hebrew-400-normal.woff2');

/** Hebrew letters and punctuation (geresh, gershayim, maqaf): the Hebrew block, U+0590–U+05FF. */
const isHebrew = (codePoint: number) => codePoint >= 0x590 && codePoint <= 0x5ff;

/** How often each Hebrew character occurs in the site's Hebrew text (every `he.ts` under `src`). */
function hebrewLetterCounts(): Map<number, number> {
  const src = fileURLToPath(new URL('../../src', import.meta.url));
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path === 'he.ts' || path.endsWith('/he.ts'),
  );
  const counts = new Map<number, number>();
  for (const file of files) {
    for (const character of readFileSync(join(src, file), 'utf8')) {
      const codePoint = character.codePointAt(0)!;
      if (isHebrew(codePoint)) counts.set(codePoint, (counts.get(codePoint) ?? 0) + 1);
    }
  }
  return counts;
}

/** The average advance of `font`'s letters in em, each weighted by its count. */
export function averageWidthPerEm(font: Font, counts: ReadonlyMap<number, number>): number {
  let width = 0;
  let letters = 0;
  for (const [codePoint, count] of counts) {
    const glyph = font.glyphForCodePoint(codePoint);
    if (glyph.id === 0)
      throw new Error(`${font.familyName} has no glyph for U+${codePoint.toString(16)}`);
    width += glyph.advanceWidth * count;
    letters += count;
  }
  return width / letters / font.unitsPerEm;
}

let hebrewCounts: Map<number, number> | undefined;
/** The average width in em of the Hebrew letters in a font file. */
function hebrewWidthPerEm(file: string): number {
  hebrewCounts ??= hebrewLetterCounts();
  return averageWidthPerEm(openFont(readFileSync(file)) as Font, hebrewCounts);
}

const webFonts: Record<WebFont, { measure: () => Measure; unicodeRange?: string }> = {
  Inter: { measure: () => ({ ...inter, widthPerEm: inter.xWidthAvg / inter.unitsPerEm }) },
  // Only Heebo's Hebrew subset is bundled: Latin characters go on to Inter and its stand-ins.
  // The line metrics are Capsize's; the width is that of Heebo's Hebrew letters.
  Heebo: {
    measure: () => ({ ...heebo, widthPerEm: hebrewWidthPerEm(HEEBO_HEBREW) }),
    unicodeRange: heeboUnicodeRanges.hebrew,
  },
};

/** The average width in em of the letters `standIn` draws for `webFont`. */
function standInWidthPerEm(webFont: WebFont, standIn: SystemFont): number {
  if (webFont === 'Heebo' && standIn.hebrewFile) return hebrewWidthPerEm(standIn.hebrewFile);
  if (webFont === 'Inter' && standIn.latin)
    return standIn.latin.xWidthAvg / standIn.latin.unitsPerEm;
  throw new Error(`${standIn.localNames[0]} has no measure to stand in for ${webFont}`);
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The overrides that make `fallback` take the room of `web` (Capsize's arithmetic). */
export function metricOverrides(web: Measure, fallbackWidthPerEm: number) {
  const sizeAdjust = web.widthPerEm / fallbackWidthPerEm;
  const adjustedEm = web.unitsPerEm * sizeAdjust;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(web.ascent / adjustedEm),
    'descent-override': percent(Math.abs(web.descent) / adjustedEm),
    'line-gap-override': percent(web.lineGap / adjustedEm),
  };
}

function fontFace(webFont: WebFont, standIn: StandIn): string {
  const web = webFonts[webFont];
  const fallback = systemFonts[standIn];
  const descriptors = {
    'font-family': `'${fallbackFamily(webFont, standIn)}'`,
    src: fallback.localNames.map((name) => `local('${name}')`).join(', '),
    ...metricOverrides(web.measure(), standInWidthPerEm(webFont, fallback)),
    ...(web.unicodeRange ? { 'unicode-range': web.unicodeRange } : {}),
  };
  const body = Object.entries(descriptors)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `@font-face{${body}}`;
}

/** Every stand-in face, for the page's inline stylesheet. */
export function fallbackFontFaces(): string {
  return (Object.keys(FALLBACKS) as WebFont[])
    .flatMap((webFont) => FALLBACKS[webFont].map((standIn) => fontFace(webFont, standIn)))
    .join('');
}
