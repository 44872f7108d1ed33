import { expect, test, type Locator, type Page } from '@playwright/test';
import { company } from '../src/config/site';
import { content as contactContent } from '../src/pages/contact.content';
import { chrome, DESKTOP, LANGUAGES, localizedPath, PHONE, visit } from './support';

/** SPEC §3: where the preference is stored locally. */
const VIEW_MODE_KEY = 'viewMode';
/** What a reader of the printed page should find: the company's address and the site's. */
const EMAIL = 'hello@kavana-analytics.co.il';
const SITE = 'www.kavana-analytics.co.il';

/**
 * The print stylesheet (src/styles/print.ts): on paper the chrome is gone, the content starts at
 * the sheet's edge (no side-bar shift) and links show their address. Each check is made on screen
 * first, so it cannot pass for a page that never showed the chrome.
 */

const PAGES = ['/', '/services/sales', '/contact'] as const;

/** What `::after` draws for an element: `none` unless a rule gives it content. */
const afterContent = (link: Locator) =>
  link.evaluate((element) => getComputedStyle(element, '::after').content);

/** Where the main content starts and how wide it is. */
async function mainBox(page: Page) {
  const box = await chrome(page, 'en').main.boundingBox();
  if (!box) throw new Error('main has no box');
  return box;
}

for (const language of LANGUAGES) {
  test.describe(`print in ${language}`, () => {
    test.use({ viewport: DESKTOP });

    for (const path of PAGES.map((page) => localizedPath(page, language))) {
      test(`${path}: the chrome shows on screen and not on paper, where the content spans the sheet`, async ({
        page,
      }) => {
        const { nav, languageToggle, viewModeButton, h1 } = chrome(page, language);
        // A chosen mode shows the view-mode switcher on a desktop too (SPEC §2).
        await page.addInitScript(({ key, mode }) => window.localStorage.setItem(key, mode), {
          key: VIEW_MODE_KEY,
          mode: 'desktop',
        });
        await visit(page, path);
        await expect(h1).toBeVisible();

        for (const part of [nav, languageToggle, viewModeButton]) await expect(part).toBeVisible();
        expect((await mainBox(page)).x).toBe(64);

        await page.emulateMedia({ media: 'print' });
        for (const part of [nav, languageToggle, viewModeButton]) await expect(part).toBeHidden();
        await expect(h1).toBeVisible();
        const box = await mainBox(page);
        expect(box.x).toBe(0);
        expect(box.width).toBe(DESKTOP.width);

        await page.emulateMedia({ media: 'screen' });
        await expect(nav).toBeVisible();
      });
    }

    test('the mobile menu button shows on screen and not on paper', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const { menuButton, languageToggle, h1 } = chrome(page, language);
      await visit(page, localizedPath('/services/sales', language));
      await expect(h1).toBeVisible();
      await expect(menuButton).toBeVisible();
      await expect(languageToggle).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      await expect(menuButton).toBeHidden();
      await expect(languageToggle).toBeHidden();
      expect((await mainBox(page)).x).toBe(0);
    });

    test('links print their address after their text, unless the text is the address', async ({
      page,
    }) => {
      const { main } = chrome(page, language);
      await visit(page, localizedPath('/contact', language));
      const mailButton = main.getByRole('link', { name: contactContent[language].write.action });
      // The address as the link's text (the e-mail card), and the phone number.
      const emailLink = main.getByRole('link', { name: EMAIL, exact: true }).first();
      const phoneLink = main.getByRole('link', { name: company.phone.display }).first();
      await expect(mailButton).toBeVisible();

      expect(await afterContent(mailButton)).toBe('none');
      await page.emulateMedia({ media: 'print' });
      await expect(mailButton).toBeVisible();
      expect(await afterContent(mailButton)).toBe(`" (${EMAIL})"`);
      expect(await afterContent(emailLink)).toBe('none');
      expect(await afterContent(phoneLink)).toBe('none');

      // An internal link in the text: the site's public address and the path.
      await page.emulateMedia({ media: 'screen' });
      await visit(page, localizedPath('/', language));
      const usecases = localizedPath('/usecases', language);
      const textLink = main.locator(`a[href="${usecases}"]:not([data-button])`);
      const button = main.locator(`a[href="${usecases}"][data-button]`);
      await page.emulateMedia({ media: 'print' });
      expect(await afterContent(textLink)).toBe(`" (${SITE}${usecases})"`);
      await expect(textLink).toContainText(/\S/);
      expect(await afterContent(button)).toBe('none');
    });
  });
}
