import { expect, test, type Page } from '@playwright/test';
import { chrome, DESKTOP, IPHONE_USER_AGENT, PHONE, STORAGE_KEYS, visit } from './support';
import { EVERY_ENGINE, FIREFOX_CANNOT } from './engines';

/**
 * Issue 20: nothing the visitor does before start-up is lost. Each test holds the app's entry
 * module back until the visitor has acted on the prerendered page, so the input surely comes
 * before start-up (on a fast machine it would otherwise race it), then lets the app start.
 */
async function holdStartUp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function openBeforeStartUp(page: Page, path: string) {
  const release = await holdStartUp(page);
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');
  return release;
}

const live = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'live');

const devices = [
  {
    name: 'a phone',
    use: { viewport: PHONE, userAgent: IPHONE_USER_AGENT, hasTouch: true, isMobile: true },
  },
  // A desktop window narrow enough for the mobile layout, where the menu button shows.
  { name: 'a desktop', use: { viewport: { width: 700, height: 800 } } },
] as const;

for (const device of devices) {
  test.describe(`before start-up, on ${device.name}`, () => {
    test.use(device.use);
    test.skip(
      ({ browserName }) => browserName === 'firefox' && 'hasTouch' in device.use,
      FIREFOX_CANNOT.touch,
    );

    test('a tap on the menu button at load opens the drawer once the app is live', async ({
      page,
    }) => {
      const release = await openBeforeStartUp(page, '/about');
      const { menuButton, nav } = chrome(page, 'en');
      if ('hasTouch' in device.use) await menuButton.tap();
      else await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      release();
      await live(page);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Use Cases', exact: true })).toBeVisible();
    });

    test('F8 at load moves focus to the notifications region once the app is live', async ({
      page,
    }) => {
      const release = await openBeforeStartUp(page, '/he/contact');
      await page.keyboard.press('F8');

      release();
      await live(page);
      // Where Radix's viewport puts it: on the region's list, which holds the toasts.
      await expect(chrome(page, 'he').notifications.getByRole('list')).toBeFocused();
    });
  });
}

test.describe('before start-up, on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a pointer resting on the side bar from load expands it once the app is live', async ({
    page,
  }) => {
    const release = await openBeforeStartUp(page, '/');
    const { nav } = chrome(page, 'en');
    const bar = await nav.boundingBox();
    await page.mouse.move(bar!.x + bar!.width / 2, 300);

    release();
    await live(page);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(nav).toHaveCSS('width', '256px');
  });

  test(
    'with Hebrew stored, a click on the language toggle at load leads to the English page, which stays English',
    EVERY_ENGINE,
    async ({ page }) => {
      await page.addInitScript(
        ([key]) => {
          if (location.pathname.startsWith('/he') && !sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', 'yes');
            localStorage.setItem(key!, 'he');
          }
        },
        [STORAGE_KEYS.language],
      );
      const release = await openBeforeStartUp(page, '/he/contact');
      // A link: it leads on without the app, and the English page's boot script must not send
      // the visitor back to Hebrew for what was stored before.
      await chrome(page, 'he').languageToggle.click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to an analyst');

      release();
      await live(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language)).toBe(
        'en',
      );
    },
  );
});

test.describe('<html data-navigation>', () => {
  test.use({ viewport: DESKTOP });

  test(
    'says loading from the click that changes the address until the page is shown',
    EVERY_ENGINE,
    async ({ page }) => {
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-navigation', 'idle');
      // Every later chunk waits, so the navigation cannot settle before it is looked at.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await chrome(page, 'en').navLink('nav.about').click();
      await expect(page.locator('html')).toHaveAttribute('data-navigation', 'loading');

      release();
      await expect(page.locator('html')).toHaveAttribute('data-navigation', 'idle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Kavana Analytics');
    },
  );
});

test('a page opened at an anchor further down starts up too', EVERY_ENGINE, async ({ page }) => {
  // Firefox reports no first contentful paint for a page that opens scrolled (src/boot/boot.ts).
  await visit(page, '/contact#contact-form');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
});
