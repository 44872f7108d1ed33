import type { Language } from '../../../machines/constants';
import type { ReactNode } from 'react';
import { Chart, type ChartFrame } from '../../charts/kit';
import { color, leading, space, text } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { markedItem, wrappingList } from './typography';

export interface ChartLegendItem {
  /** A stable key for the entry. */
  key: string;
  /** The entry's small decorative key (an `aria-hidden` SVG drawn like the mark it stands for). */
  mark: ReactNode;
  /** The entry's label in the visitor's language. */
  label: string;
}

/**
 * A chart as a `figure`: the drawing (`chart`, with `children` as its marks) in a left-to-right
 * wrapper (charts read left to right in both languages) that is a size container, then a
 * `figcaption` with an optional legend and the translated caption.
 */
export function ChartFigure({
  chart,
  children,
  legend,
  caption,
  language,
}: {
  language: Language;
  chart: ChartFrame;
  children: ReactNode;
  legend?: readonly ChartLegendItem[];
  caption: string;
}) {
  return (
    <figure css={{ margin: 0 }}>
      <div dir="ltr" css={{ containerType: 'inline-size' }}>
        <Chart {...chart}>{children}</Chart>
      </div>
      <figcaption
        css={{
          marginBlockStart: space.md,
          color: color.inkMuted,
          fontSize: text.sm,
          lineHeight: leading.body,
        }}
      >
        {legend && (
          <ul
            role="list"
            css={{ ...wrappingList(`${space.xs} ${space.lg}`), marginBlockEnd: space.sm }}
          >
            {legend.map((item) => (
              <li key={item.key} css={markedItem}>
                {item.mark}
                <span>{bidi(item.label, language)}</span>
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
): ChartLegendItem[] {
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
