import { expect, test } from '@playwright/test';
import {
  dictionaries,
  documentTitle,
  expectDarkPage,
  expectPageShown,
  headingOf,
  keysOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  routeById,
} from './support';
import { EVERY_ENGINE, launchedWith } from './engines';

/**
 * A prerendered page read without its scripts by a visitor whose system is dark: the theme is
 * CSS alone. In a file of its own, because Firefox is launched dark for it (e2e/engines.ts).
 */
test.use({ javaScriptEnabled: false, ...launchedWith({ colorScheme: 'dark' }) });

test.describe('without JavaScript, with the system set to dark', EVERY_ENGINE, () => {
  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const route = routeById('about');

    test(`the prerendered ${language} page shows its heading, language, title and navigation, and paints dark`, async ({
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
      await expectDarkPage(page, 'before any script');
    });
  }
});
