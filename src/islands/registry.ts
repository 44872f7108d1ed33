import type { ComponentType } from 'react';

/**
 * The interactive parts inside page content (ARCHITECTURE E5). A prerendered page's content is
 * never hydrated; each island in it hydrates alone, from its own chunk (src/islands/hydrate.tsx).
 * An island takes no props: what it needs comes from the providers every island root gets.
 */
export const islandLoaders = {
  'demo-player': () => import('../components/demo/DemoPlayer').then((m) => m.DemoPlayer),
  'contact-form': () => import('../contact/ContactForm').then((m) => m.ContactForm),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * Each island's module, as the build's manifest names it: the build lists a page's island chunks
 * among the modules the page loads (scripts/build.ts), and fails if one is missing.
 */
export const islandModules: Record<IslandName, string> = {
  'demo-player': 'src/components/demo/DemoPlayer.tsx',
  'contact-form': 'src/contact/ContactForm.tsx',
};

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);
