import { expect, test, type Page } from '@playwright/test';
import {
  chrome,
  DESKTOP,
  dictionaries,
  expectPageShown,
  headingOf,
  LANGUAGES,
  localizedPath,
  otherLanguage,
  PHONE,
  readStored,
  routeById,
  storeAndReload,
  visit,
} from './support';
import { EVERY_ENGINE } from './engines';

/** SPEC §3: where the preference is stored locally. */
const LANGUAGE_KEY = 'app-language';

const about = routeById('about');
/** SPEC §2: the Hebrew word for Hebrew in English, the word "English" in Hebrew. */
const SHOWN = { en: 'עברית', he: 'English' } as const;

for (const language of LANGUAGES) {
  const target = otherLanguage(language);

  test(
    `the ${language} toggle floats at the top right at 1280 and 390 px and names the other language`,
    EVERY_ENGINE,
    async ({ page }) => {
      const { languageToggle, h1 } = chrome(page, language);
      await page.setViewportSize(DESKTOP);
      await visit(page, localizedPath('/about', language));
      await expect(h1).toBeVisible();
      await expect(languageToggle.locator(`[lang="${target}"]`)).toHaveText(SHOWN[language]);

      for (const [viewport, layout] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'mobile'],
      ] as const) {
        await page.setViewportSize(viewport);
        await expect(page.locator('html')).toHaveAttribute('data-layout', layout);
        const box = await languageToggle.boundingBox();
        expect(box).not.toBeNull();
        // From the page's right edge: Firefox keeps a classic scroll bar beside it.
        const right = await page.evaluate(() => document.documentElement.clientWidth);
        expect(Math.round(right - (box!.x + box!.width))).toBeLessThanOrEqual(32);
        expect(box!.y).toBeLessThanOrEqual(32);
      }
    },
  );
}

/**
 * The toggle in each direction, what it stores and the page it opens are the generated language
 * paths' (desktop-en, phone-he), as are a stored he sending /about to /he/about and a Hebrew URL
 * winning over a stored en; a reload and Back are not steps of theirs.
 */
test(
  'the toggle opens the he twin of the page, stores he and keeps it after a reload, and Back returns to en',
  EVERY_ENGINE,
  async ({ page }) => {
    const { languageToggle, h1 } = chrome(page, 'en');
    await visit(page, '/about');
    await expect(h1).toBeVisible();
    await expect(languageToggle).toHaveAttribute('href', '/he/about');

    await languageToggle.click();
    await expect(page).toHaveURL('/he/about');
    await expectPageShown(page, headingOf(about, dictionaries.he), 'he');
    await expect.poll(() => readStored(page, LANGUAGE_KEY)).toBe('he');

    await page.reload();
    await expect(page).toHaveURL('/he/about');
    await expectPageShown(page, headingOf(about, dictionaries.he), 'he');

    // Back in history is the page in the first language.
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expectPageShown(page, headingOf(about, dictionaries.en), 'en');
  },
);

/**
 * The twin page may take a moment to load, and the page stays as it is meanwhile: the toggle
 * itself shows the press in the next frame (it sinks a pixel while held).
 */
test(
  'the toggle shows a press at once: it sinks while held and the twin page follows the release',
  EVERY_ENGINE,
  async ({ page }) => {
    const { languageToggle, h1 } = chrome(page, 'en');
    await visit(page, '/about');
    await expect(h1).toBeVisible();
    const transform = () =>
      languageToggle.evaluate((element) => getComputedStyle(element).transform);
    expect(await transform()).toBe('none');
    const box = (await languageToggle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await transform()).toBe('matrix(1, 0, 0, 1, 0, 1)');
    await page.mouse.up();
    await expect(page).toHaveURL('/he/about');
    await expectPageShown(page, headingOf(about, dictionaries.he), 'he');
  },
);

test('Back before the app has started shows the page gone back to, in its language', async ({
  page,
}) => {
  await visit(page, '/about');
  await chrome(page, 'en').languageToggle.click();
  await expectPageShown(page, headingOf(about, dictionaries.he), 'he');

  // The reloaded page's app is held back until the visitor has gone back: the address moves to
  // /about in a document whose prerendered HTML is /he/about's.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expectPageShown(page, headingOf(about, dictionaries.he), 'he');
  await page.goBack();
  await expect(page).toHaveURL('/about');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expectPageShown(page, headingOf(about, dictionaries.en), 'en');
  await expect.poll(() => readStored(page, LANGUAGE_KEY)).toBe('en');
});

test.describe('stored language', () => {
  /** A returning visitor with `stored` in storage lands on /about. */
  async function landOnAboutWithStored(page: Page, stored: string) {
    await visit(page, '/contact');
    await storeAndReload(page, LANGUAGE_KEY, stored);
    await visit(page, '/about');
  }

  test('junk in storage means English', async ({ page }) => {
    await landOnAboutWithStored(page, 'fr');
    await expect(page).toHaveURL('/about');
    await expectPageShown(page, headingOf(about, dictionaries.en), 'en');
    await expect.poll(() => readStored(page, LANGUAGE_KEY)).toBe('en');
  });

  test(
    'storage that throws leaves the site working and says so with a destructive toast after toggling',
    EVERY_ENGINE,
    async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await visit(page, '/about');
      await expectPageShown(page, headingOf(about, dictionaries.en), 'en');
      const en = chrome(page, 'en');
      // Nothing is said at start-up, when nobody has chosen anything yet.
      await expect(en.toast).toHaveCount(0);

      await en.languageToggle.click();
      await expect(page).toHaveURL('/he/about');
      await expectPageShown(page, headingOf(about, dictionaries.he), 'he');

      const toast = chrome(page, 'he').toast;
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-variant', 'destructive');
      await expect(toast).toContainText(dictionaries.he['toast.storage.title']);
      await expect(toast).toContainText(dictionaries.he['toast.storage.description']);
      expect(errors).toEqual([]);
    },
  );
});
