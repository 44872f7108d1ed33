import { useEffect, useState, type RefObject } from 'react';
import { listenForIntent } from './intent';

/**
 * How far below the screen an element counts as approached: half a screen, so what loads then is
 * there by the time the visitor has scrolled to it.
 */
const AHEAD = '0px 0px 50% 0px';

/**
 * The one "the visitor is near" signal: calls `measured` whenever the viewport's view of
 * `targets` changes (the first call is their first measure) with whether any of them is on screen
 * (or within `margin` of it), and `intent` whenever the visitor reaches into `element` (./intent).
 * What loads where it shows listens to it: an island (src/islands/hydrate.tsx), which measures its
 * children (its element has no box of its own), and the page's end, where the switcher lives
 * (`useApproached`). Returns how to stop.
 */
export function watchApproach(
  element: Element,
  targets: Iterable<Element>,
  measured: (inView: boolean) => void,
  intent: () => void,
  margin?: string,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => measured(entries.some((entry) => entry.isIntersecting)),
    { rootMargin: margin },
  );
  for (const target of targets) observer.observe(target);
  const stopIntent = listenForIntent(element, intent);
  return () => {
    observer.disconnect();
    stopIntent();
  };
}

/**
 * Whether the visitor has come near `element` (it is on screen or half a screen below it) or
 * reached into it, and stays true once they have: for chrome that loads where it shows, like an
 * island (decision 005). Meant for an element that lives as long as the app: it watches until
 * unmounted.
 */
export function useApproached(element: RefObject<Element | null>): boolean {
  const [approached, setApproached] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const approach = () => setApproached(true);
    return watchApproach(target, [target], (inView) => inView && approach(), approach, AHEAD);
  }, [element]);
  return approached;
}
