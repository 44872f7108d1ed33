import { expect, test, type Page } from '@playwright/test';
import {
  chrome,
  dictionaries,
  expectPageShown,
  headingOf,
  LANGUAGES,
  localizedPath,
  routeById,
  visit,
  type Language,
} from './support';
import { everyEngineRightToLeft } from './engines';

// The About page is a document: the renderer's chunk is what its navigation needs first.
const ABOUT_CHUNK = '**/assets/page-module-*.js';
const about = routeById('about');
const contact = routeById('contact');

/** Hold the About page's chunk until `release` is called. */
async function holdAboutChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ABOUT_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectErrorScreen(page: Page, language: Language) {
  const m = dictionaries[language];
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
    'Unexpected Application Error!',
  );
  // The message of the failed load, e.g. "Failed to fetch dynamically imported module: …".
  await expect(alert).toContainText(/page-module-.*\.js/);
  await expect(alert).toContainText(m['error.help']);
  await expect(alert.getByRole('button', { name: m['error.reload'], exact: true })).toBeVisible();
  await expect(alert.getByRole('link', { name: m['error.home'], exact: true })).toHaveAttribute(
    'href',
    localizedPath('/', language),
  );
  return alert;
}

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`page loading in ${language}`, () => {
    test('shows a spinner while a page chunk is slow, then the page', async ({ page }) => {
      const release = await holdAboutChunk(page);
      const { navLink } = chrome(page, language);
      await visit(page, localizedPath('/', language));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await navLink('nav.about').click();
      const spinner = page.getByRole('status').filter({ hasText: m.loading });
      await expect(spinner).toBeVisible();
      await expect(page).toHaveURL(localizedPath('/about', language));

      release();
      await expectPageShown(page, headingOf(about, m), language);
      await expect(spinner).toHaveCount(0);
    });

    test(
      'a page chunk that fails to load after navigation shows the error screen, and the chrome still works',
      everyEngineRightToLeft(language),
      async ({ page }) => {
        await page.route(ABOUT_CHUNK, (route) => route.abort());
        const { navLink, languageToggle } = chrome(page, language);
        await visit(page, localizedPath('/', language));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        await navLink('nav.about').click();
        await expectErrorScreen(page, language);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        // The side bar still navigates, and the error is gone on the next page.
        await navLink('nav.contact').click();
        await expectPageShown(page, headingOf(contact, m), language);
        await expect(page.getByRole('alert')).toHaveCount(0);

        // The language toggle still works.
        await languageToggle.click();
        const other = language === 'en' ? 'he' : 'en';
        await expectPageShown(page, headingOf(contact, dictionaries[other]), other);
      },
    );

    test('a prerendered page needs no page chunk: with it unavailable, the page shows and works', async ({
      page,
    }) => {
      await page.route(ABOUT_CHUNK, (route) => route.abort());
      await visit(page, localizedPath('/about', language));
      await expectPageShown(page, headingOf(about, m), language);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The chrome is live: the side bar navigates.
      await chrome(page, language).navLink('nav.contact').click();
      await expectPageShown(page, headingOf(contact, m), language);
    });

    test('the error screen’s reload button recovers once the chunk loads again', async ({
      page,
    }) => {
      await page.route(ABOUT_CHUNK, (route) => route.abort());
      await visit(page, localizedPath('/', language));
      await chrome(page, language).navLink('nav.about').click();
      const alert = await expectErrorScreen(page, language);

      await page.unroute(ABOUT_CHUNK);
      await alert.getByRole('button', { name: m['error.reload'], exact: true }).click();
      await expectPageShown(page, headingOf(about, m), language);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test(
      'once the chunk loads again, the side bar’s next link shows its page, and the failed page too (Firefox and WebKit keep a failed module failed: the page loads as a new document)',
      everyEngineRightToLeft(language),
      async ({ page }) => {
        await page.route(ABOUT_CHUNK, (route) => route.abort());
        const { navLink } = chrome(page, language);
        await visit(page, localizedPath('/', language));
        await navLink('nav.about').click();
        await expectErrorScreen(page, language);

        await page.unroute(ABOUT_CHUNK);
        await navLink('nav.contact').click();
        await expectPageShown(page, headingOf(contact, m), language);
        await navLink('nav.about').click();
        await expectPageShown(page, headingOf(about, m), language);
        await expect(page.getByRole('alert')).toHaveCount(0);
      },
    );

    test('the toggle with the other language’s dictionary unavailable shows the error screen in this language; a reload recovers', async ({
      page,
    }) => {
      const other = language === 'en' ? 'he' : 'en';
      const dictionary = `**/assets/messages-${other}-*.js`;
      await page.route(dictionary, (route) => route.abort());
      await visit(page, localizedPath('/about', language));
      await chrome(page, language).languageToggle.click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText(new RegExp(`messages-${other}-.*\\.js`));
      await expect(alert).toContainText(m['error.help']);
      const reload = alert.getByRole('button', { name: m['error.reload'], exact: true });
      await expect(page).toHaveURL(localizedPath('/about', other));

      await page.unroute(dictionary);
      await reload.click();
      await expectPageShown(page, headingOf(about, dictionaries[other]), other);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('a page whose dictionary does not load stays as prerendered, and its links still lead on', async ({
      page,
    }) => {
      await page.route(`**/assets/messages-${language}-*.js`, (route) => route.abort());
      const failed = page.waitForEvent('requestfailed', (request) =>
        request.url().includes(`/messages-${language}-`),
      );
      await page.goto(localizedPath('/about', language));
      await failed;
      await expectPageShown(page, headingOf(about, m), language);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Without the app, a link is a plain link: the contact page loads as a document.
      await chrome(page, language).navLink('nav.contact').click();
      await expectPageShown(page, headingOf(contact, m), language);
    });

    test('the error screen’s home link leads to the home page', async ({ page }) => {
      await page.route(ABOUT_CHUNK, (route) => route.abort());
      await visit(page, localizedPath('/contact', language));
      await chrome(page, language).navLink('nav.about').click();
      const alert = await expectErrorScreen(page, language);
      await alert.getByRole('link', { name: m['error.home'], exact: true }).click();
      await expect(page).toHaveURL(localizedPath('/', language));
      await expectPageShown(page, headingOf(routeById('home'), m), language);
    });
  });
}
