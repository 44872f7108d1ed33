import { bareList, type ListProps } from '../../../components/content';
import { bidi } from '../../../i18n/locale';
import { color, leading, radius, shadow, size, space, text } from '../../../styles/theme';

const notesCard = {
  ...bareList,
  maxWidth: size.prose,
  background: color.paper,
  borderRadius: radius.md,
  boxShadow: shadow.card,
  borderBlockStart: `4px solid ${color.accent}`,
  paddingInline: space.lg,
};

const row = {
  paddingBlock: space.md,
  color: color.ink,
  fontSize: text.lg,
  lineHeight: leading.snug,
  '& + &': { borderBlockStart: `1px solid ${color.line}` },
};

/**
 * Quality control's problem in the visitor's own words: one card, a statement per row, divided by
 * rules, like notes taken on a first visit.
 */
export function RuledNotes({ items, language }: ListProps<string>) {
  return (
    <ul role="list" css={notesCard}>
      {items.map((item) => (
        <li key={item} css={row}>
          {bidi(item, language)}
        </li>
      ))}
    </ul>
  );
}
