import {
  card,
  evenGrid,
  fourUpGrid,
  GridList,
  h3Style,
  IconTile,
  type ListProps,
  paragraph,
} from '../../content/blocks';
import type { Offer } from '../../content/page-document';
import { contentIcons } from '../../config/icons/content-icons';
import { bidi } from '../../i18n/locale';
import { space } from '../../styles/theme';

const byFours = { ...fourUpGrid, gap: space.lg };

/** 1 → 2 → 3 columns, so six make two full rows. */
const byThrees = {
  ...evenGrid([
    [2, '36rem'],
    [3, '60rem'],
  ]),
  gap: space.lg,
};

const tile = { ...card, display: 'flex', flexDirection: 'column', gap: space.sm } as const;
const title = { ...h3Style, marginBlockStart: space.xs };

/**
 * The About page's principles, promises and values: white cards, each led by an icon tile, four
 * across when four divides them, else three across.
 */
export function OfferTiles({ items, language }: ListProps<Offer>) {
  return (
    <GridList layout={items.length % 4 === 0 ? byFours : byThrees}>
      {items.map((item) => (
        <li key={item.title} css={tile}>
          <IconTile icon={contentIcons[item.icon]} />
          <h3 css={title}>{bidi(item.title, language)}</h3>
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
