import {
  evenGrid,
  GridList,
  h3Style,
  IconTile,
  type ListProps,
  surface,
} from '../../../content/blocks';
import type { Offer } from '../../../content/page-document';
import { contentIcons } from '../../../config/icons/content-icons';
import { bidi } from '../../../i18n/locale';
import { color, leading, space } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: space.lg };

const offerCard = { padding: space.lg, ...surface };

const header = { display: 'flex', alignItems: 'center', gap: space.md };
const body = { margin: `${space.md} 0 0`, color: color.inkMuted, lineHeight: leading.body };

/** Customer insights' offers: bordered cards two by two, an icon tile beside each `h3`. */
export function OfferCards({ items, language }: ListProps<Offer>) {
  return (
    <GridList layout={columns}>
      {items.map((item) => (
        <li key={item.title} css={offerCard}>
          <div css={header}>
            <IconTile icon={contentIcons[item.icon]} />
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
          </div>
          <p css={body}>{bidi(item.text, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
