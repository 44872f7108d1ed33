import { expect, test } from '@playwright/test';
import {
  chrome,
  DESKTOP,
  expectPageShown,
  headingOf,
  LANGUAGES,
  localizedPath,
  PHONE,
  routeById,
  visit,
} from './support';
import { everyEngineRightToLeft } from './engines';

const about = routeById('about');

for (const language of LANGUAGES) {
  const home = localizedPath('/', language);

  test.describe(`desktop side bar in ${language}`, everyEngineRightToLeft(language), () => {
    test.use({ viewport: DESKTOP });

    // Widening while hovered or focused, and collapsing again, are the generated side-bar
    // paths' (desktop-en); where the bar sits, the content beside it and the order Tab takes
    // into it are measured here.
    test('is a 4rem bar at the left edge with the content beside it, and Tab from the skip link expands it', async ({
      page,
    }) => {
      const { m, nav, navLink, main, h1 } = chrome(page, language);
      await visit(page, home);
      await expect(h1).toBeVisible();

      await expect(nav).toHaveCSS('width', '64px');
      expect((await nav.boundingBox())?.x).toBe(0);
      await expect(main).toHaveCSS('margin-left', '64px');
      expect((await main.boundingBox())?.x).toBe(64);
      // Hebrew labels use a different font from English labels.
      await expect(navLink('nav.about').locator('span')).toHaveCSS(
        'font-family',
        language === 'he' ? /^"?Heebo/ : /^"?Inter/,
      );

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

  test.describe(`mobile side bar in ${language}`, everyEngineRightToLeft(language), () => {
    test.use({ viewport: PHONE });

    // Every way of closing it, in every order, is the generated side-bar paths' (phone-he, and
    // desktop-en in a 700 px window); each way once here, on every engine.
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

    test('the overlay, Escape and choosing an item each close the drawer; focus goes back to the menu button', async ({
      page,
    }) => {
      const { m, nav, menuButton, navLink, main } = chrome(page, language);
      await visit(page, home);
      await expect(chrome(page, language).h1).toBeVisible();

      await menuButton.click();
      await expect(nav).toBeVisible();
      // Beside the 256 px drawer, on the dimmed page.
      await page.getByTestId('drawer-overlay').click({ position: { x: 360, y: 400 } });
      await expect(nav).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await expect(main).not.toHaveAttribute('inert', '');

      await menuButton.click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await navLink('nav.about').click();
      await expect(nav).toBeHidden();
      await expectPageShown(page, headingOf(routeById('about'), m), language);
    });
  });
}
