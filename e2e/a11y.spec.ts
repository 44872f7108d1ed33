import { expect, test, type Page } from '@playwright/test';
import {
  checkAtBothWidths,
  chrome,
  dictionaries,
  expectNoViolations,
  headingOf,
  LANGUAGES,
  localizedPath,
  openDrawer,
  pageRoutes,
  PHONE,
  routeById,
  showViewModeToast,
  visit,
} from './support';

async function openPage(page: Page, path: string, heading: string) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`accessibility in ${language}`, () => {
    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);

      test(`${path} has no WCAG 2.1 AA violations at 1280 and 390 px`, async ({ page }) => {
        await checkAtBothWidths(page, { path, language, heading: headingOf(route, m) }, (where) =>
          expectNoViolations(page, where),
        );
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
      await page.setViewportSize(PHONE);
      await openPage(page, localizedPath('/', language), headingOf(routeById('home'), m));

      await showViewModeToast(page, language);
      await expectNoViolations(page, 'with the view-mode toast');

      await openDrawer(page, language);
      await expectNoViolations(page, 'with the drawer open');
    });
  });
}
