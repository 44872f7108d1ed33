import type { CSSObject } from '@emotion/react';
import type { Language } from '../../../machines/constants';
import {
  bareList,
  evenGrid,
  fourUpGrid,
  gridContainer,
  h3Style,
  IconTile,
  threeUpGrid,
} from '../../components/content';
import { bidi } from '../../i18n/locale';
import { color, leading, radius, shadow, size, space } from '../../styles/theme';
import type { OffersBody } from '../document';
import { icons } from '../icons';
import { card, paragraph } from './styles';

type Offer = OffersBody['items'][number];
type Style = OffersBody['style'];

const twoUp = evenGrid([[2, '36rem']]);

const lists: Record<Style, CSSObject> = {
  beside: { ...bareList, ...twoUp, gap: `${space.xl} ${space.xxl}` },
  card: { ...bareList, ...twoUp, gap: space.lg },
  ruled: { ...bareList, ...fourUpGrid, gap: space.lg },
  stacked: { ...bareList, ...twoUp, gap: `${space.xl} ${space.xxl}` },
  raised: { ...bareList, ...threeUpGrid, gap: space.lg },
  tiled: { ...bareList, ...fourUpGrid, gap: space.lg },
};

/** `tiled` when four does not divide the count: 1 → 2 → 3 columns, so six make two full rows. */
const tiledInThrees = {
  ...bareList,
  ...evenGrid([
    [2, '36rem'],
    [3, '60rem'],
  ]),
  gap: space.lg,
};

/** The list's layout: the style's own, but `tiled` goes by threes unless four divides the count. */
const listOf = (body: OffersBody) =>
  body.style === 'tiled' && body.items.length % 4 !== 0 ? tiledInThrees : lists[body.style];

const column = { display: 'flex', flexDirection: 'column', gap: space.sm } as const;

const items: Record<Style, CSSObject> = {
  beside: { display: 'flex', gap: space.md, alignItems: 'flex-start' },
  card: {
    padding: space.lg,
    background: color.paper,
    border: `1px solid ${color.line}`,
    borderRadius: radius.md,
  },
  ruled: {
    ...column,
    padding: space.lg,
    background: color.paper,
    border: `1px solid ${color.line}`,
    borderBlockStart: `4px solid ${color.brand}`,
    borderRadius: radius.md,
  },
  stacked: column,
  raised: {
    ...column,
    padding: space.lg,
    background: color.paper,
    borderRadius: radius.md,
    borderBlockStart: `4px solid ${color.brand}`,
    boxShadow: shadow.card,
  },
  tiled: { ...card, ...column },
};
const besideText = { margin: `${space.sm} 0 0`, color: color.inkMuted, lineHeight: leading.body };
const cardText = { margin: `${space.md} 0 0`, color: color.inkMuted, lineHeight: leading.body };
const besideBody = { minWidth: 0 };
const cardHeader = { display: 'flex', alignItems: 'center', gap: space.md };
const plainIcon = { width: size.icon, height: size.icon, color: color.brand };
const tiledTitle = { ...h3Style, marginBlockStart: space.xs };

/** One offer's icon, `h3` and paragraph, arranged as its style wants. */
function OfferContent({
  item,
  style,
  language,
}: {
  item: Offer;
  style: Style;
  language: Language;
}) {
  const Icon = icons[item.icon];
  const title = <h3 css={h3Style}>{bidi(item.title, language)}</h3>;
  switch (style) {
    case 'beside':
      return (
        <>
          <IconTile icon={Icon} tone="brand" />
          <div css={besideBody}>
            {title}
            <p css={besideText}>{bidi(item.text, language)}</p>
          </div>
        </>
      );
    case 'card':
      return (
        <>
          <div css={cardHeader}>
            <IconTile icon={Icon} />
            {title}
          </div>
          <p css={cardText}>{bidi(item.text, language)}</p>
        </>
      );
    case 'stacked':
      return (
        <>
          <IconTile icon={Icon} round />
          {title}
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </>
      );
    case 'tiled':
      return (
        <>
          <IconTile icon={Icon} />
          <h3 css={tiledTitle}>{bidi(item.title, language)}</h3>
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </>
      );
    case 'ruled':
    case 'raised':
      return (
        <>
          <Icon aria-hidden="true" focusable="false" css={plainIcon} />
          {title}
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </>
      );
  }
}

/** What a service offers: an icon, an `h3` and a paragraph each, in the style the page names. */
export function Offers({ body, language }: { body: OffersBody; language: Language }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={listOf(body)}>
        {body.items.map((item) => (
          <li key={item.title} css={items[body.style]}>
            <OfferContent item={item} style={body.style} language={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}
