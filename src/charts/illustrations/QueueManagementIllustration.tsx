import { Baseline, chartDirection, GridRows, linearScale, round, span } from '../kit';
import { legibleBelow, Words } from '../marks';
import { ChartFigure, Swatch } from '../ChartFigure';
import { interpolate } from '../../i18n/placeholders';
import { chart, color, space, weight } from '../../styles/theme';
import type { IllustrationProps } from './props';

export interface QueueChartTexts {
  title: string;
  /** `{needed}` and `{open}`: the day's counter-hours, filled from the data. */
  caption: string;
  hoursLabel: string;
  openRow: string;
  neededRow: string;
  legendAppointments: string;
  legendWalkIns: string;
  legendShort: string;
  describeHour: string;
}

/** Made-up arrivals at a mid-sized service centre on an ordinary Sunday, by hour starting. */
const HOURS = [
  { hour: 8, appointments: 4, walkIns: 18 },
  { hour: 9, appointments: 6, walkIns: 36 },
  { hour: 10, appointments: 6, walkIns: 42 },
  { hour: 11, appointments: 5, walkIns: 38 },
  { hour: 12, appointments: 6, walkIns: 24 },
  { hour: 13, appointments: 8, walkIns: 17 },
  { hour: 14, appointments: 9, walkIns: 13 },
  { hour: 15, appointments: 7, walkIns: 8 },
] as const;

/** Today's rota: the same number of counters open all day. */
const OPEN_COUNTERS = 8;
/** Average minutes per visit, and the target: 80% of visitors called within 10 minutes. */
const VISIT_MINUTES = 12;
const TARGET = { share: 0.8, withinMinutes: 10 } as const;

/** Erlang C: the probability that a visitor has to wait, with `servers` counters and `load` erlangs. */
function probabilityOfWaiting(servers: number, load: number): number {
  let term = 1;
  let sum = 1;
  for (let k = 1; k < servers; k += 1) {
    term *= load / k;
    sum += term;
  }
  const queued = ((term * load) / servers) * (servers / (servers - load));
  return queued / (sum + queued);
}

/** The share of visitors called within the target time. */
function serviceLevel(servers: number, load: number): number {
  if (servers <= load) return 0;
  return (
    1 -
    probabilityOfWaiting(servers, load) *
      Math.exp((-(servers - load) * TARGET.withinMinutes) / VISIT_MINUTES)
  );
}

/** The fewest counters that meet the target for an hour's arrivals. */
function countersNeeded(arrivalsPerHour: number): number {
  const load = (arrivalsPerHour * VISIT_MINUTES) / 60;
  let servers = Math.floor(load) + 1;
  while (serviceLevel(servers, load) < TARGET.share) servers += 1;
  return servers;
}

const ROWS = HOURS.map((row) => ({
  ...row,
  total: row.appointments + row.walkIns,
  needed: countersNeeded(row.appointments + row.walkIns),
}));
const NEEDED_HOURS = ROWS.reduce((sum, row) => sum + row.needed, 0);
const OPEN_HOURS = OPEN_COUNTERS * ROWS.length;

const WIDTH = 480;
const PLOT = { left: 44, right: 472, top: 18, bottom: 190 } as const;
const VALUE_MAX = 50;
const GRID = [25, 50] as const;
const COLUMN = (PLOT.right - PLOT.left) / ROWS.length;
const BAR_WIDTH = 32;
const CELL = { width: 40, height: 30 } as const;
const OPEN_ROW_Y = 276;
const NEEDED_ROW_Y = 346;
const HEIGHT = NEEDED_ROW_Y + CELL.height + 4;

const centre = (index: number) => round(PLOT.left + COLUMN * (index + 0.5));
const toY = linearScale([0, VALUE_MAX], [PLOT.bottom, PLOT.top]);
const y = (value: number) => round(toY(value));

const svgStyle = {
  '& text': { fontSize: 15, fill: color.inkMuted },
  '& [data-text="row"]': { fill: color.ink, fontWeight: weight.strong },
  '& [data-text="cell"]': { fill: color.ink, fontSize: 16 },
  '& [data-short] text': { fill: chart.anomaly, fontWeight: weight.strong },
  ...legibleBelow({ '30rem': { text: 18, cell: 20 }, '22rem': { text: 21, cell: 24 } }),
};

/** The legend's swatches: a square of each fill. */
const square = { inlineSize: space.md, blockSize: space.md } as const;

/**
 * A day at a service centre: visitors per hour (appointments and walk-ins stacked), then the
 * counters open against the counters an Erlang C calculation says the target needs. The chart
 * runs left to right in both languages; its words follow the page's language.
 */
export function QueueManagementIllustration({
  texts,
  language,
}: IllustrationProps<QueueChartTexts>) {
  const { direction, start } = chartDirection(language);
  /** Row titles start where the language reads from: the left edge in English, the right in Hebrew. */
  const readingStartX = start(8, PLOT.right);

  const description = ROWS.map((row) =>
    interpolate(texts.describeHour, {
      hour: String(row.hour),
      walkIns: String(row.walkIns),
      appointments: String(row.appointments),
      open: String(OPEN_COUNTERS),
      needed: String(row.needed),
    }),
  ).join(' ');

  const counterRow = (
    label: string,
    top: number,
    value: (row: (typeof ROWS)[number]) => number,
  ) => (
    <g>
      <Words x={readingStartX} y={top - 10} direction={direction} anchor="start" kind="row">
        {label}
      </Words>
      {ROWS.map((row, index) => {
        const short = row.needed > OPEN_COUNTERS;
        return (
          <g key={row.hour} data-short={short ? '' : undefined}>
            <rect
              x={centre(index) - CELL.width / 2}
              y={top}
              width={CELL.width}
              height={CELL.height}
              rx={6}
              fill={short ? color.paper : color.canvas}
              stroke={short ? chart.anomaly : color.line}
              strokeWidth={short ? 2.5 : 1}
            />
            <text
              x={centre(index)}
              y={top + CELL.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              data-text="cell"
            >
              {value(row)}
            </text>
          </g>
        );
      })}
    </g>
  );

  return (
    <ChartFigure
      card
      language={language}
      caption={interpolate(texts.caption, {
        needed: String(NEEDED_HOURS),
        open: String(OPEN_HOURS),
      })}
      legend={[
        {
          key: 'walkIns',
          mark: <Swatch look={{ ...square, background: chart.actual }} />,
          label: texts.legendWalkIns,
        },
        {
          key: 'appointments',
          mark: <Swatch look={{ ...square, background: chart.season }} />,
          label: texts.legendAppointments,
        },
        {
          key: 'short',
          mark: (
            <Swatch
              look={{ ...square, background: color.paper, border: `2.5px solid ${chart.anomaly}` }}
            />
          ),
          label: texts.legendShort,
        },
      ]}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      <GridRows
        plot={PLOT}
        values={GRID}
        y={y}
        label={(value, at) => (
          <text x={PLOT.left - 8} y={at + 5} textAnchor="end">
            {value}
          </text>
        )}
      />

      {ROWS.map((row, index) => {
        /** A stacked segment of the hour's bar, from one value down to another. */
        const segment = (from: number, to: number) => {
          const { start, size } = span(y(from), y(to));
          return { x: centre(index) - BAR_WIDTH / 2, y: start, width: BAR_WIDTH, height: size };
        };
        return (
          <g key={row.hour}>
            <rect {...segment(row.appointments, 0)} fill={chart.season} />
            <rect
              {...segment(row.total, row.appointments)}
              fill={chart.actual}
              stroke={color.paper}
              strokeWidth={1.5}
            />
            <text x={centre(index)} y={PLOT.bottom + 22} textAnchor="middle">
              {String(row.hour).padStart(2, '0')}
            </text>
          </g>
        );
      })}
      <Baseline plot={PLOT} />
      <Words x={(PLOT.left + PLOT.right) / 2} y={PLOT.bottom + 44} direction={direction}>
        {texts.hoursLabel}
      </Words>

      {counterRow(texts.openRow, OPEN_ROW_Y, () => OPEN_COUNTERS)}
      {counterRow(texts.neededRow, NEEDED_ROW_Y, (row) => row.needed)}
    </ChartFigure>
  );
}
