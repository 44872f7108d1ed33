import { expect, test } from '@playwright/test';
import { dictionaries, headingOf, LANGUAGES, localizedPath, pageRoutes, visit } from './support';

/**
 * Issue #4's checks on every page in both languages: one h1, a meta description, no horizontal
 * scrolling at 320 px, and Hebrew pages written in Hebrew (Latin script only for names and terms
 * such as ERP, Power BI or an e-mail address).
 */

const HEBREW_LETTER = /[\u05D0-\u05EA]/g;
const LATIN_LETTER = /[A-Za-z]/g;

for (const language of LANGUAGES) {
  const m = dictionaries[language];
  test.describe(`content in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 720 } });

    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);
      test(`${path} has one h1, a description, no horizontal scrolling at 320 px${language === 'he' ? ', and Hebrew text' : ''}`, async ({
        page,
      }) => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route, m));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          m[route.description],
        );

        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll, 'page is wider than the 320 px viewport').toBeLessThanOrEqual(
          widths.client,
        );

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
      });
    }
  });
}
