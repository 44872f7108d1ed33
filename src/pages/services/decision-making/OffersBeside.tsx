import { evenGrid, GridList, h3Style, IconTile, type ListProps } from '../../../content/blocks';
import type { Offer } from '../../../content/page-document';
import { contentIcons } from '../../../config/icons/content-icons';
import { bidi } from '../../../i18n/locale';
import { color, leading, space } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: `${space.xl} ${space.xxl}` };
const offer = { display: 'flex', gap: space.md, alignItems: 'flex-start' };
const body = { minWidth: 0 };
const paragraph = { margin: `${space.sm} 0 0`, color: color.inkMuted, lineHeight: leading.body };

/** Decision making's offers: two by two, unframed, a brand icon tile beside the text. */
export function OffersBeside({ items, language }: ListProps<Offer>) {
  return (
    <GridList layout={columns}>
      {items.map((item) => (
        <li key={item.title} css={offer}>
          <IconTile icon={contentIcons[item.icon]} tone="brand" />
          <div css={body}>
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </div>
        </li>
      ))}
    </GridList>
  );
}
