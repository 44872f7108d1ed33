import type { Language } from '../../../machines/constants';
import { color, leading, radius, shadow, space, text } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { bareList } from '../../styles/lists';
import { evenGrid, gridContainer } from './typography';

const twoUp = evenGrid([[2, '36rem']]);

/**
 * The problem in the visitor's own words: short statements (not attributed quotes) on white
 * cards with a coloured inline-start border, 1 → 2 columns. `borderColor` defaults to the accent.
 */
export function Voices({
  language,
  items,
  borderColor = color.accent,
}: {
  language: Language;
  items: readonly string[];
  borderColor?: string;
}) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUp, gap: space.md }}>
        {items.map((item) => (
          <li
            key={item}
            css={{
              padding: `${space.md} ${space.lg}`,
              background: color.paper,
              borderRadius: radius.md,
              borderInlineStart: `4px solid ${borderColor}`,
              boxShadow: shadow.card,
              color: color.ink,
              fontSize: text.lg,
              lineHeight: leading.snug,
            }}
          >
            {bidi(item, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}
