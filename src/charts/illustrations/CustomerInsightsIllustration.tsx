import { chartDirection } from '../kit';
import { legibleBelow, Words } from '../marks';
import { ChartFigure } from '../ChartFigure';
import { chart, color, weight } from '../../styles/theme';
import { formatNumber } from '../../i18n/locale';
import { interpolate } from '../../i18n/placeholders';
import type { IllustrationProps } from './props';

/** The chart's texts, in one language. `{placeholders}` are filled from the chart's data. */
export interface CustomerInsightsChartTexts {
  title: string;
  caption: string;
  summary: string;
  summaryRecent: string;
  monthsSince: string;
  newCustomers: string;
  /** One label per month since the first purchase. */
  months: readonly string[];
  share: string;
}

/**
 * New customers of an online retailer by the month of their first order, January to June, and
 * the % of them still buying 0, 1, 2… months later (illustrative). March joined on a discount.
 */
const COHORTS: readonly { count: number; shares: readonly number[]; discount?: true }[] = [
  { count: 4120, shares: [100, 58, 47, 42, 39, 37] },
  { count: 3860, shares: [100, 61, 50, 44, 41] },
  { count: 7380, shares: [100, 44, 31, 25], discount: true },
  { count: 4010, shares: [100, 60, 49] },
  { count: 4290, shares: [100, 62] },
  { count: 3950, shares: [100] },
];
const COLUMNS = 6;

const WIDTH = 400;
const LABEL_END = 54;
const CELLS = { left: 60, top: 52, width: 46, height: 40, gap: 3 } as const;
const COUNT_END = WIDTH - 8;
const HEIGHT = CELLS.top + COHORTS.length * CELLS.height + 4;

const cellX = (column: number) => CELLS.left + column * CELLS.width;
const rowY = (row: number) => CELLS.top + row * CELLS.height;
/** Stronger for a larger share: 25% is a faint tint, 100% the full brand colour. */
const shade = (share: number) => Math.min(1, Math.max(0.08, (share - 15) / 85));
/**
 * Whether the cell's text is onBrand: ink on the tints (≥ 6.05:1 up to the 62% tint; 4.95:1 in
 * the dark theme, where the tint of a light brand over dark paper stays dark), onBrand on the full
 * colour (6.70:1, dark 7.04:1). No share between 62% and 100% appears after month 0.
 */
const onDark = (share: number) => share >= 70;
/** One formatter for every label: constructing an Intl formatter per call is slow. */
// Charts are drawn left to right in Western notation in both languages.
const thousands = (value: number) => formatNumber(value, 'en');

const svgStyle = {
  '& text': { fontSize: 14, fill: color.inkMuted },
  '& [data-text="head"]': { fontWeight: weight.strong, fill: color.ink },
  '& [data-text="cell"]': { fontSize: 15, fontWeight: weight.strong, fill: color.ink },
  '& [data-text="cell"][data-tone="dark"]': { fill: color.onBrand },
  // Drawn small (a phone): larger text, so it stays readable.
  ...legibleBelow({ '26rem': { text: 16, cell: 17 } }),
};

/**
 * The customer-insights cohort table: one row per month of first order, one column per month
 * since, each cell shaded by the share still buying. It reads left to right in both languages;
 * its labels follow the page's language, and its text alternative is written from its data.
 */
export function CustomerInsightsIllustration({
  texts,
  language,
}: IllustrationProps<CustomerInsightsChartTexts>) {
  const { direction, anchorRight } = chartDirection(language);
  const monthName = (row: number) => texts.months[row] ?? String(row + 1);
  const description = COHORTS.map((cohort, row) =>
    interpolate(cohort.shares.length > 1 ? texts.summary : texts.summaryRecent, {
      month: monthName(row),
      count: thousands(cohort.count),
      shares: cohort.shares
        .slice(1)
        .map((share, index) =>
          interpolate(texts.share, { month: String(index + 1), share: String(share) }),
        )
        .join('; '),
    }),
  ).join(' ');

  return (
    <ChartFigure
      language={language}
      caption={texts.caption}
      chart={{ width: WIDTH, height: HEIGHT, title: texts.title, description, styles: svgStyle }}
    >
      {/* Column headers: months since the first order, and the size of each cohort. */}
      <Words x={cellX(COLUMNS / 2)} y={16} direction={direction} kind="head">
        {texts.monthsSince}
      </Words>
      {Array.from({ length: COLUMNS }, (_, column) => (
        <text
          key={column}
          x={cellX(column) + CELLS.width / 2}
          y={CELLS.top - 12}
          textAnchor="middle"
        >
          {column}
        </text>
      ))}
      <Words
        x={COUNT_END}
        y={CELLS.top - 12}
        direction={direction}
        anchor={anchorRight}
        kind="head"
      >
        {texts.newCustomers}
      </Words>

      {COHORTS.map((cohort, row) => {
        const top = rowY(row);
        const middle = top + CELLS.height / 2;
        return (
          <g key={row}>
            <Words
              x={LABEL_END}
              y={middle + 5}
              direction={direction}
              anchor={anchorRight}
              kind="head"
            >
              {monthName(row)}
            </Words>
            {cohort.shares.map((share, column) => (
              <g key={column}>
                <rect
                  x={cellX(column) + CELLS.gap / 2}
                  y={top + CELLS.gap / 2}
                  width={CELLS.width - CELLS.gap}
                  height={CELLS.height - CELLS.gap}
                  rx="4"
                  fill={color.brand}
                  fillOpacity={shade(share).toFixed(2)}
                />
                <text
                  x={cellX(column) + CELLS.width / 2}
                  y={middle + 5}
                  textAnchor="middle"
                  data-text="cell"
                  data-tone={onDark(share) ? 'dark' : 'light'}
                >
                  {share}
                </text>
              </g>
            ))}
            <text x={COUNT_END} y={middle + 5} textAnchor="end">
              {thousands(cohort.count)}
            </text>
            {cohort.discount && (
              <rect
                x={1}
                y={top}
                width={WIDTH - 2}
                height={CELLS.height}
                rx="6"
                fill="none"
                stroke={chart.anomaly}
                strokeWidth="2"
              />
            )}
          </g>
        );
      })}
    </ChartFigure>
  );
}
