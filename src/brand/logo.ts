/**
 * The company's mark, drawn here once: the page's logo (src/chrome/Brand.tsx), the favicon
 * and app icons, and the link-preview images are all made from these shapes. Three bars rise
 * towards a point, the aim ("kavana" is Hebrew for intention).
 *
 * Colours are literal, not theme tokens: the mark is the same in the light and dark themes and
 * in images made at build time, where there is no stylesheet.
 */
export const LOGO_VIEW_BOX = '0 0 32 32';

export const logoColors = {
  tile: '#0f1b35',
  bar: '#60a5fa',
  barStrong: '#93c5fd',
  aim: '#f59e0b',
} as const;

/** The mark's shapes, in the 32 × 32 box. */
export const logoShapes = {
  tile: { x: 0, y: 0, width: 32, height: 32, rx: 7 },
  bars: [
    { x: 6.5, y: 18, width: 4.5, height: 8, rx: 1.25 },
    { x: 13.75, y: 13, width: 4.5, height: 13, rx: 1.25 },
    { x: 21, y: 17, width: 4.5, height: 9, rx: 1.25 },
  ],
  /** The aim: a ring over the tallest bar's neighbour, where the trend is heading. */
  aim: { cx: 23.25, cy: 9, r: 3.25, strokeWidth: 2.5 },
} as const;

/** The mark as a standalone SVG document (the favicon, and the source of the PNG icons). */
export function logoSvg(): string {
  const { tile, bars, aim } = logoShapes;
  const rect = (
    r: { x: number; y: number; width: number; height: number; rx: number },
    fill: string,
  ) =>
    `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${r.rx}" fill="${fill}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}">`,
    rect(tile, logoColors.tile),
    ...bars.map((bar, index) => rect(bar, index === 1 ? logoColors.barStrong : logoColors.bar)),
    `<circle cx="${aim.cx}" cy="${aim.cy}" r="${aim.r}" fill="none" stroke="${logoColors.aim}" stroke-width="${aim.strokeWidth}"/>`,
    `</svg>`,
  ].join('');
}
