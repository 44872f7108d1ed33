/**
 * The dictionaries in the browser: each language's is a chunk of its own, and a page loads only
 * its own language's (the boot script preloads it with the app). The other one loads when the
 * visitor first goes to a page in it. The pages' own texts (titles, descriptions, headings) are
 * chunks of their own, which load with client navigation and the page chunks: the adopted
 * prerendered page never renders them. The contact form's messages load with the form's island
 * (src/islands/registry.ts), so no other page carries them. The prerenderer loads all of them
 * here, as the browser does; other Node code (the server, scripts, tests) imports them at once
 * from `./index`.
 */
import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';
import type { ContactMessages } from './contact/en';
import type { ChromeMessageKey, ChromeMessages } from './en';
import type { AllMessages, Messages } from './index';

const dictionaries = {
  en: createLoader(() => import('./en').then((module) => module.en)),
  he: createLoader(() => import('./he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

const pageDictionaries = {
  en: createLoader(() => import('./pages/en').then((module) => module.en)),
  he: createLoader(() => import('./pages/he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/** What page content and the pages' heads read, the chrome's messages and the pages', merged once. */
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
export const loadContentMessages = (language: Language): Promise<Messages> =>
  contentDictionaries[language].preload();

/** The contact form's messages in `language`, loaded the first time they are asked for. */
export const loadContactMessages = (language: Language): Promise<ContactMessages> =>
  contactDictionaries[language].preload();

/** Every part of the dictionary of `language`, for the prerenderer and the contact service. */
export const loadAllMessages = async (language: Language): Promise<AllMessages> => {
  const [messages, contact] = await Promise.all([
    loadContentMessages(language),
    loadContactMessages(language),
  ]);
  return { ...messages, ...contact };
};

/** Forgets the dictionary loads that failed, so the next use tries again. */
export function retryFailedMessages(): void {
  for (const dictionary of Object.values(dictionaries)) dictionary.retry();
}

/** The dictionary of `language` if it has loaded, else undefined. */
export const loadedMessages = (language: Language): ChromeMessages | undefined =>
  dictionaries[language].peek();

/**
 * The chrome's and the pages' messages in `language`, for content and the pages' heads: a page
 * and client navigation load together with them (`lazyPage`, src/app/Pages.tsx), so by the time
 * either renders they are there.
 */
export function messagesFor(language: Language): Messages {
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

/** Whether a string names a message (toasts carry keys, or text the view shows as it is). */
export const isMessageKey = (messages: ChromeMessages, value: string): value is ChromeMessageKey =>
  Object.hasOwn(messages, value);
