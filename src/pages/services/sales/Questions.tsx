import { GridList, h3Style, type ListProps, paragraph } from '../../../content/blocks';
import { bidi } from '../../../i18n/locale';
import { color, space } from '../../../styles/theme';

const row = {
  display: 'grid',
  gap: `${space.sm} ${space.xl}`,
  paddingBlock: space.lg,
  borderBlockStart: `1px solid ${color.line}`,
  '&:last-of-type': { paddingBlockEnd: 0 },
  '@container (min-width: 44rem)': {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  },
};

const question = { ...h3Style, color: color.brandStrong };

/** The questions sales analytics answers: a question as an `h3` beside its answer, row by row. */
export function Questions({ items, language }: ListProps<{ title: string; text: string }>) {
  return (
    <GridList>
      {items.map((item) => (
        <li key={item.title} css={row}>
          <h3 css={question}>{bidi(item.title, language)}</h3>
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
