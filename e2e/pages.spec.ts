import { expect, test, type Page } from '@playwright/test';
import {
  checkAtBothWidths,
  DESKTOP,
  dictionaries,
  DIRECTION,
  documentTitle,
  emulateColorScheme,
  expectContrastClean,
  expectDarkPage,
  expectLightPage,
  expectNoViolations,
  expectPageShown,
  headingOf,
  keysOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  visit,
  type Viewport,
} from './support';
import { canEmulateMedia, everyEngineIf, FIREFOX_CANNOT, noteEngineGap } from './engines';

/**
 * Every page of the route table in both languages, each loaded once and checked for all that
 * its state allows: served prerendered in its language with its title (P1), and no console
 * error or warning and no CSP violation from its load to its last check; WCAG 2.1 AA in the
 * light theme; dark, with every text at AA contrast, once the system asks for dark (decision
 * 018: the theme is CSS alone, so it follows the media change without a reload); and issue #4's
 * content checks (one h1, a meta description, no horizontal scrolling at 320 px, Hebrew pages
 * written in Hebrew, Latin script only for names and terms such as ERP, Power BI or an e-mail
 * address).
 */

const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/**
 * Collects the page's console errors and warnings, its uncaught errors and its CSP violations
 * (reported to the console by an init script), from the first script of the next load on.
 */
async function recordConsoleProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/**
 * Light: the full WCAG 2.1 AA run and the colours as before, at both widths. Dark: the page and
 * its contrast, at 1280 px. The dark theme changes colours alone (decision 018), the same ones at
 * every width; what only a phone shows, the top bar, the open drawer, the switcher and a toast,
 * is checked in the dark at 390 px in e2e/a11y.spec.ts. (A contrast run costs as much as a full
 * one: four per page put the slowest of these tests near its 30 s on a busy machine.)
 */
async function expectThemesClean(page: Page, where: string, viewport: Viewport) {
  await expectLightPage(page, where);
  await expectNoViolations(page, where);
  if (viewport !== DESKTOP) return;
  if (!canEmulateMedia(page)) return noteEngineGap(FIREFOX_CANNOT.switchTheme);

  await emulateColorScheme(page, 'dark');
  await expectDarkPage(page, `${where} in the dark`);
  await expectContrastClean(page, `${where} in the dark`);
  await emulateColorScheme(page, 'light');
}

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`pages in ${language}`, () => {
    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);

      test(
        `${path}: the ${route.id} page with its title, hydrated with no console error or warning and no CSP violation; WCAG 2.1 AA in the light at 1280 and 390 px and AA contrast in the dark at 1280 px; one h1, a description, no horizontal scrolling at 320 px${language === 'he' ? ', Hebrew text' : ''}`,
        // Every engine: the pages with an island, the demo player's and the contact form's.
        everyEngineIf(['home', 'contact'].includes(route.id)),
        async ({ page }) => {
          const problems = await recordConsoleProblems(page);
          const response = await visit(page, path);
          expect(response?.status()).toBe(200);
          // Prerendered: the first byte already has the language and the direction (P1).
          expect(await response?.text()).toContain(
            `<html lang="${language}" dir="${DIRECTION[language]}"`,
          );
          await expectPageShown(page, headingOf(route, m), language);
          await expect(page).toHaveTitle(documentTitle(keysOf(route).title, m));
          await expect(page).toHaveURL(path);

          await checkAtBothWidths(page, { path, language }, (where, viewport) =>
            expectThemesClean(page, where, viewport),
          );

          await page.setViewportSize({ width: 320, height: 720 });
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route, m));
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            m[route.description],
          );
          await expect
            .poll(
              () =>
                page.evaluate(
                  () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
              'page is wider than the 320 px viewport',
            )
            .toBeLessThanOrEqual(0);

          if (language === 'he') {
            const text = await page.locator('body').innerText();
            const hebrew = text.match(HEBREW_LETTER)?.length ?? 0;
            const latin = text.match(LATIN_LETTER)?.length ?? 0;
            // Names, product terms and addresses stay in Latin script; sentences must not.
            expect(
              hebrew / (hebrew + latin),
              `${latin} Latin letters to ${hebrew} Hebrew`,
            ).toBeGreaterThan(0.9);
          }
          expect(problems, 'console errors, warnings and CSP violations').toEqual([]);
        },
      );
    }

    for (const unknown of ['/nope', '/services/nope']) {
      const path = localizedPath(unknown, language);

      test(
        `${path} shows the not-found page, which has no WCAG 2.1 AA violations`,
        everyEngineIf(unknown === '/services/nope'),
        async ({ page }) => {
          const response = await visit(page, path);
          expect(response?.status()).toBe(404);
          await expectPageShown(page, m['notFound.heading'], language);
          await expect(page).toHaveTitle(documentTitle('notFound.title', m));
          // The way back: links to the main pages, in the same language.
          await expect(
            page.getByRole('main').getByRole('link', { name: m['nav.home'], exact: true }),
          ).toHaveAttribute('href', localizedPath('/', language));
          await expectNoViolations(page, `on ${path}`);
        },
      );
    }
  });
}
