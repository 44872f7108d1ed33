import type { CSSObject } from '@emotion/react';
import type { Language } from '../../../machines/constants';
import {
  Baseline,
  Chart,
  chartDirection,
  GridRows,
  linearScale,
  linePath,
  type Plot,
  round,
  Ticks,
} from '../kit';
import { DataLine, Words } from '../marks';
import { ChartFigure, Swatch } from '../ChartFigure';
import { interpolate } from '../../i18n/placeholders';
import { chart, color, space, weight } from '../../styles/theme';
import {
  DAYS,
  emptySpans,
  fixed,
  HOLIDAY_EVE,
  nightly,
  SAFETY_STOCK,
  type DayStock,
} from './inventory-simulation';
import type { IllustrationProps } from './props';

export interface InventoryChartTexts {
  title: string;
  /** `{lost}` and `{stockChange}` are filled from the simulation. */
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

const VALUE_MAX = 90;
const GRID = [30, 60, 90] as const;
const FRIDAY = 5;
const FRIDAYS = Array.from({ length: DAYS / 7 }, (_, week) => week * 7 + FRIDAY);

/**
 * Two geometries for the same data: a wide one for a wide container and a taller, compact one
 * for a phone, where the wide one would leave four weeks of lines a hundred pixels high.
 */
interface Layout {
  width: number;
  plot: Plot;
  /** Its text sizes, and the container widths it is shown at. */
  styles: CSSObject;
}
/** Below this container width the compact drawing is shown. */
const COMPACT_BELOW = '36rem';
const WIDE: Layout = {
  width: 640,
  plot: { left: 40, right: 628, top: 34, bottom: 226 },
  styles: {
    '& text': { fontSize: 12, fill: color.inkMuted },
    // The drawing scales with its container: keep its text near 15–18 px.
    '@container (max-width: 52rem)': { '& text': { fontSize: 15 } },
    [`@container (max-width: ${COMPACT_BELOW})`]: { display: 'none' },
  },
};
const COMPACT: Layout = {
  width: 400,
  plot: { left: 36, right: 392, top: 40, bottom: 270 },
  styles: {
    display: 'none',
    '& text': { fontSize: 17, fill: color.inkMuted },
    [`@container (max-width: ${COMPACT_BELOW})`]: { display: 'block' },
    '@container (max-width: 22rem)': { '& text': { fontSize: 19 } },
  },
};

function scales({ plot }: Layout) {
  const toX = linearScale([0, DAYS], [plot.left, plot.right]);
  const toY = linearScale([0, VALUE_MAX], [plot.bottom, plot.top]);
  const x = (day: number) => round(toX(day));
  const y = (units: number) => round(toY(units));
  /** Stock through the days: falling with each day's sales, jumping up with each delivery. */
  const stockPath = (days: readonly DayStock[]) =>
    linePath(
      days.flatMap(({ open, close }, day) => [
        [x(day), y(open)],
        [x(day + 1), y(close)],
      ]),
    );
  return { x, y, stockPath };
}

const holidayText = { fill: color.brandStrong, fontWeight: weight.strong } as const;

/** What both geometries draw from. */
interface DrawingProps {
  texts: InventoryChartTexts;
  description: string;
  language: Language;
}

/** The chart in one geometry, with its own title and description for assistive technology. */
function Drawing({ layout, texts, description, language }: DrawingProps & { layout: Layout }) {
  const { plot } = layout;
  const { x, y, stockPath } = scales(layout);
  const { direction, anchorLeft } = chartDirection(language);

  return (
    <Chart
      width={layout.width}
      height={plot.bottom + 34}
      title={texts.title}
      description={description}
      styles={layout.styles}
    >
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
      <Words x={4} y={plot.top - 12} direction={direction} anchor={anchorLeft}>
        {texts.stockAxis}
      </Words>

      <GridRows
        plot={plot}
        values={GRID}
        y={y}
        label={(units, at) => (
          <text x={plot.left - 6} y={at} dominantBaseline="central" textAnchor="end">
            {units}
          </text>
        )}
      />
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
      <DataLine d={stockPath(fixed.days)} stroke={chart.baseline} width={2.5} />
      <DataLine d={stockPath(nightly.days)} stroke={chart.actual} width={3} />

      <Baseline plot={plot} />
      {emptySpans(fixed.days).map(({ from, to }) => (
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

      <Ticks
        plot={plot}
        ticks={FRIDAYS.map((day) => ({ x: x(day + 0.5), label: texts.friday }))}
        length={6}
        gap={26}
        direction={direction}
      />
    </Chart>
  );
}

/**
 * Stock of one item in one store over four weeks: a fixed reorder point against one recalculated
 * every night, across a holiday eve. The chart runs left to right in both languages; its words,
 * its text alternative and its caption follow the page's language.
 */
export function SmartInventoryIllustration({
  texts,
  language,
}: IllustrationProps<InventoryChartTexts>) {
  const figures = {
    lost: String(fixed.lost),
    stockChange: `${Math.round((1 - nightly.average / fixed.average) * 100)}%`,
    fixedAverage: String(Math.round(fixed.average)),
    nightlyAverage: String(Math.round(nightly.average)),
  };
  const drawing: DrawingProps = {
    texts,
    description: interpolate(texts.describe, figures),
    language,
  };
  const line = (background: string) => (
    <Swatch look={{ inlineSize: space.lg, blockSize: '3px', background }} />
  );

  return (
    <ChartFigure
      card
      language={language}
      caption={interpolate(texts.caption, figures)}
      legend={[
        { key: 'nightly', mark: line(chart.actual), label: texts.legendNightly },
        { key: 'fixed', mark: line(chart.baseline), label: texts.legendFixed },
        {
          key: 'safety',
          mark: (
            <Swatch
              look={{
                inlineSize: space.lg,
                blockSize: 0,
                borderBlockStart: `2px dashed ${chart.season}`,
              }}
            />
          ),
          label: texts.legendSafety,
        },
        {
          key: 'emptyShelf',
          mark: (
            <Swatch look={{ inlineSize: space.lg, blockSize: '5px', background: chart.anomaly }} />
          ),
          label: texts.emptyShelf,
        },
        {
          key: 'holiday',
          mark: (
            <Swatch
              look={{
                inlineSize: space.lg,
                blockSize: space.md,
                background: color.brandSoft,
                border: `1px solid ${color.line}`,
              }}
            />
          ),
          label: texts.legendHoliday,
        },
      ]}
    >
      {[WIDE, COMPACT].map((layout) => (
        <Drawing key={layout.width} layout={layout} {...drawing} />
      ))}
    </ChartFigure>
  );
}
