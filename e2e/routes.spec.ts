import { expect, test } from '@playwright/test';
import {
  dictionaries,
  DIRECTION,
  documentTitle,
  expectPageShown,
  headingOf,
  keysOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  routeById,
  visit,
} from './support';

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`routes in ${language}`, () => {
    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);

      test(`${path} shows the ${route.id} page in ${language} with its title`, async ({ page }) => {
        const response = await visit(page, path);
        expect(response?.status()).toBe(200);
        // Prerendered: the first byte already has the language and the direction (P1).
        expect(await response?.text()).toContain(
          `<html lang="${language}" dir="${DIRECTION[language]}"`,
        );
        await expectPageShown(page, headingOf(route, m), language);
        await expect(page).toHaveTitle(documentTitle(keysOf(route).title, m));
        await expect(page).toHaveURL(path);
      });
    }

    for (const unknown of ['/nope', '/services/nope']) {
      const path = localizedPath(unknown, language);

      test(`${path} shows the not-found page in ${language}`, async ({ page }) => {
        const response = await visit(page, path);
        expect(response?.status()).toBe(404);
        await expectPageShown(page, m['notFound.heading'], language);
        await expect(page).toHaveTitle(documentTitle('notFound.title', m));
        // The way back: links to the main pages, in the same language.
        await expect(
          page.getByRole('main').getByRole('link', { name: m['nav.home'], exact: true }),
        ).toHaveAttribute('href', localizedPath('/', language));
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const route = routeById('about');

    test(`the prerendered ${language} page shows its heading, language and title`, async ({
      page,
    }) => {
      await page.goto(localizedPath(route.path, language));
      await expectPageShown(page, headingOf(route, m), language);
      await expect(page).toHaveTitle(documentTitle(keysOf(route).title, m));
      await expect(
        page.getByRole('navigation', { name: m['nav.label'] }).getByRole('listitem'),
      ).toHaveCount(
        pageRoutes.filter((r) => r.nav.group === 'main' || r.nav.group === 'services').length,
      );
    });
  }
});
