/** The pages the paths visit, and what a visitor reads on them. */
import { dictionaries, type MessageKey } from '../../src/i18n';
import { basePath, languageOfPath } from '../../src/urls';
import { pageRoutes } from '../../src/routes';

/** Two plain pages (heading and introduction) to visit and move between. */
export const PAGES = ['/about', '/usecases'] as const;

/** The other of the two pages, in the same language tree as `path`'s page is not. */
export const otherPage = (path: string): string =>
  basePath(path) === PAGES[0] ? PAGES[1] : PAGES[0];

/** The h1 a visitor reads on a page (in the page's language). */
export function pageHeading(path: string): string {
  const route = pageRoutes.find((candidate) => candidate.path === basePath(path));
  if (!route) throw new Error(`no page at ${path}`);
  return dictionaries[languageOfPath(path)][`page.${route.id}.heading` as MessageKey];
}
