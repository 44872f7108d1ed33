/**
 * The dictionaries in the browser: each language's is a chunk of its own, and a page loads only
 * its own language's (the boot script preloads it with the app). The other one loads when the
 * visitor first goes to a page in it. The prerenderer loads both here, as the browser does; other
 * Node code (the server, scripts, tests) imports both at once from `./index`.
 */
import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';
import type { MessageKey, Messages } from './en';

const dictionaries = {
  en: createLoader(() => import('./en').then((module) => module.en)),
  he: createLoader(() => import('./he').then((module) => module.he)),
} satisfies Record<Language, unknown>;

/**
 * The dictionary of `language`, loaded the first time it is asked for. A failed load stays failed
 * until it is retried (src/platform/loader.ts).
 */
export const loadMessages = (language: Language): Promise<Messages> =>
  dictionaries[language].preload();

/** Forgets the dictionary loads that failed, so the next use tries again. */
export function retryFailedMessages(): void {
  for (const dictionary of Object.values(dictionaries)) dictionary.retry();
}

/** The dictionary of `language` if it has loaded, else undefined. */
export const loadedMessages = (language: Language): Messages | undefined =>
  dictionaries[language].peek();

/**
 * The dictionary of `language`, for content: a page is loaded together with its language's
 * dictionary (`lazyPage`), so by the time it renders the dictionary is there.
 */
export function messagesFor(language: Language): Messages {
  const messages = loadedMessages(language);
  if (!messages) throw new Error(`The ${language} dictionary is read before it has loaded`);
  return messages;
}

/** The dictionary of `language`; suspends the view while its chunk loads. */
export const useMessagesOf = (language: Language): Messages => dictionaries[language].read();

/** Whether a string names a message (toasts carry keys, or text the view shows as it is). */
export const isMessageKey = (messages: Messages, value: string): value is MessageKey =>
  Object.hasOwn(messages, value);
