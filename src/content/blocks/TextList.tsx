import type { CSSObject } from '@emotion/react';
import { bidi } from '../../i18n/locale';
import type { ListProps } from './OfferList';

/**
 * Short statements as a bare list, each item plain text: the page's figure gives the list's and
 * the item's look (`listStyle` should start from `bareList`, `src/styles/lists.ts`).
 */
export function TextList({
  items,
  language,
  listStyle,
  itemStyle,
}: ListProps<string> & { listStyle: CSSObject; itemStyle: CSSObject }) {
  return (
    <ul role="list" css={listStyle}>
      {items.map((item) => (
        <li key={item} css={itemStyle}>
          {bidi(item, language)}
        </li>
      ))}
    </ul>
  );
}
