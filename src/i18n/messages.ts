/**
 * The dictionaries in the browser: each language's is a chunk of its own, and a page loads only
 * its own language's (the boot script preloads it with the app). The other one loads when the
 * visitor first goes to a page in it. The pages' own texts (titles, descriptions, headings) are
 * chunks of their own, which load with client navigation and the page chunks: the adopted
 * prerendered page never renders them. The contact form's messages load with the form's island
 * (src/islands/registry.ts), so no other page carries them; the notifications' texts, with the
 * toast view (src/chrome/Toaster.tsx). The prerenderer loads the rest here, as the browser
 * does; other Node code (the server, scripts, tests) imports them all at once from `./index`.
 */
import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';
import type { ContactMessages } from './contact/en';
import type { ChromeMessages } from './en';
import type { PageMessages } from './pages/en';

/** What page content and the pages' heads read: the chrome's messages and the pages' own. */
type ContentMessages = ChromeMessages & PageMessages;

const dictionaries = {
  en: createLoader(() => import('./en').then((module) => module.en)),
  he: createLoader(() => import('./he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

const pageDictionaries = {
  en: createLoader(() => import('./pages/en').then((module) => module.en)),
  he: createLoader(() => import('./pages/he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/** What page content and the pages' heads read, merged once. */
const contentLoader = (language: Language) =>
  createLoader(async () => {
    const [chrome, pages] = await Promise.all([
      dictionaries[language].preload(),
      pageDictionaries[language].preload(),
    ]);
    return { ...chrome, ...pages };
  });

const contentDictionaries = {
  en: contentLoader('en'),
  he: contentLoader('he'),
} satisfies Record<Language, unknown>;

const contactDictionaries = {
  en: createLoader(() => import('./contact/en').then((module) => module.en)),
  he: createLoader(() => import('./contact/he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/**
 * The dictionary of `language`, loaded the first time it is asked for. A failed load stays failed
 * until it is retried (src/platform/loader.ts).
 */
export const loadMessages = (language: Language): Promise<ChromeMessages> =>
  dictionaries[language].preload();

/** The chrome's and the pages' messages in `language`, loaded the first time they are asked for. */
export const loadContentMessages = (language: Language): Promise<ContentMessages> =>
  contentDictionaries[language].preload();

/** The contact form's messages in `language`, loaded the first time they are asked for. */
export const loadContactMessages = (language: Language): Promise<ContactMessages> =>
  contactDictionaries[language].preload();

/**
 * The dictionary of `language` but the notifications' texts, which the prerenderer never shows:
 * for it and the contact service.
 */
export const loadPrerenderMessages = async (
  language: Language,
): Promise<ContentMessages & ContactMessages> => {
  const [messages, contact] = await Promise.all([
    loadContentMessages(language),
    loadContactMessages(language),
  ]);
  return { ...messages, ...contact };
};

/** The dictionary of `language` if it has loaded, else undefined. */
export const loadedMessages = (language: Language): ChromeMessages | undefined =>
  dictionaries[language].peek();

/**
 * The chrome's and the pages' messages in `language`, for content and the pages' heads: a page
 * and client navigation load together with them (`lazyPage`, src/shell/Pages.tsx), so by the time
 * either renders they are there.
 */
export function messagesFor(language: Language): ContentMessages {
  const messages = contentDictionaries[language].peek();
  if (!messages) throw new Error(`The ${language} page texts are read before they have loaded`);
  return messages;
}

/** The dictionary of `language`; suspends the view while its chunk loads. */
export const useMessagesOf = (language: Language): ChromeMessages => dictionaries[language].read();

/**
 * The contact form's messages in `language`; suspends the view while they load. The form's island
 * loads them with its chunk, so a hydrating form never suspends.
 */
export const useContactMessagesOf = (language: Language): ContactMessages =>
  contactDictionaries[language].read();
