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

/**
 * Whether the visitor came to `url` (origin and path) from its twin on the same site, by the
 * language toggle or a link between the twins: `referrer` is the twin's address.
 */
export function cameFromTwin(url: string, referrer: string): boolean {
  const { origin, pathname } = new URL(url);
  const from = referrer.split(/[?#]/)[0];
  const other = languageOfPath(pathname) === 'he' ? 'en' : 'he';
  return from === `${origin}${twinPath(pathname, other)}`;
}

/**
 * The built not-found page of a language (`/404.html`, `/he/404.html`): what an unknown path in
 * its tree gets, with status 404, from the service, a static host (`_redirects`) and nginx.
 */
export function notFoundFile(language: Language): string {
  return `${localizedPath('/404', language)}.html`;
}

/** Where the contact service takes the form's posts (`VITE_CONTACT_ENDPOINT` may name another). */
export const CONTACT_API_PATH = '/api/contact';

/** Where a fresh time-trap token is fetched: beside the endpoint the form posts to. */
export const contactTokenPath = (endpoint: string) => `${endpoint}/token`;
