/**
 * One state captured on two deployments by the same path, compared in memory (issue #36): what
 * `run --against` checks at each state a path reaches first, and what `--shrink` keeps failing
 * while it cuts the path down. The same measures as `compare`: pixelmatch with its thresholds,
 * the trees as text with `<html lang dir>`.
 */
import { PNG } from 'pngjs';
import { treeText } from './compare-folders';
import { comparePixels, differs, PIXEL_THRESHOLDS, type PixelThresholds } from './pixels';

/** What the snapper captures of a page (qa/browser/snap-capture.ts), before it is written. */
export interface Capture {
  png: Buffer;
  aria: string;
  lang: string;
  dir: string;
  url: string;
}

/** How a state differs: its kind, as `compare` names it, and a line that says by how much. */
export interface CaptureDifference {
  kind: 'pixels' | 'aria';
  detail: string;
}

/**
 * How `tested` differs from `reference`, or null when it does not: the tree first (a screen
 * reader's change is the one a picture may not show), then the pixels.
 */
export function captureDifference(
  reference: Capture,
  tested: Capture,
  thresholds: PixelThresholds = PIXEL_THRESHOLDS,
): CaptureDifference | null {
  const before = treeText(reference.aria, reference);
  const after = treeText(tested.aria, tested);
  if (before !== after) {
    const [old, now] = [before.split('\n'), after.split('\n')];
    const lines = [
      ...old.filter((line) => !now.includes(line)).map((line) => `- ${line}`),
      ...now.filter((line) => !old.includes(line)).map((line) => `+ ${line}`),
    ];
    return { kind: 'aria', detail: lines.join('\n') || 'the same lines, in another order' };
  }
  if (reference.png.equals(tested.png)) return null;
  const measure = comparePixels(
    PNG.sync.read(reference.png),
    PNG.sync.read(tested.png),
    thresholds.threshold,
  );
  if (!differs(measure, thresholds)) return null;
  const box = measure.box;
  return {
    kind: 'pixels',
    detail: `${measure.differingPixels} pixels differ${box ? `, within ${box.width} × ${box.height} at (${box.x}, ${box.y})` : ''}`,
  };
}
