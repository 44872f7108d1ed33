import type { Language } from '../../../../machines/constants';
import { GridList, h3Style, paragraph, threeUpGrid } from '../../../components/content';
import type { Offer } from '../../../content/document';
import { icons } from '../../../content/icons';
import { bidi } from '../../../i18n/locale';
import { color, radius, shadow, size, space } from '../../../styles/theme';

const columns = { ...threeUpGrid, gap: space.lg };

const raisedCard = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  background: color.paper,
  borderRadius: radius.md,
  borderBlockStart: `4px solid ${color.brand}`,
  boxShadow: shadow.card,
} as const;

const icon = { width: size.icon, height: size.icon, color: color.brand };

/** Queue management's offers: raised cards three across, each under a brand rule and an icon. */
export function RaisedOffers({ items, language }: { items: readonly Offer[]; language: Language }) {
  return (
    <GridList layout={columns}>
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} css={raisedCard}>
            <Icon aria-hidden="true" focusable="false" css={icon} />
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </li>
        );
      })}
    </GridList>
  );
}
