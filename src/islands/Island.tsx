import {
  createElement,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Language } from '../../machines/constants';
import { useLanguage } from '../state/AppActorsProvider';
import { createLoader, type Loader } from '../platform/loader';
import { preloadIslandModules } from '../platform/module-preload';
import { noBox } from '../styles/screen-layout';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../config/element-ids';
import { islandLoaders, type IslandName } from './registry';

/**
 * One loader per island and language, made on first use. It asks for all the island's chunks at
 * once (src/platform/module-preload.ts) before importing them.
 */
const islands = new Map<`${IslandName}:${Language}`, Loader<ComponentType>>();

function islandLoader(name: IslandName, language: Language): Loader<ComponentType> {
  let loader = islands.get(`${name}:${language}`);
  if (!loader) {
    loader = createLoader(() => {
      preloadIslandModules(name, language);
      return islandLoaders[name](language);
    });
    islands.set(`${name}:${language}`, loader);
  }
  return loader;
}

/**
 * Start loading an island's chunk and what it reads in `language` (idempotent); resolves once it
 * renders without suspending.
 */
export const preloadIsland = (name: IslandName, language: Language): Promise<ComponentType> =>
  islandLoader(name, language).preload();

function IslandComponent({ name }: { name: IslandName }) {
  return createElement(islandLoader(name, useLanguage()).read());
}

/** Calls `onLive` once what it sits beside has committed in the browser (never on the server). */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** Marks an island's element once its content answers the visitor (what tests wait for). */
export const markHydrated = (element: Element | null) => element?.setAttribute(ISLAND_HYDRATED, '');

/**
 * The island's content, the same in the prerendered page, after a client-side navigation and in
 * the island's own root when it hydrates — so hydration finds exactly the server's markup.
 * `onLive` runs once it has loaded and committed: hydrated, or rendered after a navigation.
 */
export function IslandContent({
  name,
  fallback,
  onLive,
}: {
  name: IslandName;
  fallback?: ReactNode;
  onLive?: () => void;
}) {
  return (
    <Suspense fallback={fallback ?? null}>
      <IslandComponent name={name} />
      {onLive && <Live onLive={onLive} />}
    </Suspense>
  );
}

/**
 * An interactive part of a page: `<Island name="contact-form" />`. Rendered in place like any
 * component; in a prerendered page the browser hydrates it alone (src/islands/hydrate.tsx), while
 * the static content around it is never hydrated. `fallback` holds its place while its chunk loads
 * after a client-side navigation.
 */
export function Island({ name, fallback }: { name: IslandName; fallback?: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div ref={element} {...{ [ISLAND_ATTRIBUTE]: name }} css={noBox}>
      <IslandContent name={name} fallback={fallback} onLive={() => markHydrated(element.current)} />
    </div>
  );
}
