/**
 * The favicon and the app icons, all from the company's mark (src/brand/logo.ts): the SVG as it
 * is, and PNGs drawn from it with the renderer of the link-preview images (./og-image.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logoColors, logoSvg } from '../../src/brand/logo';
import { svgToPng } from './og-image';

export interface AppIcon {
  /** The file's name at the site's root. */
  file: string;
  size: number;
  /**
   * `mark`: the mark alone, its rounded tile on a transparent ground. `fullBleed`: the square
   * filled with the tile's colour and the mark at `scale` in its middle, for launchers that cut
   * their own shape (a maskable icon keeps its content in the middle 80%) or, like iOS, fill
   * transparency with black.
   */
  kind: { type: 'mark' } | { type: 'fullBleed'; scale: number };
  /** The web app manifest's `purpose`, for the icons it lists. */
  purpose?: 'any' | 'maskable';
}

export const FAVICON = 'favicon.svg';

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'apple-touch-icon.png', size: 180, kind: { type: 'fullBleed', scale: 1 } },
  { file: 'icon-192.png', size: 192, kind: { type: 'mark' }, purpose: 'any' },
  { file: 'icon-512.png', size: 512, kind: { type: 'mark' }, purpose: 'any' },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    kind: { type: 'fullBleed', scale: 0.8 },
    purpose: 'maskable',
  },
];

/** The SVG an icon is drawn from: the mark's own document, nested in a filled square if need be. */
export function iconSvg({ size, kind }: AppIcon): string {
  if (kind.type === 'mark') return logoSvg();
  const inner = size * kind.scale;
  const offset = (size - inner) / 2;
  const mark = logoSvg().replace(
    '<svg ',
    `<svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" `,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${logoColors.tile}"/>`,
    mark,
    `</svg>`,
  ].join('');
}

/** Writes the favicon and every app icon into `dist`. */
export async function writeAppIcons(dist: string): Promise<void> {
  await writeFile(join(dist, FAVICON), logoSvg());
  await Promise.all(
    APP_ICONS.map(async (icon) =>
      writeFile(join(dist, icon.file), await svgToPng(iconSvg(icon), icon.size)),
    ),
  );
}
