import type { CSSObject } from '@emotion/react';
import { Baseline, chartDirection, GridColumns, linearScale, round } from '../kit';
import { Dot, legibleBelow, Words } from '../marks';
import { ChartFigure, LegendKey, legendOf } from '../ChartFigure';
import { isolate } from '../../i18n/locale';
import { interpolate } from '../../i18n/placeholders';
import { chart, color, weight } from '../../styles/theme';
import type { IllustrationProps } from './props';

/** The chart's texts, in one language. `{placeholders}` are filled from the chart's data. */
export interface ProcurementChartTexts {
  title: string;
  caption: string;
  summary: string;
  axis: string;
  price: string;
  suppliers: { a: string; b: string; c: string; d: string };
  legend: { onTime: string; late: string; quoted: string };
}
type SupplierKey = keyof ProcurementChartTexts['suppliers'];

/**
 * One packaging item over 12 months (illustrative): each supplier's unit price, the lead time it
 * quoted, and the days each of its deliveries actually took.
 */
const SUPPLIERS: readonly {
  key: SupplierKey;
  price: number;
  quoted: number;
  deliveries: readonly number[];
}[] = [
  { key: 'a', price: 4.1, quoted: 21, deliveries: [19, 20, 20, 21, 21, 21, 22, 22, 23, 24] },
  { key: 'b', price: 3.8, quoted: 14, deliveries: [12, 13, 14, 15, 17, 19, 22, 26, 31, 38] },
  { key: 'c', price: 3.95, quoted: 28, deliveries: [25, 26, 27, 28, 28, 29, 30, 30, 31, 33] },
  { key: 'd', price: 3.4, quoted: 35, deliveries: [33, 36, 38, 40, 41, 44, 47, 52] },
];
/** A delivery counts as late when it arrives more than this many days after the quote. */
const GRACE_DAYS = 3;

const WIDTH = 400;
const HEIGHT = 318;
const PLOT = { left: 12, right: 388, top: 8, bottom: 262 } as const;
const DOMAIN = { min: 10, max: 55 } as const;
const TICKS = [10, 20, 30, 40, 50] as const;
const ROW_HEIGHT = 64;

const x = linearScale([DOMAIN.min, DOMAIN.max], [PLOT.left, PLOT.right]);
const labelY = (row: number) => 24 + row * ROW_HEIGHT;
const markY = (row: number) => labelY(row) + 26;
const isLate = (quoted: number, days: number) => days > quoted + GRACE_DAYS;
const shekels = (value: number) => `₪${value.toFixed(2)}`;
/** Offsets tried, in turn, so that marks of deliveries a day or two apart do not hide each other. */
const JITTER = [0, -7, 7, -14, 14] as const;
const MIN_GAP = 11;

/** Each delivery's mark: on the row's line, or the nearest offset clear of the marks before it. */
function place(deliveries: readonly number[]): { cx: number; dy: number }[] {
  const placed: { cx: number; dy: number }[] = [];
  for (const days of deliveries) {
    const cx = round(x(days));
    const dy =
      JITTER.find((offset) =>
        placed.every((mark) => Math.hypot(mark.cx - cx, mark.dy - offset) >= MIN_GAP),
      ) ?? 0;
    placed.push({ cx, dy });
  }
  return placed;
}

function DeliveryMark({ late, cx, cy }: { late: boolean; cx: number; cy: number }) {
  return late ? (
    <circle cx={cx} cy={cy} r="5" fill={color.paper} stroke={chart.anomaly} strokeWidth="2.5" />
  ) : (
    <Dot cx={cx} cy={cy} r={6} fill={chart.actual} />
  );
}

const svgStyle = {
  '& text': { fontSize: 14, fill: color.inkMuted },
  '& [data-text="axis"]': { fontSize: 15 },
  // A white outline, so the grid lines do not cross the names and prices.
  '& [data-text="name"], & [data-text="price"]': {
    paintOrder: 'stroke',
    stroke: color.paper,
    strokeWidth: 5,
    strokeLinejoin: 'round',
  },
  '& [data-text="name"]': { fontSize: 15, fontWeight: weight.strong, fill: color.ink },
  '& [data-text="price"]': { fill: color.ink },
  // Drawn small (a phone): larger text, so it stays readable.
  ...legibleBelow({ '26rem': { text: 16, axis: 17, name: 18 } }),
} satisfies CSSObject;

/**
 * The procurement page's chart: for four suppliers of the same item, every delivery's lead time
 * against the quoted one. It reads left to right in both languages; names, prices and the text
 * alternative follow the page's language and are written from the same data.
 */
export function ProcurementIllustration({
  texts,
  language,
}: IllustrationProps<ProcurementChartTexts>) {
  const { direction, start, end } = chartDirection(language);
  const description = SUPPLIERS.map((supplier) =>
    interpolate(texts.summary, {
      name: texts.suppliers[supplier.key],
      price: shekels(supplier.price),
      quoted: String(supplier.quoted),
      min: String(Math.min(...supplier.deliveries)),
      max: String(Math.max(...supplier.deliveries)),
      late: String(supplier.deliveries.filter((days) => isLate(supplier.quoted, days)).length),
      count: String(supplier.deliveries.length),
    }),
  ).join(' ');

  return (
    <ChartFigure
      language={language}
      caption={texts.caption}
      legend={legendOf(['onTime', 'late', 'quoted'], texts.legend, (mark) => (
        <LegendKey>
          {mark === 'quoted' ? (
            <rect x="5.5" y="0" width="5" height="16" rx="2" fill={chart.trend} />
          ) : (
            <DeliveryMark late={mark === 'late'} cx={8} cy={8} />
          )}
        </LegendKey>
      ))}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      {/* Grid and the days axis. */}
      <GridColumns plot={PLOT} values={TICKS} x={(days) => round(x(days))} />
      <Baseline plot={PLOT} />
      <Words x={WIDTH / 2} y={HEIGHT - 8} direction={direction} kind="axis">
        {texts.axis}
      </Words>

      {SUPPLIERS.map((supplier, row) => {
        const y = markY(row);
        const marks = place(supplier.deliveries);
        const name = { x: start(PLOT.left, PLOT.right), y: labelY(row), direction };
        const price = { ...name, x: end(PLOT.left, PLOT.right) };
        return (
          <g key={supplier.key}>
            {/* Name at the start of the reading direction, price at its end. */}
            <Words {...name} anchor="start" kind="name">
              {texts.suppliers[supplier.key]}
            </Words>
            <Words {...price} anchor="end" kind="price">
              {interpolate(texts.price, { price: isolate(shekels(supplier.price)) })}
            </Words>
            <line
              x1={round(x(Math.min(...supplier.deliveries)))}
              x2={round(x(Math.max(...supplier.deliveries)))}
              y1={y}
              y2={y}
              stroke={color.line}
              strokeWidth="2"
            />
            {supplier.deliveries.map((days, index) => (
              <DeliveryMark
                key={index}
                late={isLate(supplier.quoted, days)}
                cx={marks[index]?.cx ?? round(x(days))}
                cy={y + (marks[index]?.dy ?? 0)}
              />
            ))}
            {/* The quote, drawn over the marks so a cluster around it cannot hide it. */}
            <rect
              x={round(x(supplier.quoted) - 2.5)}
              y={y - 19}
              width="5"
              height="38"
              rx="2"
              fill={chart.trend}
              stroke={color.paper}
              strokeWidth="1.5"
            />
          </g>
        );
      })}
    </ChartFigure>
  );
}
