/**
 * Link-preview images (`og:image`), made at build time: one 1200 × 630 PNG per page and
 * language, from the page's own title and description, in the page's font (Inter; Heebo for
 * Hebrew, right to left). Satori lays the card out and draws its text as paths in an SVG;
 * resvg turns that into a PNG. No browser is involved
 * (docs/decisions/017-link-preview-images.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import type { CSSProperties, ReactElement } from 'react';
import satori, { type Font } from 'satori';
import type { Language } from '../../machines/constants';
import { logoSvg } from '../../src/brand/logo';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface OgImageContent {
  /** The page's title, as in its dictionary (without the site name). */
  title: string;
  /** The page's description, set smaller under the title. */
  description: string;
  /** The site's name in the page's language, beside the mark. */
  siteName: string;
  /** The site's host name, the card's last line (`kavana-analytics.co.il`). */
  host: string;
  language: Language;
}

/** The card's colours: the site's light canvas, its navy text, brand blue and amber accents. */
export const OG_COLORS = {
  canvas: '#f5f7fb',
  /** Title and site name: 15.9 : 1 on the canvas. */
  ink: '#0f1b35',
  /** Description: 7.1 : 1 on the canvas. */
  muted: '#475569',
  /** The edge band and the host name (6.3 : 1 on the canvas). */
  blue: '#1d4ed8',
  amber: '#f59e0b',
} as const;

/**
 * The card's fixed measures, in pixels: the blue band along the start edge, the margins inside
 * it, the header row (the mark and the site's name) and the footer row (the host name).
 */
export const OG_LAYOUT = {
  band: 20,
  top: 64,
  side: 72,
  bottom: 56,
  header: 88,
  footer: 36,
} as const;

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

/**
 * The site's own faces, from the packages it serves them from: their WOFF files, which hold the
 * same faces as the pages' WOFF2. Satori 0.63 reads WOFF2 too, but drew cards about half as fast
 * with it in a trial. Heebo's Hebrew subset has no Latin, no digits and no space: those fall
 * through to Inter, as they do on the site (src/styles/theme.ts).
 */
let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  fonts ??= [400, 600].flatMap((weight) => [
    {
      name: 'Inter',
      data: fontFile(`inter/files/inter-latin-${weight}-normal.woff`),
      weight: weight as 400 | 600,
      style: 'normal' as const,
    },
    {
      name: 'Heebo',
      data: fontFile(`heebo/files/heebo-hebrew-${weight}-normal.woff`),
      weight: weight as 400 | 600,
      style: 'normal' as const,
    },
  ]);
  return fonts;
}

const FONT_FAMILY: Record<Language, string> = { en: 'Inter', he: 'Heebo, Inter' };

/**
 * The title's size: large for a short title, smaller as it grows, so that whatever it wraps to
 * fits above the description. Between the header and the footer there are 386 px: the amber
 * rule and two lines of description take 133, leaving 253 for the title. Twenty characters at
 * 88 px never take more than two lines (197 px); at 72 px three lines take 242 px; past three
 * lines the title is cut with an ellipsis. Nothing is measured: the rules hold for any text.
 */
function titleStyle(title: string): { fontSize: number; lineClamp: number } {
  const length = [...title].length;
  if (length <= 20) return { fontSize: 88, lineClamp: 2 };
  if (length <= 60) return { fontSize: 72, lineClamp: 3 };
  return { fontSize: 60, lineClamp: 3 };
}

/**
 * An element as JSX would make it, for Satori. Not React's `createElement`: importing React here
 * would load its development build into the build process, and the production prerendering
 * bundle (scripts/build.ts) then fails on the mismatched copy.
 */
type Element = ReactElement<{ style?: CSSProperties; children?: Child[] }, string>;
type Child = Element | string;
const h = (
  type: string,
  props: { style?: CSSProperties } & Record<string, unknown>,
  ...children: Child[]
): Element => ({ type, key: null, props: { ...props, children } });

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The card as Satori elements. `direction: rtl` mirrors every row and line for Hebrew. */
function card({ title, description, siteName, host, language }: OgImageContent): Element {
  const { width, height } = OG_IMAGE_SIZE;
  const rtl = language === 'he';
  return h(
    'div',
    {
      lang: rtl ? 'he-IL' : 'en-US',
      style: {
        width,
        height,
        display: 'flex',
        direction: rtl ? 'rtl' : 'ltr',
        backgroundColor: OG_COLORS.canvas,
        fontFamily: FONT_FAMILY[language],
        color: OG_COLORS.ink,
      },
    },
    h('div', {
      style: { width: OG_LAYOUT.band, height, flexShrink: 0, backgroundColor: OG_COLORS.blue },
    }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          minWidth: 0,
          padding: `${OG_LAYOUT.top}px ${OG_LAYOUT.side}px ${OG_LAYOUT.bottom}px`,
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 24, height: OG_LAYOUT.header } },
        h('img', {
          src: dataUri(logoSvg()),
          width: OG_LAYOUT.header,
          height: OG_LAYOUT.header,
          alt: '',
        }),
        h('div', { style: { fontSize: 40, fontWeight: 600 } }, siteName),
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            justifyContent: 'center',
            minHeight: 0,
          },
        },
        h(
          'div',
          {
            style: {
              ...titleStyle(title),
              fontWeight: 600,
              lineHeight: 1.12,
              letterSpacing: rtl ? 0 : -1,
              overflowWrap: 'break-word',
              // Balanced lines read better; but balancing a title too long for three lines
              // narrows every line before the clamp cuts it.
              textWrap: [...title].length <= 60 ? 'balance' : 'wrap',
            },
          },
          title,
        ),
        h('div', {
          style: {
            width: 120,
            height: 8,
            marginTop: 24,
            marginBottom: 20,
            borderRadius: 4,
            backgroundColor: OG_COLORS.amber,
          },
        }),
        h(
          'div',
          {
            style: {
              fontSize: 30,
              lineHeight: 1.35,
              color: OG_COLORS.muted,
              lineClamp: 2,
              overflowWrap: 'break-word',
            },
          },
          description,
        ),
      ),
      // The host name is Latin on both languages' cards: left to right, at the start edge.
      h(
        'div',
        {
          style: {
            display: 'flex',
            alignItems: 'flex-end',
            height: OG_LAYOUT.footer,
            fontSize: 28,
            fontWeight: 600,
            color: OG_COLORS.blue,
          },
        },
        h('span', { style: { fontFamily: 'Inter', direction: 'ltr' } }, host),
      ),
    ),
  );
}

/** The card as an SVG document, its text drawn as paths (no font needed to show it). */
export function ogImageSvg(content: OgImageContent): Promise<string> {
  return satori(card(content), { ...OG_IMAGE_SIZE, fonts: loadFonts() });
}

/** An SVG document as a PNG of `width` pixels, drawn off the main thread. */
export async function svgToPng(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    // Satori drew every glyph as a path: there is no text left to find a font for.
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}

/** The card as a 1200 × 630 PNG. */
export async function renderOgImage(content: OgImageContent): Promise<Buffer> {
  return svgToPng(await ogImageSvg(content), OG_IMAGE_SIZE.width);
}
