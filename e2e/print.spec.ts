import { expect, test, type Locator, type Page } from '@playwright/test';
import { company } from '../src/config/site';
import { content as contactContent } from '../src/pages/contact.content';
import {
  chrome,
  DESKTOP,
  LANGUAGES,
  localizedPath,
  PHONE,
  reachPageEnd,
  visit,
  type Language,
} from './support';
import { emulatePrint, EVERY_ENGINE } from './engines';

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

/**
 * What `::after` draws for an element, `none` unless a rule gives it content, as it prints.
 * Chromium's computed value has `attr(href)` resolved;
 * Firefox's keeps it as written (`" (www.…" attr(href) ")"`), so it is resolved here as CSS does.
 */
const afterContent = (link: Locator) =>
  link.evaluate((element) =>
    getComputedStyle(element, '::after').content.replace(
      /" attr\(([\w-]+)\) "/g,
      (_, name: string) => element.getAttribute(name) ?? '',
    ),
  );

/** Where the main content starts and how wide it is. */
async function mainBox(page: Page) {
  const box = await chrome(page, 'en').main.boundingBox();
  if (!box) throw new Error('main has no box');
  return box;
}

/**
 * Open a page at 1280 px with a chosen view mode, which shows the view-mode switcher on a desktop
 * too (SPEC §2); check the chrome on screen, `onScreen`, then print: the chrome is gone and the
 * content spans the sheet, `onPaper`; back on screen, the chrome returns.
 */
async function checkScreenThenPaper(
  page: Page,
  language: Language,
  path: string,
  checks: { onScreen?: () => Promise<void>; onPaper?: () => Promise<void> } = {},
) {
  const { nav, languageToggle, viewModeButton, h1 } = chrome(page, language);
  await page.addInitScript(({ key, mode }) => window.localStorage.setItem(key, mode), {
    key: VIEW_MODE_KEY,
    mode: 'desktop',
  });
  await visit(page, path);
  await expect(h1).toBeVisible();
  await reachPageEnd(page);

  for (const part of [nav, languageToggle, viewModeButton]) await expect(part).toBeVisible();
  expect((await mainBox(page)).x).toBe(64);
  await checks.onScreen?.();

  await emulatePrint(page, true);
  for (const part of [nav, languageToggle, viewModeButton]) await expect(part).toBeHidden();
  await expect(h1).toBeVisible();
  const box = await mainBox(page);
  expect(box.x).toBe(0);
  // The page's whole width: the window's, less a classic scroll bar (Firefox's print stand-in).
  expect(box.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  await checks.onPaper?.();

  await emulatePrint(page, false);
  await expect(nav).toBeVisible();
}

const CHROME_ON_SCREEN_ONLY =
  'the chrome shows on screen and not on paper, where the content spans the sheet';

for (const language of LANGUAGES) {
  test.describe(`print in ${language}`, () => {
    test.use({ viewport: DESKTOP });

    const home = localizedPath('/', language);
    test(
      `${home}: ${CHROME_ON_SCREEN_ONLY}; a link in the text prints the site's address and its path`,
      EVERY_ENGINE,
      async ({ page }) => {
        const { main } = chrome(page, language);
        const usecases = localizedPath('/usecases', language);
        const textLink = main.locator(`a[href="${usecases}"]:not([data-button])`);
        const button = main.locator(`a[href="${usecases}"][data-button]`);
        await checkScreenThenPaper(page, language, home, {
          onPaper: async () => {
            expect(await afterContent(textLink)).toBe(`" (${SITE}${usecases})"`);
            await expect(textLink).toContainText(/\S/);
            expect(await afterContent(button)).toBe('none');
          },
        });
      },
    );

    const sales = localizedPath('/services/sales', language);
    test(`${sales}: ${CHROME_ON_SCREEN_ONLY}`, async ({ page }) => {
      await checkScreenThenPaper(page, language, sales);
    });

    const contact = localizedPath('/contact', language);
    test(`${contact}: ${CHROME_ON_SCREEN_ONLY}; links print their address after their text, unless the text is the address`, async ({
      page,
    }) => {
      const { main } = chrome(page, language);
      const mailButton = main.getByRole('link', { name: contactContent[language].write.action });
      // The address as the link's text (the e-mail card), and the phone number.
      const emailLink = main.getByRole('link', { name: EMAIL, exact: true }).first();
      const phoneLink = main.getByRole('link', { name: company.phone.display }).first();
      await checkScreenThenPaper(page, language, contact, {
        onScreen: async () => {
          await expect(mailButton).toBeVisible();
          expect(await afterContent(mailButton)).toBe('none');
        },
        onPaper: async () => {
          await expect(mailButton).toBeVisible();
          expect(await afterContent(mailButton)).toBe(`" (${EMAIL})"`);
          expect(await afterContent(emailLink)).toBe('none');
          expect(await afterContent(phoneLink)).toBe('none');
        },
      });
    });

    // Without a chosen mode: the phone's own layout, whose menu button replaces the side bar.
    test('the mobile menu button shows on screen and not on paper', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const { menuButton, languageToggle, h1 } = chrome(page, language);
      await visit(page, localizedPath('/services/sales', language));
      await expect(h1).toBeVisible();
      await expect(menuButton).toBeVisible();
      await expect(languageToggle).toBeVisible();

      await emulatePrint(page, true);
      await expect(menuButton).toBeHidden();
      await expect(languageToggle).toBeHidden();
      expect((await mainBox(page)).x).toBe(0);
    });
  });
}
