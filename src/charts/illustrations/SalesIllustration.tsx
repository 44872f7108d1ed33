import { chartDirection, round, span } from '../kit';
import { legibleBelow, Words } from '../marks';
import { ChartFigure, Swatch } from '../ChartFigure';
import { formatNumber, isolate } from '../../i18n/locale';
import { interpolate } from '../../i18n/placeholders';
import { chart, color, space, weight } from '../../styles/theme';
import type { IllustrationProps } from './props';

export interface SalesChartTexts {
  title: string;
  caption: string;
  /** One label per stage, in the order of `STAGES`. */
  stages: readonly string[];
  conversionHeader: string;
  /** `{value}`: last year's conversion into the stage. */
  lastYearValue: string;
  legendThisYear: string;
  legendLastYear: string;
  describeStage: string;
  describeConversion: string;
}

/**
 * Made-up data for a B2B distributor: deals reaching each stage, January to September, this year
 * and last. Overall win rate 5.5% (66 of 1,200) against 7.0% (80 of 1,150); the drop sits in one
 * step, qualified → proposal (39% against 57%). The sales page's documents quote these figures.
 */
const STAGES = [
  { thisYear: 1200, lastYear: 1150 },
  { thisYear: 528, lastYear: 483 },
  { thisYear: 206, lastYear: 275 },
  { thisYear: 120, lastYear: 151 },
  { thisYear: 66, lastYear: 80 },
] as const;

const conversion = (index: number, year: 'thisYear' | 'lastYear') => {
  const previous = STAGES[index - 1];
  const stage = STAGES[index];
  return previous && stage ? stage[year] / previous[year] : 1;
};

/** The step whose conversion fell furthest against last year: the leak the chart points at. */
const LEAK = STAGES.reduce(
  (worst, _, index) =>
    index > 0 &&
    conversion(index, 'thisYear') - conversion(index, 'lastYear') <
      conversion(worst, 'thisYear') - conversion(worst, 'lastYear')
      ? index
      : worst,
  1,
);

const WIDTH = 480;
const LEFT = 16;
const RIGHT = 464;
const BAR_MAX = 300;
const SCALE_MAX = 1200;
const FIRST_ROW = 56;
const ROW = 70;
const HEIGHT = FIRST_ROW + ROW * (STAGES.length - 1) + 44;

const barLength = (deals: number) => round((deals / SCALE_MAX) * BAR_MAX);
/** Figures in Western notation in both languages. */
const number = (value: number) => formatNumber(value, 'en');
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

const svgStyle = {
  '& text': { fontSize: 15, fill: color.inkMuted },
  '& [data-text="label"]': { fill: color.ink, fontWeight: weight.strong },
  '& [data-text="value"]': { fill: color.ink },
  '& [data-text="rate"]': { fontSize: 17, fontWeight: weight.strong, fill: color.brandStrong },
  '& [data-text="leak"], & [data-leak]': { fill: chart.anomaly, fontWeight: weight.strong },
  // Scaled down on a phone: draw the text larger so it stays readable.
  ...legibleBelow({ '30rem': { text: 18, rate: 20 }, '22rem': { text: 21, rate: 22 } }),
};

/**
 * The sales funnel, this year against last: a bar per stage with last year's count as a dark
 * mark, and the share of deals that moved on from the stage before. The chart reads in the
 * page's direction: in Hebrew the stage names and the bars start at the right and the shares
 * stand at the left. Its words, its text alternative and its caption follow the page's language.
 */
export function SalesIllustration({ texts, language }: IllustrationProps<SalesChartTexts>) {
  const { direction, fromStart } = chartDirection(language);
  /**
   * The drawing is laid out from the start edge (`LEFT`, `RIGHT`, bar lengths): `x` places a
   * position measured from the start, mirrored in Hebrew. Every text is written in the page's
   * direction, so `start` and `end` anchors follow it too.
   */
  const x = (distance: number) => fromStart(WIDTH, distance);

  const description = STAGES.map((stage, index) => {
    const counts = interpolate(texts.describeStage, {
      stage: texts.stages[index] ?? '',
      count: number(stage.thisYear),
      lastCount: number(stage.lastYear),
    });
    if (index === 0) return counts;
    const rates = interpolate(texts.describeConversion, {
      rate: percent(conversion(index, 'thisYear')),
      lastRate: percent(conversion(index, 'lastYear')),
    });
    return `${counts} ${rates}`;
  }).join(' ');

  return (
    <ChartFigure
      card
      language={language}
      caption={texts.caption}
      legend={[
        {
          key: 'thisYear',
          mark: (
            <Swatch
              look={{ inlineSize: space.lg, blockSize: space.md, background: chart.actual }}
            />
          ),
          label: texts.legendThisYear,
        },
        {
          key: 'lastYear',
          mark: <Swatch look={{ inlineSize: '3px', blockSize: space.lg, background: color.ink }} />,
          label: texts.legendLastYear,
        },
      ]}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      <Words x={x(RIGHT)} y={22} direction={direction} anchor="end">
        {texts.conversionHeader}
      </Words>

      {STAGES.map((stage, index) => {
        const top = FIRST_ROW + index * ROW;
        const barEnd = LEFT + barLength(stage.thisYear);
        const bar = span(x(LEFT), x(barEnd));
        const mark = LEFT + barLength(stage.lastYear);
        const isLeak = index === LEAK;
        return (
          <g key={index}>
            <Words x={x(LEFT)} y={top} direction={direction} anchor="start" kind="label">
              {texts.stages[index]}
            </Words>
            <rect
              x={bar.start}
              y={top + 10}
              width={bar.size}
              height={24}
              rx={4}
              fill={chart.actual}
            />
            <line
              x1={x(mark)}
              x2={x(mark)}
              y1={top + 5}
              y2={top + 39}
              stroke={color.ink}
              strokeWidth={3}
              strokeLinecap="round"
            />
            <Words
              x={x(Math.max(barEnd, mark) + 8)}
              y={top + 28}
              direction={direction}
              anchor="start"
              kind="value"
            >
              {number(stage.thisYear)}
            </Words>
            {index > 0 && (
              <text
                x={x(RIGHT)}
                y={top + 28}
                direction={direction}
                textAnchor="end"
                data-text="rate"
                data-leak={isLeak ? '' : undefined}
              >
                {`${isLeak ? '▼ ' : ''}${percent(conversion(index, 'thisYear'))}`}
              </text>
            )}
            {isLeak && (
              <Words x={x(RIGHT)} y={top + 50} direction={direction} anchor="end" kind="leak">
                {interpolate(texts.lastYearValue, {
                  value: isolate(percent(conversion(index, 'lastYear'))),
                })}
              </Words>
            )}
          </g>
        );
      })}
    </ChartFigure>
  );
}
