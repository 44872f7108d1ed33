import { useLanguage } from '../../app/AppActorsProvider';
import type { Localized } from '../../config/site';

export type { Localized };

/**
 * The visitor's language version of a page's own `{ en, he }` content object. Page text lives
 * beside its page (in the page's chunk), never in the chrome dictionaries of `src/i18n`.
 */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage()];
}
