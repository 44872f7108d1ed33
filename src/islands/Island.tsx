import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import { useLanguage } from '../app/AppActorsProvider';
import { createLoader, type Loader } from '../platform/loader';
import { noBox } from '../styles/layout';
import { ISLAND_ATTRIBUTE } from './markers';
import { islandLoaders, type IslandName } from './registry';

/** One loader per island and language, made on first use. */
const islands = new Map<`${IslandName}:${Language}`, Loader<ComponentType>>();

function islandLoader(name: IslandName, language: Language): Loader<ComponentType> {
  let loader = islands.get(`${name}:${language}`);
  if (!loader) {
    loader = createLoader(() => islandLoaders[name](language));
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

/**
 * The island's content, the same in the prerendered page, after a client-side navigation and in
 * the island's own root when it hydrates — so hydration finds exactly the server's markup.
 */
export function IslandContent({ name, fallback }: { name: IslandName; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? null}>
      <IslandComponent name={name} />
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
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} css={noBox}>
      <IslandContent name={name} fallback={fallback} />
    </div>
  );
}
