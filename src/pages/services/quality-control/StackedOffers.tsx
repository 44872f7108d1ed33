import type { Language } from '../../../../machines/constants';
import { evenGrid, GridList, h3Style, IconTile, paragraph } from '../../../components/content';
import type { Offer } from '../../../content/document';
import { icons } from '../../../content/icons';
import { bidi } from '../../../i18n/locale';
import { space } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: `${space.xl} ${space.xxl}` };
const offer = { display: 'flex', flexDirection: 'column', gap: space.sm } as const;

/** Quality control's offers: two by two, unframed, each under a round icon. */
export function StackedOffers({
  items,
  language,
}: {
  items: readonly Offer[];
  language: Language;
}) {
  return (
    <GridList layout={columns}>
      {items.map((item) => (
        <li key={item.title} css={offer}>
          <IconTile icon={icons[item.icon]} round />
          <h3 css={h3Style}>{bidi(item.title, language)}</h3>
          <p css={paragraph}>{bidi(item.text, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
