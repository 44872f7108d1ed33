import { evenGrid, type ListProps, OfferList, stack } from '../../../content/blocks';
import type { Offer } from '../../../content/page-document';
import { space } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: `${space.xl} ${space.xxl}` };

/** Quality control's offers: two by two, unframed, each under a round icon. */
export function StackedOffers(props: ListProps<Offer>) {
  return <OfferList {...props} layout={columns} itemStyle={stack} tile />;
}
