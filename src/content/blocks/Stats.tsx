import type { Language } from '../../../machines/constants';
import { color, leading, space, text, weight } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { bareList } from '../../styles/lists';
import { fourUpGrid, gridContainer } from './typography';

export interface Stat {
  /** The figure as written: `23%`, `140+`, `9 weeks`. Its digits are isolated in Hebrew. */
  figure: string;
  /** What the figure counts. */
  label: string;
  /** Where it comes from: the sample, the period, how it was measured. */
  context: string;
}

/** Proof points: each figure with its label and its context, and an optional note on method. */
export function Stats({
  items,
  note,
  language,
}: {
  items: readonly Stat[];
  note?: string;
  language: Language;
}) {
  return (
    <>
      <div css={gridContainer}>
        <ul role="list" css={{ ...bareList, ...fourUpGrid, gap: space.xl }}>
          {items.map((item) => (
            <li
              key={item.label}
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: space.xs,
                paddingInlineStart: space.md,
                borderInlineStart: `4px solid ${color.accent}`,
              }}
            >
              <span
                css={{
                  color: color.brandStrong,
                  fontSize: text.stat,
                  fontWeight: weight.strong,
                  lineHeight: leading.tight,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {bidi(item.figure, language)}
              </span>
              <span css={{ color: color.ink, fontSize: text.lg, fontWeight: weight.strong }}>
                {bidi(item.label, language)}
              </span>
              <span css={{ color: color.inkMuted, fontSize: text.sm, lineHeight: leading.body }}>
                {bidi(item.context, language)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {note && (
        <p
          css={{
            margin: 0,
            marginBlockStart: space.xl,
            color: color.inkMuted,
            fontSize: text.sm,
          }}
        >
          {bidi(note, language)}
        </p>
      )}
    </>
  );
}
