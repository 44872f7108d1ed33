import { expect, test, type Page } from '@playwright/test';
import {
  chrome,
  DESKTOP,
  dictionaries,
  expectPageShown,
  headingOf,
  LANGUAGES,
  localizedPath,
  PHONE,
  routeById,
  visit,
} from './support';

const about = routeById('about');

for (const language of LANGUAGES) {
  const home = localizedPath('/', language);

  test.describe(`desktop side bar in ${language}`, () => {
    test.use({ viewport: DESKTOP });

    test('is a 4rem bar of icons at the left that widens to 16rem with labels while hovered', async ({
      page,
    }) => {
      const { nav, navLink, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();

      await expect(nav).toHaveCSS('width', '64px');
      expect((await nav.boundingBox())?.x).toBe(0);
      const label = navLink('nav.about').locator('span');
      await expect.poll(async () => (await label.boundingBox())?.width).toBeLessThanOrEqual(1);

      await nav.hover();
      await expect(nav).toHaveAttribute('data-state', 'expanded');
      await expect(nav).toHaveCSS('width', '256px');
      await expect.poll(async () => (await label.boundingBox())?.width).toBeGreaterThan(20);
      // Hebrew labels use a different font from English labels.
      await expect(label).toHaveCSS('font-family', language === 'he' ? /^"?Heebo/ : /^"?Inter/);

      // Leaving the bar collapses it again.
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
      await expect(nav).toHaveCSS('width', '64px');
      await expect.poll(async () => (await label.boundingBox())?.width).toBeLessThanOrEqual(1);
    });

    test('expands when keyboard focus enters it from the skip link', async ({ page }) => {
      const { m, nav, navLink, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: m.skipLink })).toBeFocused();
      await page.keyboard.press('Tab');
      // The bar starts with the company's mark and name, a link home.
      await expect(nav.getByRole('link', { name: m['site.name'], exact: true })).toBeFocused();
      await expect(nav).toHaveAttribute('data-state', 'expanded');
      await page.keyboard.press('Tab');
      await expect(navLink('nav.home')).toBeFocused();
      await expect(nav).toHaveCSS('width', '256px');
    });

    test('shifts the page content right by the 4rem bar', async ({ page }) => {
      const { main, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();
      await expect(main).toHaveCSS('margin-left', '64px');
      expect((await main.boundingBox())?.x).toBe(64);
    });

    test('navigates to the chosen item and marks it as the current page', async ({ page }) => {
      const { m, navLink } = chrome(page, language);
      await visit(page, home);
      await navLink('nav.about').click();
      await expect(page).toHaveURL(localizedPath('/about', language));
      await expectPageShown(page, headingOf(about, m), language);
      await expect(navLink('nav.about')).toHaveAttribute('aria-current', 'page');
      await expect(navLink('nav.home')).not.toHaveAttribute('aria-current', 'page');
    });
  });

  test.describe(`mobile side bar in ${language}`, () => {
    test.use({ viewport: PHONE });

    /** The home page with the drawer opened by its menu button. */
    async function openDrawer(page: Page) {
      const locators = chrome(page, language);
      await visit(page, home);
      await expect(locators.h1).toBeVisible();
      await locators.menuButton.click();
      await expect(locators.nav).toBeVisible();
      return locators;
    }

    test('is hidden until the menu button at the top left opens it', async ({ page }) => {
      const { m, nav, menuButton, main, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();

      await expect(nav).toBeHidden();
      await expect(main).toHaveCSS('margin-left', '0px');
      await expect(menuButton).toHaveAccessibleName(m['nav.menu.open']);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const box = await menuButton.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeLessThan(32);
      expect(box!.y).toBeLessThan(32);

      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menuButton).toHaveAccessibleName(m['nav.menu.close']);
      await expect(nav).toBeVisible();
      await expect(nav).toHaveCSS('width', '256px');
      // Focus moves into the drawer, and the page behind it is inert.
      await expect(chrome(page, language).navLink('nav.home')).toBeFocused();
      await expect(main).toHaveAttribute('inert', '');
    });

    test('closes when the dimmed overlay is tapped', async ({ page }) => {
      const { nav, menuButton } = await openDrawer(page);

      // The overlay is decorative (aria-hidden); tap it to the right of the drawer.
      await page
        .getByTestId('drawer-overlay')
        .click({ position: { x: PHONE.width - 30, y: PHONE.height / 2 } });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });

    test('closes on Escape and gives focus back to the menu button', async ({ page }) => {
      const { nav, menuButton } = await openDrawer(page);

      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('navigates to the chosen item and closes', async ({ page }) => {
      const { m, nav, navLink, menuButton, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();
      await menuButton.click();
      await navLink('nav.about').click();

      await expect(page).toHaveURL(localizedPath('/about', language));
      await expectPageShown(page, headingOf(about, dictionaries[language]), language);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toHaveAccessibleName(m['nav.menu.open']);
      await expect(nav).toBeHidden();
    });
  });
}
