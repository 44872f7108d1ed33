import type { Language } from '../../../machines/constants';

/** What every service illustration takes: its texts in the page's language, and the language. */
export interface IllustrationProps<Texts> {
  texts: Texts;
  language: Language;
}
