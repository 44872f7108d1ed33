import type { ComponentType } from 'react';
import type { Language } from '../../machines/constants';
import { loadContactMessages } from '../i18n/messages';

/**
 * The interactive parts inside page content (ARCHITECTURE E5). A prerendered page's content is
 * never hydrated; each island in it hydrates alone, from its own chunk (src/islands/hydrate.tsx).
 * An island takes no props: what it needs comes from the providers every island root gets. Its
 * loader resolves once it can render in the page's language without suspending: the contact
 * form's messages and the demo's texts are not in the chrome's dictionary, so they load with it.
 */
export const islandLoaders = {
  'demo-player': (language: Language) =>
    import('../demo/DemoPlayer').then((m) => m.loadDemoPlayer(language)),
  'contact-form': (language: Language) =>
    Promise.all([
      import('../contact/ContactForm').then((m) => m.ContactForm),
      loadContactMessages(language),
    ]).then(([ContactForm]) => ContactForm),
} satisfies Record<string, (language: Language) => Promise<ComponentType>>;

export type IslandName = keyof typeof islandLoaders;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);
