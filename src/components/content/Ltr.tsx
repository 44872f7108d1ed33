import type { ReactNode } from 'react';
import { useLanguage } from '../../app/AppActorsProvider';
import { bidi, Ltr } from '../../i18n/locale';

export { Ltr };

/**
 * Text for a right-to-left page: every Latin or numeric run of Hebrew text is isolated, and text
 * with no Hebrew at all is isolated as a whole (`bidi` in `src/i18n/locale.tsx`).
 */
export const isolateLtr = (text: string): ReactNode => bidi(text, 'he');

/**
 * A string in the app's current language, isolated as `bidi` does. Only for the contact-form
 * island (`src/contact`), which reads its language from the app; content takes `language` from
 * its route and calls `bidi` itself.
 */
export function BidiText({ children }: { children: string }) {
  const language = useLanguage();
  return <>{bidi(children, language)}</>;
}
