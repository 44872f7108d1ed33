import { bareList } from '../../../styles/lists';
import { type ListProps, TextList } from '../../../content/blocks';
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
export function RuledNotes(props: ListProps<string>) {
  return <TextList {...props} listStyle={notesCard} itemStyle={row} />;
}
