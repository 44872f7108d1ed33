import type { Language } from '../machines/constants';

/** Hebrew pages live at the English paths under this prefix (ARCHITECTURE P1). */
const HEBREW_PREFIX = '/he';

export function languageOfPath(pathname: string): Language {
  return pathname === HEBREW_PREFIX || pathname.startsWith(`${HEBREW_PREFIX}/`) ? 'he' : 'en';
}

/** The path without its language prefix: `/he/about` → `/about`, `/he` → `/`. */
export function basePath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HEBREW_PREFIX.length) || '/';
}

/** The path of a page in a language: `/about` → `/he/about`, `/` → `/he`. */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? HEBREW_PREFIX : `${HEBREW_PREFIX}${path}`;
}

/** The same page in the other tree: `/he/about` ↔ `/about`. */
export function twinPath(pathname: string, language: Language): string {
  return localizedPath(basePath(pathname), language);
}
