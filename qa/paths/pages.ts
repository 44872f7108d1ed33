/** The pages the paths visit, and what a visitor reads on them. */
import { dictionaries, type MessageKey } from '../../src/i18n';
import { basePath, languageOfPath } from '../../src/urls';
import { pageRoutes } from '../../src/routes';

/** Two plain pages (heading and introduction) to visit and move between. */
export const PAGES = ['/about', '/usecases'] as const;

/** The other of the two pages than the one at `url`, by its English address. */
export const otherPage = (url: string): string =>
  basePath(url) === PAGES[0] ? PAGES[1] : PAGES[0];

/** The h1 a visitor reads on a page (in the page's language). */
export function pageHeading(url: string): string {
  const route = pageRoutes.find((candidate) => candidate.path === basePath(url));
  if (!route) throw new Error(`no page at ${url}`);
  return dictionaries[languageOfPath(url)][`page.${route.id}.heading` as MessageKey];
}
