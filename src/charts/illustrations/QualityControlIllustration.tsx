import { Baseline, chartDirection, linearScale, linePath, round, Ticks } from '../kit';
import { DataLine, Dot, legibleBelow, Ring, Words } from '../marks';
import { ChartFigure, LegendKey, legendOf } from '../ChartFigure';
import { chart, color, weight } from '../../styles/theme';
import { interpolate } from '../../i18n/placeholders';
import type { IllustrationProps } from './props';

/** The chart's texts, in one language. `{placeholders}` are filled from the chart's data. */
export interface QualityControlChartTexts {
  title: string;
  caption: string;
  summary: string;
  hours: string;
  driftLabel: string;
  breachLabel: string;
  legend: { sample: string; run: string; breach: string };
}

/**
 * Hourly average wall thickness (mm) on one injection-moulding line, hours 1–25 (illustrative).
 * The process drifts up from hour 10, crosses the upper limit at hour 21 and is reset after it.
 */
const SAMPLES = [
  2.49, 2.51, 2.5, 2.48, 2.52, 2.49, 2.47, 2.51, 2.49, 2.51, 2.52, 2.51, 2.53, 2.52, 2.54, 2.53,
  2.55, 2.54, 2.555, 2.55, 2.58, 2.5, 2.49, 2.51, 2.5,
] as const;
const CENTRE = 2.5;
const LIMIT = 0.06;
const UPPER = CENTRE + LIMIT;
const LOWER = CENTRE - LIMIT;
/** The run rule: this many samples in a row on one side of the centre line. */
const RUN = 7;

/** The first hour (1-based) at which `RUN` samples in a row have sat above the centre line. */
function firstRunSignal(): number {
  let run = 0;
  for (const [index, value] of SAMPLES.entries()) {
    run = value > CENTRE ? run + 1 : 0;
    if (run === RUN) return index + 1;
  }
  return SAMPLES.length;
}
const DRIFT_HOUR = firstRunSignal();
const RUN_START = DRIFT_HOUR - RUN + 1;
const BREACH_HOUR = SAMPLES.findIndex((value) => value > UPPER || value < LOWER) + 1;
const BREACH_VALUE = SAMPLES[BREACH_HOUR - 1] ?? UPPER;

const WIDTH = 360;
const HEIGHT = 252;
const PLOT = { left: 14, right: 298, top: 36, bottom: 196 } as const;
const DOMAIN = { min: 2.42, max: 2.6 } as const;
const HOUR_TICKS = [1, 5, 10, 15, 20, 25] as const;

const x = linearScale([1, SAMPLES.length], [PLOT.left, PLOT.right]);
const y = linearScale([DOMAIN.min, DOMAIN.max], [PLOT.bottom, PLOT.top]);
const mm = (value: number) => value.toFixed(2);

const samplePath = linePath(SAMPLES.map((value, index) => [round(x(index + 1)), round(y(value))]));

type Mark = 'sample' | 'run' | 'breach';
const markColor: Record<Mark, string> = {
  sample: chart.actual,
  run: chart.trend,
  breach: chart.anomaly,
};
/** Each kind of sample has its own shape as well as its own colour: circle, square, large circle. */
function SampleMark({ mark, cx, cy }: { mark: Mark; cx: number; cy: number }) {
  if (mark === 'run') {
    return (
      <rect
        x={cx - 4.5}
        y={cy - 4.5}
        width="9"
        height="9"
        fill={markColor.run}
        stroke={color.paper}
        strokeWidth="1.5"
      />
    );
  }
  return <Dot cx={cx} cy={cy} r={mark === 'breach' ? 6 : 4} fill={markColor[mark]} />;
}

const markOf = (hour: number): Mark =>
  hour === BREACH_HOUR ? 'breach' : hour >= RUN_START && hour <= DRIFT_HOUR ? 'run' : 'sample';

const svgStyle = {
  '& text': { fontSize: 14, fill: color.inkMuted },
  '& [data-text="limit"]': { fontWeight: weight.strong, fill: color.ink },
  '& [data-text="limitValue"]': { fontSize: 13 },
  '& [data-text="callout"]': { fontSize: 15, fontWeight: weight.strong, fill: color.ink },
  // Drawn small (a phone's hero column): larger text, so it stays readable.
  ...legibleBelow({ '26rem': { text: 16, limitValue: 15, callout: 17 } }),
};

/**
 * The quality-control hero's chart: an X-bar control chart in which a run rule sees a drift
 * several hours before a sample crosses the control limit. It runs left to right in both
 * languages; its callouts and its text alternative follow the page's language and its data.
 */
export function QualityControlIllustration({
  texts,
  language,
}: IllustrationProps<QualityControlChartTexts>) {
  const { direction } = chartDirection(language);
  const values = {
    centre: mm(CENTRE),
    lower: mm(LOWER),
    upper: mm(UPPER),
    start: String(RUN_START),
    drift: String(DRIFT_HOUR),
    breach: String(BREACH_HOUR),
    breachValue: mm(BREACH_VALUE),
    lead: String(BREACH_HOUR - DRIFT_HOUR),
  };
  const limits = [
    { key: 'UCL', value: UPPER },
    { key: 'CL', value: CENTRE },
    { key: 'LCL', value: LOWER },
  ] as const;
  const driftAt = { x: round(x(DRIFT_HOUR)), y: round(y(SAMPLES[DRIFT_HOUR - 1] ?? CENTRE)) };
  const breachAt = { x: round(x(BREACH_HOUR)), y: round(y(BREACH_VALUE)) };
  const calloutY = round(y(CENTRE) + 30);
  const description = interpolate(texts.summary, values);

  return (
    <ChartFigure
      language={language}
      caption={interpolate(texts.caption, values)}
      legend={legendOf(['sample', 'run', 'breach'], texts.legend, (mark) => (
        <LegendKey>
          <SampleMark mark={mark} cx={8} cy={8} />
        </LegendKey>
      ))}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      {/* The drifting run, shaded behind its samples. */}
      <rect
        x={round(x(RUN_START) - 7)}
        y={round(y(UPPER))}
        width={round(x(DRIFT_HOUR) - x(RUN_START) + 14)}
        height={round(y(CENTRE) - y(UPPER))}
        rx="6"
        fill={chart.trend}
        fillOpacity="0.12"
      />

      {/* Centre line and control limits, labelled at the right end. */}
      {limits.map((limit) => (
        <g key={limit.key}>
          <line
            x1={PLOT.left}
            x2={PLOT.right}
            y1={round(y(limit.value))}
            y2={round(y(limit.value))}
            stroke={limit.key === 'CL' ? chart.baseline : chart.anomaly}
            strokeWidth="1.5"
            strokeDasharray={limit.key === 'CL' ? undefined : '6 4'}
          />
          <text x={PLOT.right + 8} y={round(y(limit.value)) - 3} data-text="limit">
            {limit.key}
          </text>
          <text x={PLOT.right + 8} y={round(y(limit.value)) + 14} data-text="limitValue">
            {mm(limit.value)}
          </text>
        </g>
      ))}

      {/* Hours axis. */}
      <Baseline plot={PLOT} />
      <Ticks
        plot={PLOT}
        ticks={HOUR_TICKS.map((hour) => ({ x: round(x(hour)), label: String(hour) }))}
        length={5}
        gap={22}
      />
      <Words x={round((PLOT.left + PLOT.right) / 2)} y={HEIGHT - 6} direction={direction}>
        {texts.hours}
      </Words>

      {/* The samples. */}
      <DataLine d={samplePath} stroke={chart.actualMuted} width={1.5} />
      {SAMPLES.map((value, index) => {
        const hour = index + 1;
        return (
          <SampleMark key={hour} mark={markOf(hour)} cx={round(x(hour))} cy={round(y(value))} />
        );
      })}

      {/* Callouts: where the run rule fires, and where the limit is crossed. */}
      <Ring cx={driftAt.x} cy={driftAt.y} r={9} stroke={chart.trend} />
      <line
        x1={driftAt.x}
        x2={driftAt.x}
        y1={driftAt.y + 10}
        y2={calloutY - 16}
        stroke={chart.trend}
        strokeWidth="1.5"
      />
      <Words x={driftAt.x} y={calloutY} direction={direction} kind="callout">
        {texts.driftLabel}
      </Words>
      <Ring cx={breachAt.x} cy={breachAt.y} r={11} stroke={chart.anomaly} />
      <Words
        x={Math.min(breachAt.x, PLOT.right - 48)}
        y={breachAt.y - 18}
        direction={direction}
        kind="callout"
      >
        {texts.breachLabel}
      </Words>
    </ChartFigure>
  );
}
