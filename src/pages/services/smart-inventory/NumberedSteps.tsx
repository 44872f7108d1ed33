import {
  evenGrid,
  GridList,
  h3Style,
  type ListProps,
  paragraph,
  twoDigits,
} from '../../../content/blocks';
import type { Step } from '../../../content/page-document';
import { bidi, Ltr } from '../../../i18n/locale';
import { color, space, text, weight } from '../../../styles/theme';

const columns = {
  ...evenGrid([
    [2, '34rem'],
    [3, '54rem'],
  ]),
  gap: `${space.xl} ${space.lg}`,
};

const step = { display: 'grid', alignContent: 'start', gap: space.sm };

const number = {
  color: color.accent,
  fontSize: text.sm,
  fontWeight: weight.strong,
  fontVariantNumeric: 'tabular-nums',
};

/** Smart inventory's method: steps as columns (up to three across), each under its number. */
export function NumberedSteps({ items, language }: ListProps<Step>) {
  return (
    <GridList layout={columns}>
      {items.map((item, index) => (
        <li key={item.title} css={step}>
          <span aria-hidden="true" css={number}>
            <Ltr>{twoDigits(index)}</Ltr>
          </span>
          <h3 css={h3Style}>{bidi(item.title, language)}</h3>
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
