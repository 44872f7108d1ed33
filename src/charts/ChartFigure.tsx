import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import { bidi } from '../i18n/locale';
import { markedItem, wrappingList } from '../styles/lists';
import { color, leading, radius, space, text } from '../styles/theme';
import { Chart, type ChartFrame } from './kit';

/** One entry of a chart's legend. */
export interface LegendEntry {
  /** A stable key for the entry. */
  key: string;
  /** The entry's small decorative key, drawn like the mark it stands for (`LegendKey`, `Swatch`). */
  mark: ReactNode;
  /** The entry's label in the visitor's language. */
  label: string;
}

const plain = { margin: 0 } as const;

/** A chart on a card of its own: paper framed by a line, with large corners. */
const onCard = {
  ...plain,
  padding: space.gutter,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
} as const;

const figcaption = {
  marginBlockStart: space.md,
  color: color.inkMuted,
  fontSize: text.sm,
  lineHeight: leading.body,
} as const;

const legendList = { ...wrappingList(`${space.xs} ${space.lg}`), marginBlockEnd: space.sm };
const legendListOnCard = { ...legendList, color: color.ink };

/**
 * A chart as a `figure`: the drawing (`chart`, with `children` as its marks) in a left-to-right
 * wrapper (charts read left to right in both languages) that is the size container its text sizes
 * answer to, then a `figcaption` with an optional legend and the caption, in the page's language
 * and direction. Without `chart`, `children` are the drawings: one chart in more than one
 * geometry, each shown at its own container widths. `card` sets the figure on a card of its own,
 * its legend in ink, for a chart in a section's body rather than in a hero or beside takeaways.
 */
export function ChartFigure({
  language,
  chart,
  children,
  legend,
  caption,
  card = false,
}: {
  language: Language;
  chart?: ChartFrame;
  children: ReactNode;
  legend?: readonly LegendEntry[];
  caption: string;
  card?: boolean;
}) {
  return (
    <figure css={card ? onCard : plain}>
      <div dir="ltr" css={{ containerType: 'inline-size' }}>
        {chart ? <Chart {...chart}>{children}</Chart> : children}
      </div>
      <figcaption css={figcaption}>
        {legend && (
          <ul role="list" css={card ? legendListOnCard : legendList}>
            {legend.map((entry) => (
              <li key={entry.key} css={markedItem}>
                {entry.mark}
                <span>{bidi(entry.label, language)}</span>
              </li>
            ))}
          </ul>
        )}
        {bidi(caption, language)}
      </figcaption>
    </figure>
  );
}

/** A legend entry per mark, in the legend's order: labelled from `labels`, its key drawn by `draw`. */
export function legendOf<Mark extends string>(
  marks: readonly Mark[],
  labels: Readonly<Record<Mark, string>>,
  draw: (mark: Mark) => ReactNode,
): LegendEntry[] {
  return marks.map((mark) => ({ key: mark, mark: draw(mark), label: labels[mark] }));
}

/** A 16 × 16 legend key: an `aria-hidden` SVG around a mark drawn centred at (8, 8). */
export function LegendKey({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      css={{ width: 16, height: 16, flex: 'none' }}
    >
      {children}
    </svg>
  );
}

/** A legend key drawn in CSS (its size, colour and border); it never shrinks beside a long label. */
export function Swatch({ look }: { look: CSSObject }) {
  return <span aria-hidden="true" css={[{ flex: 'none', borderRadius: radius.sm }, look]} />;
}
