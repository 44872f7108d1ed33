import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captureDifference, type Capture } from '../snaps/captures';

/** A 20 × 10 picture in one colour, with a 4 × 2 patch in another when given. */
function picture(rgb: number[], patch?: number[]): Buffer {
  const image = new PNG({ width: 20, height: 10 });
  for (let y = 0; y < 10; y++)
    for (let x = 0; x < 20; x++) {
      const colour = patch && x >= 8 && x < 12 && y >= 4 && y < 6 ? patch : rgb;
      image.data.set([...colour, 255], (y * 20 + x) * 4);
    }
  return PNG.sync.write(image);
}

const capture = (overrides: Partial<Capture> = {}): Capture => ({
  png: picture([15, 23, 42]),
  aria: '- navigation "ניווט באתר":\n  - link "מי אנחנו"',
  lang: 'he',
  dir: 'rtl',
  url: 'http://site/he/about',
  ...overrides,
});

describe('one state captured on two deployments', () => {
  it('is the same when the picture and the tree are', () => {
    expect(captureDifference(capture(), capture())).toBeNull();
    // A colour one step off is rounding, not a change (the threshold of `compare`).
    expect(captureDifference(capture(), capture({ png: picture([16, 23, 42]) }))).toBeNull();
  });

  it('names the pixels that differ and where', () => {
    const after = capture({ png: picture([15, 23, 42], [40, 48, 67]) });
    expect(captureDifference(capture(), after)).toEqual({
      kind: 'pixels',
      detail: '8 pixels differ, within 4 × 2 at (8, 4)',
    });
  });

  it('names the lines a screen reader hears differently, <html dir> included', () => {
    const renamed = capture({ aria: '- navigation "ניווט ראשי":\n  - link "מי אנחנו"' });
    expect(captureDifference(capture(), renamed)).toEqual({
      kind: 'aria',
      detail: '- - navigation "ניווט באתר":\n+ - navigation "ניווט ראשי":',
    });
    expect(captureDifference(capture(), capture({ dir: 'ltr' }))?.detail).toBe(
      '- # <html lang="he" dir="rtl">\n+ # <html lang="he" dir="ltr">',
    );
    const reordered = capture({ aria: '  - link "מי אנחנו"\n- navigation "ניווט באתר":' });
    expect(captureDifference(capture(), reordered)).toEqual({
      kind: 'aria',
      detail: 'the same lines, in another order',
    });
  });
});
