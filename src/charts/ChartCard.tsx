import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import { bidi } from '../i18n/locale';
import { Chart, type ChartFrame } from './kit';
import { color, leading, radius, space, text } from '../styles/theme';

/** One entry of a chart's legend: a swatch drawn in CSS like the mark it stands for. */
export interface Swatch {
  label: string;
  /** The swatch's size, colour and border; it never shrinks beside a long label. */
  swatch: CSSObject;
}

const card = {
  margin: 0,
  padding: space.gutter,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  containerType: 'inline-size',
} as const;

const legendList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  marginBlockStart: space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  fontSize: text.sm,
  color: color.ink,
} as const;

const legendEntry = { display: 'flex', alignItems: 'center', gap: space.sm } as const;
const swatchBase = { flex: 'none', borderRadius: radius.sm } as const;

const captionStyle = {
  marginBlockStart: space.sm,
  color: color.inkMuted,
  fontSize: text.sm,
  lineHeight: leading.body,
} as const;

/**
 * A chart on a card of its own: the drawing, which keeps left-to-right coordinates in both
 * languages, then its legend and its caption in the page's language and direction. The card is
 * the size container the drawing's text sizes answer to.
 */
export function ChartCard({
  language,
  chart,
  legend,
  caption,
  children,
}: {
  language: Language;
  /**
   * The drawing, with `children` as its marks. Without it, `children` are the drawings: one chart
   * in more than one geometry, each shown at its own container widths.
   */
  chart?: ChartFrame;
  legend: readonly Swatch[];
  caption: string;
  children: ReactNode;
}) {
  return (
    <figure css={card}>
      <div dir="ltr">{chart ? <Chart {...chart}>{children}</Chart> : children}</div>
      <ul role="list" css={legendList}>
        {legend.map(({ label, swatch }) => (
          <li key={label} css={legendEntry}>
            <span aria-hidden="true" css={[swatchBase, swatch]} />
            {bidi(label, language)}
          </li>
        ))}
      </ul>
      <figcaption css={captionStyle}>{bidi(caption, language)}</figcaption>
    </figure>
  );
}
