/**
 * The chart kit the service illustrations and the home page's demo draw with: scales and paths,
 * the reading direction of a chart's words, the `<svg>` that names and describes it, and its axes
 * and grid. One module, so the demo island loads it as one chunk beside its own.
 */
import type { CSSObject } from '@emotion/react';
import { useId, type ReactNode, type SVGAttributes } from 'react';
import type { Language } from '../../machines/constants';
import { directionOf } from '../i18n/locale';
import { color } from '../styles/theme';

// Scales and paths

/** A position in a drawing's own units, rounded to a tenth: finer than any screen shows. */
export const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * A linear scale: the value at `domain[0]` lands on `range[0]`, the value at `domain[1]` on
 * `range[1]`, and everything else in proportion. A range may run downwards (a value axis from
 * the plot's bottom to its top). Not rounded: a caller rounds what it writes into the markup.
 */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A point of a drawing, in its own units. */
type Point = readonly [x: number, y: number];

/**
 * Numbers as SVG path data writes them most briefly: a space between two, none before a minus.
 */
const pathNumbers = (numbers: readonly number[]): string =>
  numbers.map((value, index) => (index === 0 || value < 0 ? `${value}` : ` ${value}`)).join('');

/**
 * An SVG path through `points` in turn: `M x y l dx dy dx dy …`, each point after the first by
 * its step from the one before, all rounded to a tenth. Steps repeat one another where absolute
 * positions do not, so the prerendered page compresses to fewer bytes (decision 005).
 */
export const linePath = (points: readonly Point[]): string => {
  const [first, ...rest] = points.map(([x, y]) => [round(x), round(y)] as const);
  if (!first) return '';
  const steps = rest.flatMap(([x, y], index) => {
    const [previousX, previousY] = index === 0 ? first : rest[index - 1]!;
    return [round(x - previousX), round(y - previousY)];
  });
  return `M${pathNumbers(first)}${steps.length > 0 ? `l${pathNumbers(steps)}` : ''}`;
};

/** A closed SVG path along `upper` and back along `lower`: the band between two lines. */
export const bandPath = (upper: readonly Point[], lower: readonly Point[]): string =>
  `${linePath([...upper, ...[...lower].reverse()])} Z`;

/** A bar from one position to another along an axis, whichever way round they are given. */
export const span = (from: number, to: number): { start: number; size: number } => ({
  start: Math.min(from, to),
  size: round(Math.abs(to - from)),
});

// Direction

/**
 * How a chart's words run in a language. The drawing itself keeps left-to-right coordinates in
 * both languages (it sits in a `dir="ltr"` wrapper); only its words follow the page, and a chart
 * that reads from the start edge asks for positions measured from it.
 */
export interface ChartDirection {
  /** For every `<text>` that holds words: figures alone read the same either way. */
  direction: 'ltr' | 'rtl';
  /** The anchor that puts a text's left edge at its `x`, whichever way its words run. */
  anchorLeft: 'start' | 'end';
  /** The anchor that puts a text's right edge at its `x`, whichever way its words run. */
  anchorRight: 'start' | 'end';
  /** Of a span from `left` to `right`, the edge where reading starts. */
  start: (left: number, right: number) => number;
  /** Of a span from `left` to `right`, the edge where reading ends. */
  end: (left: number, right: number) => number;
  /** A position `distance` from the reading start of a drawing `width` wide: mirrored in Hebrew. */
  fromStart: (width: number, distance: number) => number;
}

export function chartDirection(language: Language): ChartDirection {
  const direction = directionOf(language);
  const rtl = direction === 'rtl';
  return {
    direction,
    anchorLeft: rtl ? 'end' : 'start',
    anchorRight: rtl ? 'start' : 'end',
    start: (left, right) => (rtl ? right : left),
    end: (left, right) => (rtl ? left : right),
    fromStart: (width, distance) => (rtl ? width - distance : distance),
  };
}

// The drawing

/** Every chart fills its container's width and keeps its own proportions. */
const fill = { display: 'block', width: '100%', height: 'auto' } as const;

interface ChartProps extends Omit<SVGAttributes<SVGSVGElement>, 'viewBox' | 'role' | 'style'> {
  /** The drawing's size in its own units; it scales to its container's width. */
  width: number;
  height: number;
  /** The image's name for assistive technology, as `<title>`. */
  title: string;
  /** What the image shows, in words, as `<desc>`: a chart's text alternative. */
  description?: string;
  /** Ids for the title and description, when something outside the chart points at them. */
  ids?: { title: string; description: string };
  /** What names and describes the image, when more than its own title and description do. */
  labelledBy?: string;
  describedBy?: string;
  /** The drawing's own rules: its text sizes by container width, its marks by data attribute. */
  styles: CSSObject;
  children: ReactNode;
}

/** What a chart's `<svg>` is given besides its marks: a figure that draws the chart takes it. */
export type ChartFrame = Omit<ChartProps, 'children'>;

/**
 * A chart's `<svg>`: one image to assistive technology, named by its title and described by its
 * text alternative, both in the page's language.
 */
export function Chart({
  width,
  height,
  title,
  description,
  ids,
  labelledBy,
  describedBy,
  styles,
  children,
  ...attributes
}: ChartProps) {
  const ownTitleId = useId();
  const ownDescriptionId = useId();
  const titleId = ids?.title ?? ownTitleId;
  const descriptionId = ids?.description ?? ownDescriptionId;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={labelledBy ?? titleId}
      aria-describedby={description === undefined ? undefined : (describedBy ?? descriptionId)}
      css={[fill, styles]}
      {...attributes}
    >
      <title id={titleId}>{title}</title>
      {description !== undefined && <desc id={descriptionId}>{description}</desc>}
      {children}
    </svg>
  );
}

// Axes and grid

/** A chart's plot area, in the drawing's own units. */
export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The line along the bottom of a chart's plot area. */
export function Baseline({ plot }: { plot: Plot }) {
  return (
    <line
      x1={plot.left}
      x2={plot.right}
      y1={plot.bottom}
      y2={plot.bottom}
      stroke={color.inkMuted}
    />
  );
}

/**
 * Horizontal grid lines across the plot at `values` of the value axis, placed by `y`. Each is
 * labelled by `label`, which knows where the chart wants its figures.
 */
export function GridRows({
  plot,
  values,
  y,
  label,
}: {
  plot: Plot;
  values: readonly number[];
  y: (value: number) => number;
  label: (value: number, at: number) => ReactNode;
}) {
  return values.map((value) => (
    <g key={value}>
      <line x1={plot.left} x2={plot.right} y1={y(value)} y2={y(value)} stroke={color.line} />
      {label(value, y(value))}
    </g>
  ));
}

/**
 * Vertical grid lines down the plot at `values`, placed by `x`, each labelled under the baseline.
 * The line at `marked` (a zero, say) is drawn darker and dashed.
 */
export function GridColumns({
  plot,
  values,
  x,
  format = String,
  marked,
}: {
  plot: Plot;
  values: readonly number[];
  x: (value: number) => number;
  format?: (value: number) => string;
  marked?: number;
}) {
  return values.map((value) => (
    <g key={value}>
      <line
        x1={x(value)}
        x2={x(value)}
        y1={plot.top}
        y2={plot.bottom}
        stroke={value === marked ? color.inkMuted : color.line}
        strokeDasharray={value === marked ? '4 4' : undefined}
      />
      <text x={x(value)} y={plot.bottom + 20} textAnchor="middle">
        {format(value)}
      </text>
    </g>
  ));
}

/** A tick under the baseline and its label. */
export interface Tick {
  x: number;
  label: string;
  /** `start` for a first label that would otherwise stand out past the plot's edge. */
  anchor?: 'start' | 'middle';
}

/**
 * Ticks under the baseline, `length` long, with their labels `gap` below it. `direction` is for
 * labels in words; figures need none.
 */
export function Ticks({
  plot,
  ticks,
  length,
  gap,
  direction,
}: {
  plot: Plot;
  ticks: readonly Tick[];
  length: number;
  gap: number;
  direction?: 'ltr' | 'rtl';
}) {
  return ticks.map(({ x, label, anchor = 'middle' }) => (
    <g key={x}>
      <line x1={x} x2={x} y1={plot.bottom} y2={plot.bottom + length} stroke={color.inkMuted} />
      <text x={x} y={plot.bottom + gap} direction={direction} textAnchor={anchor}>
        {label}
      </text>
    </g>
  ));
}
