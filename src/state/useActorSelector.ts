import { useCallback, useMemo, useSyncExternalStore } from 'react';
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
 *
 * React's own hook, reading through `memoised(selector, compare)` in place of
 * `use-sync-external-store`'s `WithSelector` variant.
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
  const select = useMemo(() => memoised(selector, compare), [selector, compare]);
  const getSelection = useCallback(() => select(actor.getSnapshot()), [select, actor]);
  const getServerSelection = useCallback(
    () => select(serverSnapshot ?? actor.getSnapshot()),
    [select, actor, serverSnapshot],
  );
  return useSyncExternalStore(subscribe, getSelection, getServerSelection);
}

/**
 * `selector` remembering its last snapshot and selection: the same snapshot gives the same
 * selection, so a selector that builds a new array does not loop in `useSyncExternalStore`, and a
 * new selection that `compare` finds equal to the last is the last, so the view does not re-render.
 */
function memoised<TSnapshot, T>(
  selector: (snapshot: TSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): (snapshot: TSnapshot) => T {
  let last: { snapshot: TSnapshot; selection: T } | undefined;
  return (snapshot) => {
    if (last && Object.is(last.snapshot, snapshot)) return last.selection;
    const next = selector(snapshot);
    const selection = last && compare?.(last.selection, next) ? last.selection : next;
    last = { snapshot, selection };
    return selection;
  };
}
