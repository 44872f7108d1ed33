import { fourUpGrid, type ListProps, OfferList, stack, surface } from '../../../content/blocks';
import type { Offer } from '../../../content/page-document';
import { color, space } from '../../../styles/theme';

const columns = { ...fourUpGrid, gap: space.lg };

const ruledCard = {
  ...stack,
  padding: space.lg,
  ...surface,
  borderBlockStart: `4px solid ${color.brand}`,
} as const;

/** Procurement's offers: bordered cards four across, each ruled along the top in brand. */
export function RuledOffers(props: ListProps<Offer>) {
  return <OfferList {...props} layout={columns} itemStyle={ruledCard} />;
}
