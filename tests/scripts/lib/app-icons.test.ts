import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, iconSvg, type AppIcon } from '../../../scripts/lib/app-icons';
import { logoColors, logoSvg } from '../../../src/brand/logo';

const icon = (file: string): AppIcon => {
  const found = APP_ICONS.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`No icon ${file}`);
  return found;
};

/** An icon's RGBA pixels at its size, as the build draws it. */
const draw = (appIcon: AppIcon) =>
  new Resvg(iconSvg(appIcon), { fitTo: { mode: 'width', value: appIcon.size } }).render().pixels;

const tile = [1, 3, 5].map((at) => parseInt(logoColors.tile.slice(at, at + 2), 16));

describe('app icons', () => {
  it('the "any" icons are the mark itself', () => {
    for (const appIcon of APP_ICONS.filter((candidate) => candidate.purpose === 'any')) {
      expect(iconSvg(appIcon), appIcon.file).toBe(logoSvg());
    }
  });

  it('the maskable icon fills its square and keeps the mark inside the safe zone (the middle circle, 80% across)', () => {
    const maskable = icon('icon-maskable-512.png');
    const pixels = draw(maskable);
    const { size } = maskable;
    let outside = 0;
    let drawnOutside = 0;
    let drawnInside = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const at = (y * size + x) * 4;
        // The tile's rounded edge, blended over the same colour, may round off by one.
        const isTile =
          [0, 1, 2].every((c) => Math.abs(pixels[at + c]! - tile[c]!) <= 1) &&
          pixels[at + 3] === 255;
        const inSafeZone = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) <= size * 0.4;
        if (!inSafeZone) {
          outside += 1;
          if (!isTile) drawnOutside += 1;
        } else if (!isTile) drawnInside += 1;
      }
    expect(outside).toBeGreaterThan(0);
    expect(drawnOutside).toBe(0);
    expect(drawnInside).toBeGreaterThan(0);
  });

  it('the Apple touch icon is opaque (iOS would fill transparent corners with black)', () => {
    const pixels = draw(icon('apple-touch-icon.png'));
    const transparent = pixels.filter((_, index) => index % 4 === 3 && pixels[index] !== 255);
    expect(transparent.length).toBe(0);
  });
});
