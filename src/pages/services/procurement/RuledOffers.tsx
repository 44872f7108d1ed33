import type { Language } from '../../../../machines/constants';
import { fourUpGrid, GridList, h3Style, paragraph } from '../../../components/content';
import type { Offer } from '../../../content/document';
import { icons } from '../../../content/icons';
import { bidi } from '../../../i18n/locale';
import { color, radius, size, space } from '../../../styles/theme';

const columns = { ...fourUpGrid, gap: space.lg };

const ruledCard = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderBlockStart: `4px solid ${color.brand}`,
  borderRadius: radius.md,
} as const;

const icon = { width: size.icon, height: size.icon, color: color.brand };

/** Procurement's offers: bordered cards four across, each ruled along the top in brand. */
export function RuledOffers({ items, language }: { items: readonly Offer[]; language: Language }) {
  return (
    <GridList layout={columns}>
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} css={ruledCard}>
            <Icon aria-hidden="true" focusable="false" css={icon} />
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </li>
        );
      })}
    </GridList>
  );
}
