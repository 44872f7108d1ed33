import type { Language } from '../../machines/constants';
import {
  bandPath,
  Baseline,
  Chart,
  chartDirection,
  GridRows,
  linearScale,
  linePath,
  round,
  Ticks,
} from '../charts/kit';
import { fill, formatNumber, isolate } from '../i18n/locale';
import { useAfterHydration } from '../platform/hydration';
import { chart, color, shadow } from '../styles/theme';
import { drawnIn, halo, svgStyle } from './dashboard-chart.styles';
import type { DemoStepId, DemoTexts } from './demo.texts';
import {
  anomaly,
  fitted,
  forecast,
  HISTORY_WEEKS,
  reorder,
  sales,
  trend,
  type WeekPoint,
} from './demo.data';
import { layersFor, type DemoLayers } from './layers';

/** The drawing's coordinate system; the SVG scales to its container's width. */
const WIDTH = 640;
const HEIGHT = 380;
const PLOT = { left: 16, right: 624, top: 76, bottom: 320 } as const;
const VALUE_RANGE = { min: 400, max: 1800 } as const;
const LAST_WEEK = HISTORY_WEEKS + forecast.length - 1;
const GRID_VALUES = [500, 1000, 1500] as const;
/** Week indices with a tick, labelled in weeks from today (the history's last week is −1). */
const TICK_WEEKS = [0, 13, 26, 39] as const;

const x = linearScale([0, LAST_WEEK], [PLOT.left, PLOT.right]);
const y = linearScale([VALUE_RANGE.min, VALUE_RANGE.max], [PLOT.bottom, PLOT.top]);
/** A week's value as a point of the drawing. */
const at = (week: number, value: number) => [round(x(week)), round(y(value))] as const;
const weekPath = (points: readonly WeekPoint[]) =>
  linePath(points.map(({ week, value }) => at(week, value)));

const TODAY_X = round((x(HISTORY_WEEKS - 1) + x(HISTORY_WEEKS)) / 2);
const lastFitted = fitted[fitted.length - 1];
const forecastLine = weekPath(lastFitted ? [lastFitted, ...forecast] : forecast);
const forecastBand = bandPath(
  forecast.map(({ week, high }) => at(week, high)),
  forecast.map(({ week, low }) => at(week, low)),
);
const bandEdge = (edge: 'low' | 'high') =>
  linePath(forecast.map((point) => at(point.week, point[edge])));
const salesLine = weekPath(sales);
const trendLine = weekPath(trend);
const fittedLine = weekPath(fitted);
const ANOMALY_AT = { x: round(x(anomaly.week)), y: round(y(anomaly.value)) } as const;

/** The order panel, over the history while the forecast stays in view. */
const PANEL = { x: 4, y: 92, width: 404, height: 214 } as const;
const BAR = { x: PANEL.x + 20, height: 28, maxWidth: 290, scaleMax: 4000 } as const;
const barWidth = (units: number) => round((units / BAR.scaleMax) * BAR.maxWidth);

export interface DashboardChartProps {
  step: DemoStepId;
  texts: DemoTexts['chart'];
  /** Sets the texts' reading direction and number format; the chart always runs left to right. */
  language: Language;
  titleId: string;
  descriptionId: string;
  /** Ids of the elements that name and describe the image (the current caption). */
  labelledBy: string;
  describedBy: string;
}

/**
 * The demo's analytics dashboard, drawn in SVG. Once the island is live every layer is in the
 * markup; the step decides which are shown, and CSS transitions animate the change (none under
 * reduced motion). The prerendered page, and the hydration that must find it, draws only the
 * layers its step shows: a visitor without JavaScript never sees the others, and they were 550
 * bytes of the home page's compressed HTML, which must arrive in one round trip (issue 46).
 */
export function DashboardChart({
  step,
  texts,
  language,
  titleId,
  descriptionId,
  labelledBy,
  describedBy,
}: DashboardChartProps) {
  const layers = layersFor(step);
  const afterHydration = useAfterHydration();
  const drawn = (layer: keyof DemoLayers) => afterHydration || layers[layer];
  const { direction: textDirection, anchorLeft: readingStart, start } = chartDirection(language);
  const number = (value: number) => formatNumber(value, language);

  return (
    <Chart
      width={WIDTH}
      height={HEIGHT}
      title={texts.title}
      description={texts.description}
      ids={{ title: titleId, description: descriptionId }}
      labelledBy={labelledBy}
      describedBy={describedBy}
      data-step={step}
      styles={svgStyle}
    >
      {/* Header: aligned with the language's reading direction. */}
      <text
        x={start(PLOT.left, WIDTH - PLOT.left)}
        y={28}
        direction={textDirection}
        textAnchor="start"
        data-text="strong"
      >
        {texts.header}
      </text>
      <text x={PLOT.left} y={58} direction={textDirection} textAnchor={readingStart}>
        {texts.units}
      </text>

      {/* Grid and axes */}
      <g>
        <GridRows
          plot={PLOT}
          values={GRID_VALUES}
          y={(value) => round(y(value))}
          label={(value, lineY) => (
            <text x={PLOT.left} y={round(lineY - 6)} css={halo}>
              {number(value)}
            </text>
          )}
        />
        <Baseline plot={PLOT} />
        <Ticks
          plot={PLOT}
          ticks={TICK_WEEKS.map((week) => ({
            x: round(x(week)),
            label: `−${HISTORY_WEEKS - week}`,
            anchor: week === 0 ? 'start' : 'middle',
          }))}
          length={6}
          gap={26}
        />
        <text x={PLOT.right} y={PLOT.bottom + 26} textAnchor="end">
          {`+${forecast.length}`}
        </text>
        <text x={WIDTH / 2} y={HEIGHT - 6} direction={textDirection} textAnchor="middle">
          {texts.weeks}
        </text>
        <line
          x1={TODAY_X}
          x2={TODAY_X}
          y1={PLOT.top - 4}
          y2={PLOT.bottom}
          stroke={color.inkMuted}
          strokeDasharray="4 4"
        />
        <text x={TODAY_X} y={PLOT.top - 10} direction={textDirection} textAnchor="middle">
          {texts.today}
        </text>
      </g>

      {/* 1. Weekly sales: vivid on their own, muted once the analysis is drawn over them. */}
      {drawn('sales') && (
        <g data-layer="sales" data-shown={layers.sales}>
          <path
            d={salesLine}
            data-line="sales"
            fill="none"
            stroke={layers.salesMuted ? chart.actualMuted : chart.actual}
            strokeWidth={layers.salesMuted ? 2 : 2.5}
            strokeLinejoin="round"
          />
        </g>
      )}

      {/* 2. Trend (dashed) and trend + season (drawn in). */}
      {drawn('trend') && (
        <g data-layer="trend" data-shown={layers.trend}>
          <path
            d={trendLine}
            fill="none"
            stroke={chart.trend}
            strokeWidth={2.5}
            strokeDasharray="8 6"
          />
        </g>
      )}
      {drawn('fitted') && (
        <g data-layer="fitted" data-shown={layers.fitted}>
          <path d={fittedLine} {...drawnIn} stroke={chart.season} />
        </g>
      )}

      {/* 3. Forecast: the 80% band, its edges and the expected sales. */}
      {drawn('forecast') && (
        <g data-layer="forecast" data-shown={layers.forecast}>
          <path d={forecastBand} fill={chart.forecastBand} />
          {(['low', 'high'] as const).map((edge) => (
            <path
              key={edge}
              d={bandEdge(edge)}
              fill="none"
              stroke={chart.forecast}
              strokeWidth={1.5}
              strokeDasharray="3 4"
            />
          ))}
          <path d={forecastLine} {...drawnIn} stroke={chart.forecast} />
        </g>
      )}

      {/* 4. The anomaly, ringed and annotated. */}
      {drawn('anomaly') && (
        <g data-layer="anomaly" data-shown={layers.anomaly}>
          <circle
            cx={ANOMALY_AT.x}
            cy={ANOMALY_AT.y}
            r={11}
            fill="none"
            stroke={chart.anomaly}
            strokeWidth={3}
          />
          <line
            x1={ANOMALY_AT.x + 11}
            y1={ANOMALY_AT.y}
            x2={ANOMALY_AT.x + 30}
            y2={ANOMALY_AT.y}
            stroke={chart.anomaly}
            strokeWidth={2}
          />
          <text
            x={ANOMALY_AT.x + 36}
            y={ANOMALY_AT.y - 4}
            direction={textDirection}
            textAnchor={readingStart}
            data-text="strong"
            css={halo}
          >
            {texts.anomalyLabel}
          </text>
          <text
            x={ANOMALY_AT.x + 36}
            y={ANOMALY_AT.y + 18}
            direction={textDirection}
            textAnchor={readingStart}
            css={halo}
          >
            {fill(texts.anomalyExtra, { extra: isolate(`+${number(anomaly.extra)}`) })}
          </text>
        </g>
      )}

      {/* 5. The recommended order against last month's. */}
      {drawn('order') && (
        <g data-layer="order" data-shown={layers.order}>
          <rect
            {...PANEL}
            rx={10}
            fill={color.paper}
            stroke={color.line}
            css={{ filter: `drop-shadow(${shadow.floating})` }}
          />
          <text
            x={BAR.x}
            y={PANEL.y + 36}
            direction={textDirection}
            textAnchor={readingStart}
            data-text="strong"
          >
            {fill(texts.orderTitle, { weeks: isolate(number(reorder.coverWeeks)) })}
          </text>
          {(
            [
              { label: texts.usualOrder, units: reorder.usual, fillColor: chart.baseline, top: 72 },
              {
                label: texts.recommendedOrder,
                units: reorder.recommended,
                fillColor: chart.actual,
                top: 142,
              },
            ] as const
          ).map(({ label, units, fillColor, top }) => (
            <g key={label}>
              <text x={BAR.x} y={PANEL.y + top} direction={textDirection} textAnchor={readingStart}>
                {label}
              </text>
              <rect
                data-bar=""
                x={BAR.x}
                y={PANEL.y + top + 10}
                width={barWidth(units)}
                height={BAR.height}
                rx={4}
                fill={fillColor}
              />
              <text
                x={BAR.x + barWidth(units) + 8}
                y={PANEL.y + top + 10 + BAR.height / 2 + 5}
                data-text="value"
              >
                {number(units)}
              </text>
            </g>
          ))}
        </g>
      )}
    </Chart>
  );
}
