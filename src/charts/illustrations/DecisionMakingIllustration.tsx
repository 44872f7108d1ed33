import { useId } from 'react';
import { Baseline, chartDirection, GridColumns, linearScale } from '../kit';
import { Dot, legibleBelow, Words } from '../marks';
import { ChartFigure, legendOf } from '../ChartFigure';
import { chart, color, weight } from '../../styles/theme';
import { interpolate } from '../../i18n/placeholders';
import type { IllustrationProps } from './props';

/** The chart's texts, in one language. `{placeholders}` are filled from the chart's data. */
export interface DecisionMakingChartTexts {
  title: string;
  caption: string;
  axis: string;
  options: { expand: string; newSite: string; outsource: string };
  summary: string;
  legend: { range: string; median: string; sheet: string; loss: string };
}
type OptionKey = keyof DecisionMakingChartTexts['options'];

/**
 * Five-year net value of three options, ₪ millions (illustrative): the 10th and 90th percentiles
 * of the simulated outcomes, the median, and the single figure the original spreadsheet gave.
 */
const OPTIONS: readonly {
  key: OptionKey;
  low: number;
  median: number;
  high: number;
  sheet: number;
}[] = [
  { key: 'expand', low: 2.1, median: 4.0, high: 5.6, sheet: 4.6 },
  { key: 'newSite', low: -1.5, median: 5.2, high: 10.8, sheet: 7.9 },
  { key: 'outsource', low: 1.0, median: 2.6, high: 3.8, sheet: 2.9 },
];

const WIDTH = 360;
const HEIGHT = 292;
const PLOT = { left: 16, right: 344, top: 8, bottom: 224 } as const;
const DOMAIN = { min: -2, max: 12 } as const;
const TICKS = [-2, 0, 2, 4, 6, 8, 10, 12] as const;
const ROW_HEIGHT = 72;
const BAR_HEIGHT = 16;

const svgStyle = {
  '& text': { fontSize: 13, fill: color.inkMuted },
  '& [data-text="axis"]': { fontSize: 14 },
  '& [data-text="label"]': { fontSize: 15, fontWeight: weight.strong, fill: color.ink },
  // Drawn small (a phone's hero column): larger text, so it stays readable.
  ...legibleBelow({ '26rem': { text: 16, axis: 17, label: 18 } }),
};

const x = linearScale([DOMAIN.min, DOMAIN.max], [PLOT.left, PLOT.right]);
const labelY = (row: number) => 28 + row * ROW_HEIGHT;
const barY = (row: number) => labelY(row) + 24;
/** An option's range as a pill: its fill, its outline and the clip of its loss share it. */
const rangeOf = (option: { low: number; high: number }, row: number) => ({
  x: x(option.low),
  y: barY(row) - BAR_HEIGHT / 2,
  width: x(option.high) - x(option.low),
  height: BAR_HEIGHT,
  rx: BAR_HEIGHT / 2,
});

/** `−1.5`, `4.0`: one decimal, with a true minus sign. */
const millions = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;
const tick = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value)}`;

const diamond = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r} L${cx + r} ${cy} L${cx} ${cy + r} L${cx - r} ${cy} Z`;

/** The range keys' pill: the shape of a bar, in small. */
const pill = { x: 2, y: 3, width: 24, height: 10, rx: 5, strokeWidth: 2 } as const;

/** The legend's small keys, drawn like the marks they stand for. */
function Key({ mark }: { mark: 'range' | 'median' | 'sheet' | 'loss' }) {
  return (
    <svg viewBox="0 0 28 16" aria-hidden="true" focusable="false" css={{ width: 28, height: 16 }}>
      {mark === 'range' && <rect {...pill} fill={color.brandSoft} stroke={chart.actual} />}
      {mark === 'loss' && (
        <rect {...pill} fill={chart.anomaly} fillOpacity="0.3" stroke={chart.anomaly} />
      )}
      {mark === 'median' && <Dot cx={14} cy={8} r={6} fill={chart.actual} width={2} />}
      {mark === 'sheet' && (
        <path d={diamond(14, 8, 6)} fill={color.paper} stroke={chart.trend} strokeWidth="2.5" />
      )}
    </svg>
  );
}

/**
 * The decision-making hero's chart: three options as likely ranges rather than single figures.
 * The chart runs left to right in both languages; its words follow the page's language, and its
 * text alternative is written from the same data it draws.
 */
export function DecisionMakingIllustration({
  texts,
  language,
}: IllustrationProps<DecisionMakingChartTexts>) {
  const { direction, start } = chartDirection(language);
  // A name safe inside `url(#…)`, whatever characters `useId` uses.
  const id = `dm${useId().replace(/[^\w-]/g, '')}`;
  const description = OPTIONS.map((option) =>
    interpolate(texts.summary, {
      name: texts.options[option.key],
      low: millions(option.low),
      high: millions(option.high),
      median: millions(option.median),
      sheet: millions(option.sheet),
    }),
  ).join(' ');

  return (
    <ChartFigure
      language={language}
      caption={texts.caption}
      legend={legendOf(['range', 'median', 'sheet', 'loss'], texts.legend, (mark) => (
        <Key mark={mark} />
      ))}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      <defs>
        {OPTIONS.map((option, row) => (
          <clipPath key={option.key} id={`${id}-clip-${option.key}`}>
            <rect {...rangeOf(option, row)} />
          </clipPath>
        ))}
      </defs>

      {/* Grid, the zero line and the value axis. */}
      <GridColumns plot={PLOT} values={TICKS} x={x} format={tick} marked={0} />
      <Baseline plot={PLOT} />
      <Words x={WIDTH / 2} y={HEIGHT - 10} direction={direction} kind="axis">
        {texts.axis}
      </Words>

      {OPTIONS.map((option, row) => {
        const y = barY(row);
        const range = rangeOf(option, row);
        return (
          <g key={option.key}>
            {/* The option's name, at the start of the reading direction. */}
            <Words
              x={start(PLOT.left, PLOT.right)}
              y={labelY(row)}
              direction={direction}
              anchor="start"
              kind="label"
            >
              {texts.options[option.key]}
            </Words>
            <rect {...range} fill={color.brandSoft} />
            {option.low < 0 && (
              <rect
                x={range.x}
                y={range.y}
                width={x(0) - range.x}
                height={BAR_HEIGHT}
                fill={chart.anomaly}
                fillOpacity="0.3"
                clipPath={`url(#${id}-clip-${option.key})`}
              />
            )}
            <rect {...range} fill="none" stroke={chart.actual} strokeWidth="2" />
            {option.low < 0 && (
              <line
                x1={x(0)}
                x2={x(0)}
                y1={range.y}
                y2={range.y + BAR_HEIGHT}
                stroke={chart.anomaly}
                strokeWidth="2"
              />
            )}
            <path
              d={diamond(x(option.sheet), y, 8)}
              fill={color.paper}
              stroke={chart.trend}
              strokeWidth="2.5"
            />
            <Dot cx={x(option.median)} cy={y} r={7} fill={chart.actual} width={2} />
          </g>
        );
      })}
    </ChartFigure>
  );
}
