/**
 * The dictionaries in the browser: each language's is a chunk of its own, and a page loads only
 * its own language's (the boot script preloads it with the app). The other one loads when the
 * visitor first goes to a page in it. Node code (the server, scripts, tests) imports both at once
 * from `./index`.
 */
import { use } from 'react';
import type { Language } from '../../machines/constants';
import type { MessageKey, Messages } from './en';

/** A load React's `use` can read at once when it has settled (React reads these fields). */
type Loading = Promise<Messages> &
  (
    | { status?: 'pending' }
    | { status: 'fulfilled'; value: Messages }
    | { status: 'rejected'; reason: unknown }
  );

const importers: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  he: () => import('./he').then((module) => module.he),
};

const loads = new Map<Language, Loading>();

/**
 * The dictionary of `language`, loaded the first time it is asked for. A load that fails stays
 * failed, so the error boundary shows it instead of React retrying forever, until
 * `retryFailedMessages` (called on navigation, with the pages') lets the next visit try again.
 */
export function loadMessages(language: Language): Promise<Messages> {
  const known = loads.get(language);
  if (known) return known;
  const load: Loading = importers[language]();
  loads.set(language, load);
  load.then(
    (value) => Object.assign(load, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(load, { status: 'rejected', reason }),
  );
  return load;
}

/** Forgets the loads that failed. */
export function retryFailedMessages(): void {
  for (const [language, load] of loads) if (load.status === 'rejected') loads.delete(language);
}

/** Gives a dictionary that is already in memory: the prerenderer's and the tests' (both). */
export function provideMessages(language: Language, messages: Messages): void {
  loads.set(
    language,
    Object.assign(Promise.resolve(messages), { status: 'fulfilled' as const, value: messages }),
  );
}

/** The dictionary of `language` if it has loaded, else undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  const load = loads.get(language);
  return load?.status === 'fulfilled' ? load.value : undefined;
}

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
export const useMessagesOf = (language: Language): Messages =>
  loadedMessages(language) ?? use(loadMessages(language));

/** Whether a string names a message (toasts carry keys, or text the view shows as it is). */
export const isMessageKey = (messages: Messages, value: string): value is MessageKey =>
  Object.hasOwn(messages, value);
