import { useEffect, useState, type RefObject } from 'react';
import { listenForIntent } from './intent';

/**
 * How far below the screen an element counts as approached: half a screen, so what loads then is
 * there by the time the visitor has scrolled to it.
 */
const AHEAD = '0px 0px 50% 0px';

/**
 * Whether the visitor has come near `element` (it is on screen or half a screen below it) or
 * reached into it (./intent), and stays true once they have: for chrome that loads where it
 * shows, like an island (decision 005). Meant for an element that lives as long as the app: it
 * watches until unmounted.
 */
export function useApproached(element: RefObject<Element | null>): boolean {
  const [approached, setApproached] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const approach = () => setApproached(true);
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && approach(), {
      rootMargin: AHEAD,
    });
    observer.observe(target);
    const stopIntent = listenForIntent(target, approach);
    return () => {
      observer.disconnect();
      stopIntent();
    };
  }, [element]);
  return approached;
}
