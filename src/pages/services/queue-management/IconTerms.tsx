import { IconTile, type ListProps } from '../../../content/blocks';
import type { Definition } from '../../../content/page-document';
import { type ContentIconName, contentIcons } from '../../../config/icons/content-icons';
import { bidi } from '../../../i18n/locale';
import { color, leading, size, space, text, weight } from '../../../styles/theme';

const list = { display: 'grid', gap: space.lg, margin: 0 };

const term = {
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  color: color.ink,
  fontSize: text.lg,
  fontWeight: weight.strong,
};

const detail = {
  margin: 0,
  marginBlockStart: space.xs,
  paddingInlineStart: `calc(${size.iconTile} + ${space.md})`,
  color: color.inkMuted,
  lineHeight: leading.body,
};

/** Queue management's terms: one column, an icon beside each term, its meaning under it. */
export function IconTerms({ items, language }: ListProps<Definition & { icon: ContentIconName }>) {
  return (
    <dl css={list}>
      {items.map((item) => (
        <div key={item.term}>
          <dt css={term}>
            <IconTile icon={contentIcons[item.icon]} />
            {bidi(item.term, language)}
          </dt>
          <dd css={detail}>{bidi(item.detail, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
