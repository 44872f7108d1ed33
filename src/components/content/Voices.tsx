import { color, leading, radius, shadow, space, text } from '../../styles/theme';
import { BidiText } from './Ltr';
import { bareList, evenGrid, gridContainer } from './typography';

const twoUp = evenGrid([[2, '36rem']]);

/**
 * The problem in the visitor's own words: short statements (not attributed quotes) on white
 * cards with a coloured inline-start border, 1 → 2 columns. `borderColor` defaults to the accent.
 */
export function Voices({
  items,
  borderColor = color.accent,
}: {
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
            <BidiText>{item}</BidiText>
          </li>
        ))}
      </ul>
    </div>
  );
}
