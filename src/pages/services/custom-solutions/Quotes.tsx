import { bareList, type ListProps } from '../../../components/content';
import { bidi } from '../../../i18n/locale';
import { color, leading, space, text } from '../../../styles/theme';

const list = { ...bareList, display: 'grid', gap: space.md };

const quote = {
  paddingBlock: space.xs,
  paddingInlineStart: space.lg,
  borderInlineStart: `4px solid ${color.accent}`,
  color: color.ink,
  fontSize: text.lg,
  lineHeight: leading.snug,
};

/** Custom solutions' problems: statements down the page, each marked along its inline-start edge. */
export function Quotes({ items, language }: ListProps<string>) {
  return (
    <ul role="list" css={list}>
      {items.map((item) => (
        <li key={item} css={quote}>
          {bidi(item, language)}
        </li>
      ))}
    </ul>
  );
}
