/**
 * Both dictionaries at once, for code that runs in Node: the server, the build, scripts, tests.
 * The browser loads one language at a time (`./messages`).
 */
import { LANGUAGES, type Language } from '../../machines/constants';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';
import { provideMessages } from './messages';

export type { MessageKey, Messages };

export const dictionaries: Record<Language, Messages> = { en, he };

/** Hands both to the browser's loader (`./messages`), for rendering outside a browser. */
export function provideAllMessages(): void {
  for (const language of LANGUAGES) provideMessages(language, dictionaries[language]);
}
