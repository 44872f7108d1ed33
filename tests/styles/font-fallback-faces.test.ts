import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { fallbackFontFaces, metricOverrides } from '../../src/styles/font-fallback-faces';
import { FALLBACKS, fallbackFamily } from '../../src/styles/font-fallbacks';

describe('metric-matched font fallbacks', () => {
  it('leaves a font standing in for itself unchanged', () => {
    expect(metricOverrides(inter, inter)).toEqual({
      'size-adjust': '100.00%',
      'ascent-override': `${((inter.ascent / inter.unitsPerEm) * 100).toFixed(2)}%`,
      'descent-override': `${((-inter.descent / inter.unitsPerEm) * 100).toFixed(2)}%`,
      'line-gap-override': '0.00%',
    });
  });

  it('scales Arial up to Inter, whose letters are wider on average', () => {
    expect(parseFloat(metricOverrides(inter, arial)['size-adjust'])).toBeGreaterThan(100);
  });

  it('may share one face between Arial and Arimo, because their metrics are the same', () => {
    const shared = ['ascent', 'descent', 'lineGap', 'unitsPerEm', 'xWidthAvg'] as const;
    for (const metric of shared) expect(arimo[metric], metric).toBe(arial[metric]);
  });

  it('declares a face for every family the font stacks name', () => {
    const faces = fallbackFontFaces();
    for (const webFont of ['Inter', 'Heebo'] as const) {
      for (const standIn of FALLBACKS[webFont]) {
        expect(faces).toContain(`font-family:'${fallbackFamily(webFont, standIn)}'`);
      }
    }
  });
});
