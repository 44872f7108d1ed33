/**
 * Routes and lazily loaded pages in WebKit (e2e/side-bar.spec.ts, e2e/pages.spec.ts, SPEC §2):
 * the side bar's links open their pages without a full load (a marker set on `window` survives),
 * the heading, the address, the title and the current item follow, and Back returns; an unknown
 * path shows the not-found page in the path's language (its 404 status is not readable over
 * WebDriver: its heading is).
 */
import { describe, expect, it } from 'vitest';
import {
  CHROME,
  click,
  DESKTOP,
  dictionaries,
  documentTitle,
  firstVisit,
  headingOf,
  inPage,
  LANGUAGES,
  localizedPath,
  open,
  pathname,
  routeById,
  see,
  until,
  untilLive,
  untilPageShown,
  useWebKit,
  type PageRoute,
  type WebKitBrowser,
} from './support';

type Marked = { __webkitMarker?: string };

/** The marker set on `window` at the first load: gone after any full load. */
const marker = (browser: WebKitBrowser) =>
  inPage(browser, () => (window as Marked).__webkitMarker ?? null, null);

const ariaCurrent = async (browser: WebKitBrowser, path: string) =>
  (await see(browser, CHROME.navLink(path), { attributes: ['aria-current'] }))?.attributes[
    'aria-current'
  ];

/** The pages the journey goes through, by the side bar: the lazy chunks of each kind of page. */
const JOURNEY: PageRoute['id'][] = ['about', 'usecases', 'contact', 'sales', 'home'];

describe('client-side navigation at 1280 × 800', () => {
  const browser = useWebKit(DESKTOP);

  for (const language of LANGUAGES) {
    it(`${language}: the side bar opens ${JOURNEY.join(', ')} without a full load, each with its h1, address, title and current item, in ${language}; Back returns to the page before`, async () => {
      const b = browser();
      await firstVisit(b, localizedPath('/', language));
      await inPage(b, () => void ((window as Marked).__webkitMarker = 'kept'), null);

      let previous = localizedPath('/', language);
      for (const id of JOURNEY) {
        const route = routeById(id);
        const path = localizedPath(route.path, language);
        await click(b, CHROME.navLink(path), `the side bar's link to ${path}`);
        await until(() => pathname(b), path, `the address after choosing ${path}`);
        await untilPageShown(b, headingOf(route, language), language);
        await until(() => b.getTitle(), documentTitle(route, language), `the title of ${path}`);
        await until(() => ariaCurrent(b, path), 'page', `${path} is the current item`);
        expect(await ariaCurrent(b, previous), `${previous} is no longer current`).toBeNull();
        expect(await marker(b), `no full load on the way to ${path}`).toBe('kept');
        previous = path;
      }

      await b.back();
      const sales = routeById('sales');
      await until(() => pathname(b), localizedPath(sales.path, language), 'Back');
      await untilPageShown(b, headingOf(sales, language), language);
      expect(await marker(b), 'no full load on Back').toBe('kept');
    });
  }

  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const unknown = ['/nope', '/services/nope'].map((path) => localizedPath(path, language));

    it(`${language}: ${unknown.join(' and ')} show the not-found page in ${language}, with its title and a link home`, async () => {
      const b = browser();
      // Nothing stored: a stored language would send an English path to its Hebrew twin.
      await firstVisit(b, localizedPath('/', language));
      for (const path of unknown) {
        await open(b, path);
        await untilPageShown(b, m['notFound.heading'], language);
        expect(await b.getTitle()).toBe(`${m['notFound.title']} | ${m['site.name']}`);
        expect(await pathname(b)).toBe(path);
        await untilLive(b);
        await untilPageShown(b, m['notFound.heading'], language);
        const home = await inPage(
          b,
          (text) =>
            [...document.querySelectorAll('main a')]
              .filter((link) => link.textContent?.trim() === text)
              .map((link) => link.getAttribute('href')),
          m['nav.home'],
        );
        expect(home).toEqual([localizedPath('/', language)]);
      }
    });
  }
});
