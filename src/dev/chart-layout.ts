/**
 * Lays out a statechart with ELK in the browser (the bundled build runs on the main thread,
 * which is fine for charts of a few dozen states) and sizes text with a canvas in the fonts the
 * SVG uses. Each machine is laid out once per page load.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { toElkGraph, type Measure, type TextStyle } from './elk-graph';
import type { Statechart } from './statechart';

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const FONTS: Record<TextStyle, string> = {
  title: `600 13px ${FONT_FAMILY}`,
  small: `11px ${FONT_FAMILY}`,
};

const context = document.createElement('canvas').getContext('2d');
const measure: Measure = (text, style) => {
  if (!context) return text.length * (style === 'title' ? 8 : 6.5);
  context.font = FONTS[style];
  return context.measureText(text).width;
};

const elk = new ELK();
const layouts = new Map<string, Promise<ElkNode>>();

/** The room a chart has on a laptop screen beside the side panel. */
const ROOM = { width: 980, height: 720 };
/** How much a layout would have to shrink to fit the room (below 1: it fits). */
const overflow = ({ width = 0, height = 0 }: ElkNode) =>
  Math.max(width / ROOM.width, height / ROOM.height);

/** The chart laid out left to right or top to bottom, whichever fits the screen better. */
export function chartLayout(chart: Statechart): Promise<ElkNode> {
  let layout = layouts.get(chart.id);
  if (!layout) {
    layout = Promise.all(
      (['RIGHT', 'DOWN'] as const).map((direction) =>
        elk.layout(toElkGraph(chart, measure, direction)),
      ),
    ).then(([right, down]) => (overflow(down!) < overflow(right!) ? down! : right!));
    layouts.set(chart.id, layout);
  }
  return layout;
}
