/**
 * What the service illustrations share beyond the kit: words in the page's direction, text sizes
 * for small drawings, and common marks. Apart from the kit, so the demo island does not load them.
 */
import type { CSSObject } from '@emotion/react';
import type { ReactNode, SVGAttributes } from 'react';
import { color } from '../styles/theme';

/**
 * Words in a chart, written in the page's `direction` (the drawing itself is always left to
 * right) and anchored at (`x`, `y`): centred by default, like an axis title. `kind` tags the text
 * `data-text` for the chart's own styles.
 */
export function Words({
  x,
  y,
  direction,
  anchor = 'middle',
  kind,
  children,
}: {
  x: number;
  y: number;
  direction: 'ltr' | 'rtl';
  anchor?: 'start' | 'middle' | 'end';
  kind?: string;
  children: ReactNode;
}) {
  return (
    <text x={x} y={y} direction={direction} textAnchor={anchor} data-text={kind}>
      {children}
    </text>
  );
}

/**
 * Larger text as a chart is drawn smaller: for each container width below which it applies, in
 * order, the font size of every `<text>` (`text`) and of each `data-text` kind.
 */
export function legibleBelow(steps: Record<string, Record<string, number>>): CSSObject {
  const style: CSSObject = {};
  for (const [width, sizes] of Object.entries(steps)) {
    const rules: CSSObject = {};
    for (const [kind, fontSize] of Object.entries(sizes)) {
      rules[kind === 'text' ? '& text' : `& [data-text="${kind}"]`] = { fontSize };
    }
    style[`@container (max-width: ${width})`] = rules;
  }
  return style;
}

/** A line through a chart's data: unfilled, with round joins. */
export function DataLine({
  d,
  stroke,
  width,
  ...attributes
}: { d: string; stroke: string; width: number } & SVGAttributes<SVGPathElement>) {
  return (
    <path
      d={d}
      fill="none"
      stroke={stroke}
      strokeWidth={width}
      strokeLinejoin="round"
      {...attributes}
    />
  );
}

/**
 * A point of a chart: filled, and outlined in the paper colour so that points that touch or
 * overlap stay apart.
 */
export function Dot({
  cx,
  cy,
  r,
  fill,
  width = 1.5,
}: {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  width?: number;
}) {
  return <circle cx={cx} cy={cy} r={r} fill={fill} stroke={color.paper} strokeWidth={width} />;
}

/** A ring drawn round a point of a chart, to call it out. */
export function Ring({
  cx,
  cy,
  r,
  stroke,
  width = 2,
}: {
  cx: number;
  cy: number;
  r: number;
  stroke: string;
  width?: number;
}) {
  return <circle cx={cx} cy={cy} r={r} fill="none" stroke={stroke} strokeWidth={width} />;
}
