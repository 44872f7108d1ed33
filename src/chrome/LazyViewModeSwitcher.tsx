import { useLocation } from 'wouter';
import { createLoader, useLoadedOnDemand } from '../platform/loader';

/** The switcher's view: its chunk loads when the switcher is first wanted. */
const switcherView = createLoader(() => import('./ViewModeSwitcher'));

/**
 * The view-mode switcher, once `wanted` (SPEC §2 shows it and the visitor is near the page's
 * end), from a chunk of its own. It appears when its chunk is in, not through Suspense: React
 * reveals suspended content on a timer, which a test that stops the page's clock would have to
 * move on, by a guess. If the chunk fails to load, the switcher stays away (the error is logged)
 * and the next page the visitor opens tries again.
 */
export function LazyViewModeSwitcher({ wanted }: { wanted: boolean }) {
  const [location] = useLocation();
  const view = useLoadedOnDemand(switcherView, wanted ? location : undefined);
  return wanted && view ? <view.ViewModeSwitcher /> : null;
}
