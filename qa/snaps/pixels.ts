/**
 * Two screenshots compared pixel by pixel with pixelmatch (perceptual colour distance, anti-aliased
 * pixels detected and left out): how many pixels differ, and the box around them. The thresholds
 * and why they are what they are: qa/docs/state-snapshots.md, "When two screenshots differ".
 */
import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PixelThresholds {
  /**
   * pixelmatch's per-pixel threshold: the largest colour distance (OKLab HyAB, 1 being black
   * against white) at which two pixels still count as equal.
   */
  threshold: number;
  /** The most differing pixels (anti-aliasing left out) a screenshot may have and not differ. */
  maxDiffPixels: number;
}

/**
 * 0.01 lets through a change of 1/255 in any or all channels (colour rounding) and catches a
 * lightness step of 4/255 on any colour (3/255 on 98 % of them). 0 pixels: the snaps compared
 * come from one snapper on one machine image, whose Chromium draws a page the same way every
 * time, so any pixel that is neither anti-aliasing nor within the threshold is a change; and a
 * share of the image (a ratio) would let a small element's change through.
 */
export const PIXEL_THRESHOLDS: PixelThresholds = { threshold: 0.01, maxDiffPixels: 0 };

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

export interface PixelMeasure {
  /** Pixels that differ by more than the threshold and are not anti-aliasing. */
  differingPixels: number;
  /** Their share of all pixels (of the larger image, when the sizes differ). */
  ratio: number;
  /** The smallest box around them and, when the sizes differ, around what only one image has. */
  box: Box | null;
  before: Size;
  after: Size;
}

export function readPng(file: string): PNG {
  try {
    return PNG.sync.read(readFileSync(file));
  } catch (error) {
    throw new Error(`${file} is not a PNG image (${(error as Error).message})`);
  }
}

/** The image's pixels on a canvas of `size`, from its top left, the rest transparent. */
function onCanvas(image: PNG, size: Size): Uint8Array {
  if (image.width === size.width && image.height === size.height) return image.data;
  const canvas = new Uint8Array(size.width * size.height * 4);
  for (let y = 0; y < image.height; y++)
    canvas.set(
      image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4),
      y * size.width * 4,
    );
  return canvas;
}

const union = (a: Box | null, b: Box | null): Box | null => {
  if (!a || !b) return a ?? b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
};

/** The box around the pixels a diff mask drew (opaque), or null. */
function maskBox(mask: Uint8Array, size: Size): Box | null {
  let left = size.width;
  let top = size.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < size.height; y++)
    for (let x = 0; x < size.width; x++)
      if (mask[(y * size.width + x) * 4 + 3]) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = y;
      }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** What only the larger image has: the strips right of and below the smaller one. */
function extraArea(a: Size, b: Size): Box | null {
  const inner = { width: Math.min(a.width, b.width), height: Math.min(a.height, b.height) };
  const outer = { width: Math.max(a.width, b.width), height: Math.max(a.height, b.height) };
  const right = outer.width > inner.width && {
    x: inner.width,
    y: 0,
    width: outer.width - inner.width,
    height: outer.height,
  };
  const below = outer.height > inner.height && {
    x: 0,
    y: inner.height,
    width: outer.width,
    height: outer.height - inner.height,
  };
  return union(right || null, below || null);
}

const canvasOf = (before: PNG, after: PNG): Size => ({
  width: Math.max(before.width, after.width),
  height: Math.max(before.height, after.height),
});

/** How two screenshots differ, by pixelmatch with the given per-pixel threshold. */
export function comparePixels(before: PNG, after: PNG, threshold: number): PixelMeasure {
  const canvas = canvasOf(before, after);
  const mask = new Uint8Array(canvas.width * canvas.height * 4);
  const differingPixels = pixelmatch(
    onCanvas(before, canvas),
    onCanvas(after, canvas),
    mask,
    canvas.width,
    canvas.height,
    { threshold, includeAA: false, diffMask: true },
  );
  const size = (image: PNG): Size => ({ width: image.width, height: image.height });
  return {
    differingPixels,
    ratio: differingPixels / (canvas.width * canvas.height),
    box: union(maskBox(mask, canvas), extraArea(before, after)),
    before: size(before),
    after: size(after),
  };
}

/** Does the measure exceed the thresholds? Images of different sizes always differ. */
export const differs = (measure: PixelMeasure, thresholds: PixelThresholds): boolean =>
  measure.differingPixels > thresholds.maxDiffPixels ||
  measure.before.width !== measure.after.width ||
  measure.before.height !== measure.after.height;

const OUTLINE = [255, 0, 255] as const;
const OUTLINE_WIDTH = 2;

/** Draws a rectangle just outside `box`, clamped to the image, so that it hides none of it. */
function outline(image: PNG, box: Box): void {
  const left = box.x - OUTLINE_WIDTH;
  const top = box.y - OUTLINE_WIDTH;
  const right = box.x + box.width - 1 + OUTLINE_WIDTH;
  const bottom = box.y + box.height - 1 + OUTLINE_WIDTH;
  const paint = (x: number, y: number) => {
    const cx = Math.min(Math.max(x, 0), image.width - 1);
    const cy = Math.min(Math.max(y, 0), image.height - 1);
    image.data.set([...OUTLINE, 255], (cy * image.width + cx) * 4);
  };
  for (let band = 0; band < OUTLINE_WIDTH; band++) {
    for (let x = left; x <= right; x++) {
      paint(x, top + band);
      paint(x, bottom - band);
    }
    for (let y = top; y <= bottom; y++) {
      paint(left + band, y);
      paint(right - band, y);
    }
  }
}

/**
 * The difference as a picture: the first image in pale grey, differing pixels red, anti-aliased
 * ones yellow (not counted), and the box around the difference outlined in magenta.
 */
export function differencePicture(
  before: PNG,
  after: PNG,
  measure: PixelMeasure,
  threshold: number,
): PNG {
  const canvas = canvasOf(before, after);
  const picture = new PNG(canvas);
  pixelmatch(
    onCanvas(before, canvas),
    onCanvas(after, canvas),
    picture.data,
    canvas.width,
    canvas.height,
    { threshold, includeAA: false },
  );
  if (measure.box) outline(picture, measure.box);
  return picture;
}
