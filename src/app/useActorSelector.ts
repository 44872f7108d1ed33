import { useCallback } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { Subscription } from 'xstate';

/** The part of an actor a view reads: its snapshot, and news that it changed. */
export interface ReadableActor<TSnapshot> {
  subscribe: (listener: (snapshot: TSnapshot) => void) => Subscription;
  getSnapshot: () => TSnapshot;
}

/**
 * `useSelector` from `@xstate/react`, plus the snapshot the page was prerendered with: while
 * React hydrates, it reads `serverSnapshot`, so the markup matches the server's; then it re-renders
 * with the live snapshot. Without a `serverSnapshot` (nothing was prerendered) the live one is used.
 * `compare` tells two selected values apart (`===` by default), so equal values do not re-render.
 */
export function useActorSelector<TSnapshot, T>(
  actor: ReadableActor<TSnapshot>,
  selector: (snapshot: TSnapshot) => T,
  serverSnapshot?: TSnapshot,
  compare?: (a: T, b: T) => boolean,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => actor.getSnapshot(), [actor]);
  const getServerSnapshot = useCallback(
    () => serverSnapshot ?? actor.getSnapshot(),
    [actor, serverSnapshot],
  );
  return useSyncExternalStoreWithSelector(
    subscribe,
    getSnapshot,
    getServerSnapshot,
    selector,
    compare,
  );
}
