import type { CSSObject } from '@emotion/react';
import type { Language } from '../../../machines/constants';
import type { Offer } from '../page-document';
import { contentIcons } from '../../config/icons/content-icons';
import { bidi } from '../../i18n/locale';
import { color, size } from '../../styles/theme';
import { GridList } from './GridList';
import { IconTile } from './IconTile';
import { h3Style, paragraph } from './typography';

/** What a page's figure of a list takes: the items the document holds for it, and the language. */
export interface ListProps<Item> {
  items: readonly Item[];
  language: Language;
}

const brandIcon = { width: size.icon, height: size.icon, color: color.brand };

/**
 * Offers one under another in each item: an icon (bare in brand, or with `tile`, on a round
 * tile), an `h3` and a paragraph. The pages that show offers this way differ only in the grid and
 * the item's frame, so they give those and share the rest.
 */
export function OfferList({
  items,
  language,
  layout,
  itemStyle,
  tile = false,
}: ListProps<Offer> & { layout: CSSObject; itemStyle: CSSObject; tile?: boolean }) {
  return (
    <GridList layout={layout}>
      {items.map((item) => {
        const Icon = contentIcons[item.icon];
        return (
          <li key={item.title} css={itemStyle}>
            {tile ? (
              <IconTile icon={Icon} round />
            ) : (
              <Icon aria-hidden="true" focusable="false" css={brandIcon} />
            )}
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </li>
        );
      })}
    </GridList>
  );
}
