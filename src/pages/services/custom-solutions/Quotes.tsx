import { bareList } from '../../../styles/lists';
import { type ListProps, TextList } from '../../../content/blocks';
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
export function Quotes(props: ListProps<string>) {
  return <TextList {...props} listStyle={list} itemStyle={quote} />;
}
