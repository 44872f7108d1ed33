import { fromCallback } from 'xstate';
import type { DemoPlayerEvent } from '../../machines/demo-player.machine';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = (): MediaQueryList | undefined =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION);

/** Whether the visitor asks for reduced motion now; `false` on the server and without `matchMedia`. */
export const prefersReducedMotion = (): boolean => reducedMotionQuery()?.matches ?? false;

/** Reports changes of the reduced-motion preference as `demo.motionPreferenceChanged`. */
export const motionPreferenceListener = fromCallback<DemoPlayerEvent>(({ sendBack }) => {
  const query = reducedMotionQuery();
  if (!query) return undefined;
  const onChange = (event: MediaQueryListEvent) =>
    sendBack({ type: 'demo.motionPreferenceChanged', reduced: event.matches });
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
});
