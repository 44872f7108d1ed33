import { type ListProps, OfferList, stack, threeUpGrid } from '../../../content/blocks';
import type { Offer } from '../../../content/page-document';
import { color, radius, shadow, space } from '../../../styles/theme';

const columns = { ...threeUpGrid, gap: space.lg };

const raisedCard = {
  ...stack,
  padding: space.lg,
  background: color.paper,
  borderRadius: radius.md,
  borderBlockStart: `4px solid ${color.brand}`,
  boxShadow: shadow.card,
} as const;

/** Queue management's offers: raised cards three across, each under a brand rule and an icon. */
export function RaisedOffers(props: ListProps<Offer>) {
  return <OfferList {...props} layout={columns} itemStyle={raisedCard} />;
}
