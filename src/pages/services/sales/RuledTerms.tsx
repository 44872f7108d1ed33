import { evenGrid, gridContainer, type ListProps } from '../../../content/blocks';
import type { Definition } from '../../../content/page-document';
import { bidi } from '../../../i18n/locale';
import { color, leading, space, text, weight } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: space.lg, margin: 0 };

const definition = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingInlineStart: space.md,
  borderInlineStart: `4px solid ${color.brand}`,
} as const;

const term = { color: color.ink, fontSize: text.lg, fontWeight: weight.strong };
const detail = { margin: 0, color: color.inkMuted, lineHeight: leading.body };

/** Sales analytics' terms: two by two, each ruled in brand along its inline-start edge. */
export function RuledTerms({ items, language }: ListProps<Definition>) {
  return (
    <div css={gridContainer}>
      <dl css={columns}>
        {items.map((item) => (
          <div key={item.term} css={definition}>
            <dt css={term}>{bidi(item.term, language)}</dt>
            <dd css={detail}>{bidi(item.detail, language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
