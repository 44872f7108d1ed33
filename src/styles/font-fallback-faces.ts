import heeboUnicodeRanges from '@fontsource/heebo/unicode.json';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import heebo from '@capsizecss/metrics/heebo';
import inter from '@capsizecss/metrics/inter';
import notoSansHebrew from '@capsizecss/metrics/notoSansHebrew';
import roboto from '@capsizecss/metrics/roboto';
import { FALLBACKS, fallbackFamily, type StandIn, type WebFont } from './font-fallbacks';

/**
 * The `@font-face` rules of the metric-matched stand-ins (`font-fallbacks.ts`), computed from
 * Capsize's published font metrics at build time: `scripts/build.ts` writes them into every
 * page's inline `<style>`, so they cost the browser bundle nothing.
 *
 * The arithmetic is Capsize's `createFontStack`: `size-adjust` scales the stand-in until its
 * average character width (weighted by letter frequency in English text) equals the web font's;
 * the ascent, descent and line gap are then the web font's, against that scaled em square. Text
 * set in the stand-in takes the room the web font will take, so the swap to Inter or Heebo
 * neither re-wraps nor moves it.
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

interface SystemFont {
  metrics: FontMetrics;
  /** Every name the font is installed under (full and PostScript names), tried in order. */
  localNames: readonly string[];
}

/** A regular face is found by its family, full or PostScript name, depending on the system. */
const namesOf = (font: FontMetrics) => [
  ...new Set([font.familyName, font.fullName, font.postscriptName]),
];

const systemFonts: Record<StandIn, SystemFont> = {
  // Arimo, and Liberation Sans 2 (built from Arimo; Capsize lists no metrics for it), are drawn
  // to Arial's metrics, so one set of overrides serves all three.
  Arial: {
    metrics: arial,
    localNames: [...namesOf(arial), 'Liberation Sans', 'LiberationSans', ...namesOf(arimo)],
  },
  Roboto: { metrics: roboto, localNames: namesOf(roboto) },
  'Noto Sans Hebrew': { metrics: notoSansHebrew, localNames: namesOf(notoSansHebrew) },
};

const webFonts: Record<WebFont, { metrics: FontMetrics; unicodeRange?: string }> = {
  Inter: { metrics: inter },
  // Only Heebo's Hebrew subset is bundled: Latin characters go on to Inter and its stand-ins.
  Heebo: { metrics: heebo, unicodeRange: heeboUnicodeRanges.hebrew },
};

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The overrides that make `fallback` take the room of `web` (Capsize's arithmetic). */
export function metricOverrides(web: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
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
    ...metricOverrides(web.metrics, fallback.metrics),
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
