import type { Language } from '../../../../machines/constants';
import { useId } from 'react';
import { bidi, interpolate } from '../../../i18n/locale';
import { chart, color, leading, radius, space, text, weight } from '../../../styles/theme';

export interface InventoryChartTexts {
  title: string;
  /** `{lost}` and `{stockChange}` are filled from the simulation below. */
  caption: string;
  stockAxis: string;
  friday: string;
  holidayEve: string;
  emptyShelf: string;
  legendFixed: string;
  legendNightly: string;
  legendSafety: string;
  legendHoliday: string;
  /** `{fixedAverage}`, `{nightlyAverage}`, `{lost}`. */
  describe: string;
}

/*
 * Made-up data: one fast-moving chilled item in one store, four weeks from a Sunday. The store is
 * closed on Saturday; orders go out on Sunday, Tuesday and Thursday evenings and arrive two
 * selling days later. The third Friday is a holiday eve. Both rules are simulated below on the
 * same demand, so the chart and the caption's figures always agree.
 */
const DAYS = 28;
const HOLIDAY_EVE = 19;
const SATURDAY = 6;
const FRIDAY = 5;
/** Usual sales by weekday, Sunday first. */
const WEEKDAY_SALES = [12, 10, 10, 12, 18, 22, 0] as const;
/** Day-to-day noise the forecast does not know about. */
const NOISE = [
  0, 1, -1, 2, -2, 1, 0, -1, 2, 0, -2, 1, 0, 0, 1, -1, 0, 2, -1, 0, 0, 0, 1, -1, 0, 2, -2, 0,
] as const;
/** The run-up to the holiday: Wednesday, Thursday and the Friday eve itself. */
const HOLIDAY_UPLIFT: Readonly<Record<number, number>> = {
  [HOLIDAY_EVE - 2]: 1.4,
  [HOLIDAY_EVE - 1]: 1.8,
  [HOLIDAY_EVE]: 2,
};
const ORDER_WEEKDAYS: readonly number[] = [0, 2, 4];
const OPENING_STOCK = 50;
/** The fixed rule: when stock plus open orders falls to 36, order 44. */
const FIXED = { reorderPoint: 36, quantity: 44 } as const;
/** The nightly rule: order up to the forecast until the next delivery, plus this buffer. */
const SAFETY_STOCK = 12;

const weekday = (day: number) => day % 7;
const usualSales = (day: number) => WEEKDAY_SALES[weekday(day)] ?? 0;
const uplift = (day: number) => HOLIDAY_UPLIFT[day] ?? 1;
const demand = (day: number) =>
  weekday(day) === SATURDAY ? 0 : Math.round((usualSales(day) + (NOISE[day] ?? 0)) * uplift(day));
/** The nightly forecast knows the weekday pattern and the holiday, not the noise. */
const forecast = (day: number) => Math.round(usualSales(day) * uplift(day));
/** Thursday's order waits out the Sabbath and arrives on Sunday. */
const arrivalOf = (day: number) => day + (weekday(day) === 4 ? 3 : 2);
const nextOrderDay = (day: number) => {
  let next = day + 1;
  while (!ORDER_WEEKDAYS.includes(weekday(next))) next += 1;
  return next;
};

type Policy = (day: number, stockPosition: number) => number;

const fixedRule: Policy = (_, position) => (position <= FIXED.reorderPoint ? FIXED.quantity : 0);

const nightlyRule: Policy = (day, position) => {
  const coverUntil = arrivalOf(nextOrderDay(day));
  let needed = SAFETY_STOCK;
  for (let later = day + 1; later < coverUntil; later += 1) needed += forecast(later);
  return Math.max(0, needed - position);
};

interface DayStock {
  open: number;
  close: number;
  /** The share of the day that had passed when the shelf emptied, if it did. */
  emptyFrom?: number;
}

function simulate(policy: Policy) {
  const deliveries = new Map<number, number>();
  const days: DayStock[] = [];
  let onHand = OPENING_STOCK;
  let lost = 0;
  for (let day = 0; day < DAYS; day += 1) {
    onHand += deliveries.get(day) ?? 0;
    const open = onHand;
    const wanted = demand(day);
    const sold = Math.min(onHand, wanted);
    lost += wanted - sold;
    onHand -= sold;
    days.push({ open, close: onHand, ...(wanted > open && { emptyFrom: open / wanted }) });
    if (ORDER_WEEKDAYS.includes(weekday(day))) {
      let onOrder = 0;
      for (const [arrival, units] of deliveries) if (arrival > day) onOrder += units;
      const quantity = policy(day, onHand + onOrder);
      const arrival = arrivalOf(day);
      if (quantity > 0) deliveries.set(arrival, (deliveries.get(arrival) ?? 0) + quantity);
    }
  }
  const average = days.reduce((sum, { open, close }) => sum + (open + close) / 2, 0) / DAYS;
  return { days, lost, average };
}

const fixed = simulate(fixedRule);
const nightly = simulate(nightlyRule);

const VALUE_MAX = 90;
const GRID = [30, 60, 90] as const;
const FRIDAYS = Array.from({ length: DAYS / 7 }, (_, week) => week * 7 + FRIDAY);

/** Where the fixed rule leaves the shelf empty: from the moment it ran out to the next delivery. */
const emptySpans = fixed.days.flatMap(({ emptyFrom }, day) => {
  if (emptyFrom === undefined) return [];
  let restocked = day + 1;
  while (restocked < DAYS && (fixed.days[restocked]?.open ?? 0) === 0) restocked += 1;
  return [{ from: day + emptyFrom, to: restocked }];
});

/**
 * Two geometries for the same data: a wide one for a wide container and a taller, compact one
 * for a phone, where the wide one would leave four weeks of lines a hundred pixels high.
 */
interface Layout {
  width: number;
  plot: { left: number; right: number; top: number; bottom: number };
}
const WIDE: Layout = { width: 640, plot: { left: 40, right: 628, top: 34, bottom: 226 } };
const COMPACT: Layout = { width: 400, plot: { left: 36, right: 392, top: 40, bottom: 270 } };
/** Below this container width the compact drawing is shown. */
const COMPACT_BELOW = '36rem';

const round = (value: number) => Math.round(value * 10) / 10;

function scales({ plot }: Layout) {
  const x = (day: number) => round(plot.left + (day / DAYS) * (plot.right - plot.left));
  const y = (units: number) => round(plot.bottom - (units / VALUE_MAX) * (plot.bottom - plot.top));
  /** Stock through the days: falling with each day's sales, jumping up with each delivery. */
  const stockPath = (days: readonly DayStock[]) =>
    days
      .map(
        ({ open, close }, day) =>
          `${day === 0 ? 'M' : 'L'}${x(day)} ${y(open)} L${x(day + 1)} ${y(close)}`,
      )
      .join(' ');
  return { x, y, stockPath };
}

const wideStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  '& text': { fontSize: 12, fill: color.inkMuted },
  // The drawing scales with its container: keep its text near 15–18 px.
  '@container (max-width: 52rem)': { '& text': { fontSize: 15 } },
  [`@container (max-width: ${COMPACT_BELOW})`]: { display: 'none' },
} as const;

const compactStyle = {
  display: 'none',
  width: '100%',
  height: 'auto',
  '& text': { fontSize: 17, fill: color.inkMuted },
  [`@container (max-width: ${COMPACT_BELOW})`]: { display: 'block' },
  '@container (max-width: 22rem)': { '& text': { fontSize: 19 } },
} as const;

const holidayText = { fill: color.brandStrong, fontWeight: weight.strong } as const;

interface DrawingProps {
  layout: Layout;
  texts: InventoryChartTexts;
  description: string;
  rtl: boolean;
  style: typeof wideStyle | typeof compactStyle;
}

/** The chart in one geometry, with its own title and description for assistive technology. */
function Drawing({ layout, texts, description, rtl, style }: DrawingProps) {
  const { plot } = layout;
  const { x, y, stockPath } = scales(layout);
  const height = plot.bottom + 34;
  const direction = rtl ? 'rtl' : 'ltr';
  const titleId = useId();
  const descriptionId = useId();

  return (
    <svg
      viewBox={`0 0 ${layout.width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      css={style}
    >
      <title id={titleId}>{texts.title}</title>
      <desc id={descriptionId}>{description}</desc>

      <rect
        x={x(HOLIDAY_EVE)}
        y={plot.top}
        width={round(x(HOLIDAY_EVE + 1) - x(HOLIDAY_EVE))}
        height={plot.bottom - plot.top}
        fill={color.brandSoft}
      />
      <text
        x={x(HOLIDAY_EVE + 0.5)}
        y={plot.top - 12}
        direction={direction}
        textAnchor="middle"
        css={holidayText}
      >
        {texts.holidayEve}
      </text>
      <text x={4} y={plot.top - 12} direction={direction} textAnchor={rtl ? 'end' : 'start'}>
        {texts.stockAxis}
      </text>

      {GRID.map((units) => (
        <g key={units}>
          <line x1={plot.left} x2={plot.right} y1={y(units)} y2={y(units)} stroke={color.line} />
          <text x={plot.left - 6} y={y(units)} dominantBaseline="central" textAnchor="end">
            {units}
          </text>
        </g>
      ))}
      <text x={plot.left - 6} y={plot.bottom} dominantBaseline="central" textAnchor="end">
        0
      </text>

      <line
        x1={plot.left}
        x2={plot.right}
        y1={y(SAFETY_STOCK)}
        y2={y(SAFETY_STOCK)}
        stroke={chart.season}
        strokeWidth={2}
        strokeDasharray="6 5"
      />
      <path
        d={stockPath(fixed.days)}
        fill="none"
        stroke={chart.baseline}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      <path
        d={stockPath(nightly.days)}
        fill="none"
        stroke={chart.actual}
        strokeWidth={3}
        strokeLinejoin="round"
      />

      <line
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
        stroke={color.inkMuted}
      />
      {emptySpans.map(({ from, to }) => (
        <line
          key={from}
          x1={x(from)}
          x2={x(to)}
          y1={plot.bottom}
          y2={plot.bottom}
          stroke={chart.anomaly}
          strokeWidth={6}
          strokeLinecap="round"
        />
      ))}

      {FRIDAYS.map((day) => (
        <g key={day}>
          <line
            x1={x(day + 0.5)}
            x2={x(day + 0.5)}
            y1={plot.bottom}
            y2={plot.bottom + 6}
            stroke={color.inkMuted}
          />
          <text x={x(day + 0.5)} y={plot.bottom + 26} direction={direction} textAnchor="middle">
            {texts.friday}
          </text>
        </g>
      ))}
    </svg>
  );
}

const legendMark = { flex: 'none', inlineSize: space.lg, borderRadius: radius.sm } as const;

/**
 * Stock of one item in one store over four weeks: a fixed reorder point against one recalculated
 * every night, across a holiday eve. The chart runs left to right in both languages; its words,
 * its text alternative and its caption follow the page's language.
 */
export function SmartInventoryIllustration({
  texts,
  language,
}: {
  texts: InventoryChartTexts;
  language: Language;
}) {
  const rtl = language === 'he';

  const figures = {
    lost: String(fixed.lost),
    stockChange: `${Math.round((1 - nightly.average / fixed.average) * 100)}%`,
    fixedAverage: String(Math.round(fixed.average)),
    nightlyAverage: String(Math.round(nightly.average)),
  };
  const description = interpolate(texts.describe, figures);

  const legend = [
    { label: texts.legendNightly, mark: { blockSize: '3px', background: chart.actual } },
    { label: texts.legendFixed, mark: { blockSize: '3px', background: chart.baseline } },
    {
      label: texts.legendSafety,
      mark: { blockSize: 0, borderBlockStart: `2px dashed ${chart.season}` },
    },
    { label: texts.emptyShelf, mark: { blockSize: '5px', background: chart.anomaly } },
    {
      label: texts.legendHoliday,
      mark: { blockSize: space.md, background: color.brandSoft, border: `1px solid ${color.line}` },
    },
  ];

  return (
    <figure
      css={{
        margin: 0,
        padding: space.gutter,
        background: color.paper,
        border: `1px solid ${color.line}`,
        borderRadius: radius.lg,
        containerType: 'inline-size',
      }}
    >
      <div dir="ltr">
        <Drawing
          layout={WIDE}
          texts={texts}
          description={description}
          rtl={rtl}
          style={wideStyle}
        />
        <Drawing
          layout={COMPACT}
          texts={texts}
          description={description}
          rtl={rtl}
          style={compactStyle}
        />
      </div>

      <ul
        role="list"
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          marginBlockStart: space.md,
          display: 'flex',
          flexWrap: 'wrap',
          gap: `${space.xs} ${space.lg}`,
          fontSize: text.sm,
          color: color.ink,
        }}
      >
        {legend.map(({ label, mark }) => (
          <li key={label} css={{ display: 'flex', alignItems: 'center', gap: space.sm }}>
            <span aria-hidden="true" css={{ ...legendMark, ...mark }} />
            {bidi(label, language)}
          </li>
        ))}
      </ul>
      <figcaption
        css={{
          marginBlockStart: space.sm,
          color: color.inkMuted,
          fontSize: text.sm,
          lineHeight: leading.body,
        }}
      >
        {bidi(interpolate(texts.caption, figures), language)}
      </figcaption>
    </figure>
  );
}
