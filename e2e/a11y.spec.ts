import { expect, test, type Page } from '@playwright/test';
import {
  checkAtBothWidths,
  checkWithToastThenDrawer,
  chrome,
  dictionaries,
  expectNoViolations,
  headingOf,
  LANGUAGES,
  localizedPath,
  pagesIn,
  routeById,
  visit,
} from './support';

async function openPage(page: Page, path: string, heading: string) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`accessibility in ${language}`, () => {
    for (const shown of pagesIn(language)) {
      test(`${shown.path} has no WCAG 2.1 AA violations at 1280 and 390 px`, async ({ page }) => {
        await checkAtBothWidths(page, shown, (where) => expectNoViolations(page, where));
      });
    }

    test('the skip link is the first stop and moves focus to the main content', async ({
      page,
    }) => {
      const { main } = chrome(page, language);
      await openPage(page, localizedPath('/about', language), headingOf(routeById('about'), m));
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: m.skipLink });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(main).toBeFocused();
    });

    test('the not-found page has no WCAG 2.1 AA violations', async ({ page }) => {
      const path = localizedPath('/nope', language);
      await openPage(page, path, m['notFound.heading']);
      await expectNoViolations(page, `on ${path}`);
    });

    test('the open drawer, the view-mode switcher and a toast have no WCAG 2.1 AA violations at 390 px', async ({
      page,
    }) => {
      await checkWithToastThenDrawer(page, language, {
        withToast: () => expectNoViolations(page, 'with the view-mode toast'),
        withDrawer: () => expectNoViolations(page, 'with the drawer open'),
      });
    });
  });
}
