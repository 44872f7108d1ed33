import type { Language } from '../../../machines/constants';
import type { ReactNode } from 'react';
import { color, leading, radius, space } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { bareList } from '../../styles/lists';
import { gridContainer, h3Style } from './typography';

const takeawayStyles = {
  /** A soft rule along the inline start. */
  rule: { paddingInlineStart: space.md, borderInlineStart: `3px solid ${color.brandSoft}` },
  /** A tinted panel. */
  panel: { padding: space.md, background: color.canvas, borderRadius: radius.md },
} as const;

export type TakeawayMarker = keyof typeof takeawayStyles;

/**
 * A chart beside what it tells you (an `h3` and a list of short sentences): side by side, the
 * chart taking three fifths, when the wrapper is 50rem wide or more, else stacked. `chartMaxWidth`
 * keeps the chart from growing too large when stacked.
 */
export function ChartWithTakeaways({
  language,
  chart,
  chartMaxWidth,
  title,
  takeaways,
  marker,
}: {
  language: Language;
  chart: ReactNode;
  chartMaxWidth: string;
  title: string;
  takeaways: readonly string[];
  marker: TakeawayMarker;
}) {
  return (
    <div css={gridContainer}>
      <div
        css={{
          display: 'grid',
          gap: space.xl,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          '@container (min-width: 50rem)': {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
            gap: space.xxl,
          },
        }}
      >
        <div css={{ maxWidth: chartMaxWidth, width: '100%' }}>{chart}</div>
        <div>
          <h3 css={h3Style}>{bidi(title, language)}</h3>
          <ul
            role="list"
            css={{ ...bareList, display: 'grid', gap: space.md, marginBlockStart: space.md }}
          >
            {takeaways.map((takeaway) => (
              <li
                key={takeaway}
                css={{
                  ...takeawayStyles[marker],
                  color: color.ink,
                  lineHeight: leading.body,
                }}
              >
                {bidi(takeaway, language)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
