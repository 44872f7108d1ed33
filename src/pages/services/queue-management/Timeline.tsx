import { bareList } from '../../../styles/lists';
import { h3Style, labelStyle, type ListProps, paragraph } from '../../../content/blocks';
import type { Step } from '../../../content/page-document';
import { bidi, Ltr } from '../../../i18n/locale';
import { color, radius, size, space, text, weight } from '../../../styles/theme';

const timeline = { ...bareList, maxWidth: size.prose };

const stage = {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${size.touch} minmax(0, 1fr)`,
  columnGap: space.md,
  paddingBlockEnd: space.xl,
  '&:last-of-type': { paddingBlockEnd: 0 },
  // The line joining this stage's dot to the next one's.
  '&:not(:last-of-type)::before': {
    content: '""',
    position: 'absolute',
    insetBlock: `${size.touch} 0`,
    insetInlineStart: `calc(${size.touch} / 2 - 1px)`,
    inlineSize: '2px',
    background: color.line,
  },
} as const;

const dot = {
  display: 'grid',
  placeItems: 'center',
  width: size.touch,
  height: size.touch,
  borderRadius: radius.pill,
  background: color.brand,
  color: color.onBrand,
  fontSize: text.lg,
  fontWeight: weight.strong,
};

const body = { paddingBlockStart: space.xs };
const meta = { ...labelStyle, color: color.accent };
const title = { ...h3Style, marginBlock: space.xs };

/** Queue management's stages down the page: a numbered dot per stage on a line along the edge. */
export function Timeline({ items, language }: ListProps<Step>) {
  return (
    <ol role="list" css={timeline}>
      {items.map((item, index) => (
        <li key={item.title} css={stage}>
          <span css={dot}>
            <Ltr>{index + 1}</Ltr>
          </span>
          <div css={body}>
            {item.meta && <p css={meta}>{bidi(item.meta, language)}</p>}
            <h3 css={title}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
