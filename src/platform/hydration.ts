import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this render may draw more than the server did: false in the prerenderer and in the
 * hydration that must find the server's markup, true in the render React makes right after it
 * and in every render of a tree the browser mounts itself (after a client-side navigation).
 */
export const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
