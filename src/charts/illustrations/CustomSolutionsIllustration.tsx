import { Chart, chartDirection } from '../kit';
import { legibleBelow, Words } from '../marks';
import { chart, color, weight } from '../../styles/theme';
import type { IllustrationProps } from './props';

export interface CustomDiagramTexts {
  /** The diagram's text alternative: what flows where. */
  label: string;
  environment: string;
  pipeline: string;
  model: string;
  dashboard: string;
}

/** The usual sources, by the names people know them by in either language. */
const SOURCES = ['ERP', 'CRM', 'Excel', 'API'] as const;
const SOURCE = { top: 70, width: 92, height: 40, gap: 18, left: 30 } as const;
const PIPELINE = { x: 30, y: 156, width: 420, height: 58 } as const;
const MODEL = { x: 120, y: 250, width: 240, height: 58 } as const;
const DASHBOARD = { x: 50, y: 344, width: 380, height: 82 } as const;
const MIDDLE = 240;
/** Made-up bar heights for the dashboard's thumbnail chart. */
const BARS = [18, 30, 24, 40, 34, 48] as const;

const sourceX = (index: number) => SOURCE.left + index * (SOURCE.width + SOURCE.gap);

const svgStyle = {
  '& text': { fontSize: 20, fill: color.ink, fontWeight: weight.strong },
  '& [data-text="source"]': { fontSize: 18 },
  '& [data-text="environment"]': { fill: color.brandStrong },
  // Scaled down beside a phone's text column: draw the words larger so they stay readable.
  ...legibleBelow({ '22rem': { text: 22, source: 21 } }),
};

/** A stage of the flow: a rounded box on paper, framed in `stroke`. */
function Stage({
  box,
  stroke,
  strokeWidth,
}: {
  box: { x: number; y: number; width: number; height: number };
  stroke: string;
  strokeWidth: number;
}) {
  return <rect {...box} rx={14} fill={color.paper} stroke={stroke} strokeWidth={strokeWidth} />;
}

/** A downward connector with an arrowhead, from one box to the next. */
function Connector({ from, to }: { from: number; to: number }) {
  return (
    <g stroke={color.brand} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
      <line x1={MIDDLE} x2={MIDDLE} y1={from} y2={to - 2} />
      <polyline
        points={`${MIDDLE - 7},${to - 10} ${MIDDLE},${to - 2} ${MIDDLE + 7},${to - 10}`}
        fill="none"
      />
    </g>
  );
}

/**
 * What a custom project builds, as a diagram: the client's sources flow through a data pipeline
 * into a model and on to a dashboard, all inside a boundary marked as the client's own
 * environment. Read top to bottom, so it needs no mirroring; its words follow the language.
 */
export function CustomSolutionsIllustration({
  texts,
  language,
}: IllustrationProps<CustomDiagramTexts>) {
  const { direction, start } = chartDirection(language);

  return (
    <div dir="ltr" css={{ containerType: 'inline-size' }}>
      <Chart width={480} height={448} title={texts.label} styles={svgStyle}>
        {/* The client's environment: everything inside it stays theirs. */}
        <rect
          x={8}
          y={44}
          width={464}
          height={398}
          rx={24}
          fill={color.brandSoft}
          stroke={color.brand}
          strokeWidth={2}
          strokeDasharray="8 6"
        />
        <Words x={start(16, 464)} y={28} direction={direction} anchor="start" kind="environment">
          {texts.environment}
        </Words>

        {SOURCES.map((source, index) => {
          const x = sourceX(index);
          const centre = x + SOURCE.width / 2;
          return (
            <g key={source}>
              <line
                x1={centre}
                x2={centre}
                y1={SOURCE.top + SOURCE.height}
                y2={PIPELINE.y}
                stroke={color.brand}
                strokeWidth={2}
                strokeDasharray="3 5"
                strokeLinecap="round"
              />
              <rect
                x={x}
                y={SOURCE.top}
                width={SOURCE.width}
                height={SOURCE.height}
                rx={SOURCE.height / 2}
                fill={color.paper}
                stroke={color.line}
                strokeWidth={2}
              />
              <text x={centre} y={SOURCE.top + 27} textAnchor="middle" data-text="source">
                {source}
              </text>
            </g>
          );
        })}

        <Stage box={PIPELINE} stroke={color.brand} strokeWidth={2.5} />
        {/* Rows of records moving along the pipe, either side of its name. */}
        {[PIPELINE.x + 22, PIPELINE.x + PIPELINE.width - 62].map((x) => (
          <g key={x} fill={color.brandSoft}>
            <rect x={x} y={PIPELINE.y + 16} width={40} height={8} rx={4} />
            <rect x={x} y={PIPELINE.y + 34} width={28} height={8} rx={4} />
          </g>
        ))}
        <Words x={MIDDLE} y={PIPELINE.y + 36} direction={direction}>
          {texts.pipeline}
        </Words>

        <Connector from={PIPELINE.y + PIPELINE.height} to={MODEL.y} />

        <Stage box={MODEL} stroke={chart.season} strokeWidth={2.5} />
        {/* A fitted curve through a few points: the model. */}
        <g>
          {[
            [MODEL.x + 20, MODEL.y + 40],
            [MODEL.x + 32, MODEL.y + 30],
            [MODEL.x + 46, MODEL.y + 32],
            [MODEL.x + 58, MODEL.y + 18],
          ].map(([cx, cy]) => (
            <circle
              key={`${cx}`}
              cx={cx}
              cy={cy}
              r={3.5}
              fill={color.accentSoft}
              stroke={chart.season}
              strokeWidth={1.5}
            />
          ))}
          <path
            d={`M${MODEL.x + 16} ${MODEL.y + 44} C ${MODEL.x + 34} ${MODEL.y + 30}, ${MODEL.x + 44} ${MODEL.y + 30}, ${MODEL.x + 64} ${MODEL.y + 14}`}
            fill="none"
            stroke={chart.season}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
        </g>
        <Words x={MIDDLE + 18} y={MODEL.y + 36} direction={direction}>
          {texts.model}
        </Words>

        <Connector from={MODEL.y + MODEL.height} to={DASHBOARD.y} />

        <Stage box={DASHBOARD} stroke={color.line} strokeWidth={2} />
        {BARS.map((height, index) => (
          <rect
            key={index}
            x={DASHBOARD.x + 18 + index * 14}
            y={DASHBOARD.y + 64 - height}
            width={10}
            height={height}
            rx={2}
            fill={index === BARS.length - 1 ? chart.actual : color.line}
          />
        ))}
        <circle
          cx={DASHBOARD.x + DASHBOARD.width - 26}
          cy={DASHBOARD.y + 22}
          r={7}
          fill={chart.trend}
        />
        <Words
          x={DASHBOARD.x + 106 + (DASHBOARD.width - 106) / 2}
          y={DASHBOARD.y + 48}
          direction={direction}
        >
          {texts.dashboard}
        </Words>
      </Chart>
    </div>
  );
}
