import { expect, test, type Page } from '@playwright/test';
import {
  chooseViewMode,
  chrome,
  DESKTOP,
  IPHONE_USER_AGENT,
  PHONE,
  reachPageEnd,
  readStored,
  storeAndReload,
  visit,
} from './support';
import { EVERY_ENGINE, FIREFOX_CANNOT } from './engines';

/** SPEC §3: where the preference is stored locally. */
const VIEW_MODE_KEY = 'viewMode';

declare global {
  interface Window {
    viewModeEvents?: unknown[];
  }
}

/** Record every `viewModeChanged` event's detail in the page. */
async function recordViewModeEvents(page: Page) {
  await page.evaluate(() => {
    window.viewModeEvents = [];
    window.addEventListener('viewModeChanged', (event) => {
      window.viewModeEvents?.push((event as CustomEvent<unknown>).detail);
    });
  });
}
const viewModeEvents = (page: Page) => page.evaluate(() => window.viewModeEvents);

test.describe('view-mode switcher on a desktop computer', () => {
  test(
    'is hidden at 1280 px in auto and shown at 390 px, at the bottom right over the footer only',
    EVERY_ENGINE,
    async ({ page }) => {
      const { viewModeButton, viewModes, viewMode, h1 } = chrome(page, 'en');
      const switcherRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/ViewModeSwitcher-[\w-]+\.js$/.test(request.url()))
          switcherRequests.push(request.url());
      });
      await visit(page, '/');
      await expect(h1).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'desktop');
      await expect(viewModeButton).toBeHidden();
      await expect.poll(() => readStored(page, VIEW_MODE_KEY)).toBe('auto');

      await page.setViewportSize(PHONE);
      await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
      // Far from the page's end, where it sits, it is not loaded yet: nothing of it is fetched.
      await expect(viewModeButton).toHaveCount(0);
      expect(switcherRequests).toEqual([]);
      // With the footer in view, at the bottom right, and never over the page's content.
      await reachPageEnd(page);
      await expect(viewModeButton).toBeInViewport();
      expect(switcherRequests).toHaveLength(1);
      // Collapsed: one button, which names the mode it shows; the choices are not shown.
      await expect(viewModeButton).toHaveAccessibleName('View mode: Automatic view');
      await expect(viewModeButton).toHaveAttribute('aria-expanded', 'false');
      await expect(viewModes).toBeHidden();
      await page.mouse.wheel(0, -2 * PHONE.height);
      await expect(viewModeButton).not.toBeInViewport();
      await reachPageEnd(page);
      const box = await viewModeButton.boundingBox();
      expect(box).not.toBeNull();
      expect(PHONE.width - (box!.x + box!.width)).toBeLessThanOrEqual(32);
      expect(PHONE.height - (box!.y + box!.height)).toBeLessThanOrEqual(32);

      await viewModeButton.click();
      await expect(viewModes).toBeVisible();
      await expect(viewModeButton).toHaveAttribute('aria-expanded', 'true');
      await expect(viewMode('auto')).toHaveAttribute('aria-checked', 'true');
      await expect(viewMode('auto')).toBeFocused();
    },
  );

  /**
   * The generated view-mode paths make every choice and undo on desktop-en, checking the layout,
   * the announcement, the stored mode and the notification; this one is in Hebrew, and follows
   * focus and the side bar too.
   */
  test('choosing mobile at 1280 px in he shows the mobile layout, announces it, stores it and can be undone', async ({
    page,
  }) => {
    const { m, viewModeButton, toast, h1, menuButton, nav } = chrome(page, 'he');
    await visit(page, '/he');
    await expect(h1).toBeVisible();
    await storeAndReload(page, VIEW_MODE_KEY, 'desktop');
    await reachPageEnd(page);
    await expect(viewModeButton).toHaveAccessibleName(
      `${m['viewMode.label']}: ${m['viewMode.desktop']}`,
    );
    await recordViewModeEvents(page);

    await chooseViewMode(page, 'he', 'mobile');
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    await expect(page.locator('html')).toHaveAttribute('data-view-mode', 'mobile');
    // The choice closes the switcher, and its button now shows the mode chosen.
    await expect(viewModeButton).toHaveAttribute('aria-expanded', 'false');
    await expect(viewModeButton).toHaveAccessibleName(
      `${m['viewMode.label']}: ${m['viewMode.mobile']}`,
    );
    await expect(viewModeButton).toBeFocused();
    await expect.poll(() => viewModeEvents(page)).toEqual(['mobile']);
    await expect.poll(() => readStored(page, VIEW_MODE_KEY)).toBe('mobile');
    // The mobile layout: the bar becomes a drawer behind the menu button.
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeVisible();

    await expect(toast).toBeVisible();
    await expect(toast).toContainText(m['toast.viewMode.title']);
    await expect(toast).toContainText(m['toast.viewMode.mobile']);

    await toast.getByRole('button', { name: m['toast.viewMode.undo'], exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'desktop');
    await expect(viewModeButton).toHaveAccessibleName(
      `${m['viewMode.label']}: ${m['viewMode.desktop']}`,
    );
    await expect.poll(() => viewModeEvents(page)).toEqual(['mobile', 'desktop']);
    await expect.poll(() => readStored(page, VIEW_MODE_KEY)).toBe('desktop');
    await expect(toast).toHaveCount(0);
    await expect(nav).toHaveCSS('width', '64px');
  });

  test(
    'the keyboard opens the switcher, moves among the choices, chooses, and Escape closes it',
    EVERY_ENGINE,
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      const { m, viewModeButton, viewModes, viewMode, h1 } = chrome(page, 'he');
      await visit(page, '/he');
      await expect(h1).toBeVisible();
      await reachPageEnd(page);

      await viewModeButton.focus();
      await page.keyboard.press('Enter');
      await expect(viewModes).toBeVisible();
      await expect(viewMode('auto')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(viewMode('mobile')).toBeFocused();
      await page.keyboard.press('End');
      await expect(viewMode('desktop')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(viewMode('auto')).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(viewMode('desktop')).toBeFocused();
      await page.keyboard.press('Home');
      await expect(viewMode('auto')).toBeFocused();
      // Moving chooses nothing.
      await expect(viewMode('auto')).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('html')).toHaveAttribute('data-view-mode', 'auto');

      await page.keyboard.press('Escape');
      await expect(viewModes).toBeHidden();
      await expect(viewModeButton).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(viewMode('auto')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(page.locator('html')).toHaveAttribute('data-view-mode', 'mobile');
      await expect(viewModes).toBeHidden();
      await expect(viewModeButton).toBeFocused();
      await expect(viewModeButton).toHaveAccessibleName(
        `${m['viewMode.label']}: ${m['viewMode.mobile']}`,
      );

      // Tabbing away closes it too, and a press outside does.
      await page.keyboard.press('Enter');
      await expect(viewModes).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(viewModes).toBeHidden();
      await viewModeButton.click();
      await expect(viewModes).toBeVisible();
      await page.getByRole('contentinfo').click({ position: { x: 10, y: 10 } });
      await expect(viewModes).toBeHidden();
    },
  );

  for (const [deviceScaleFactor, iconSize] of [
    [1, 16],
    [2, 20],
  ] as const) {
    test(`shows ${iconSize} px icons at device scale factor ${deviceScaleFactor}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor });
      const page = await context.newPage();
      const { viewModeButton, viewMode, h1 } = chrome(page, 'en');
      await visit(page, '/');
      await expect(h1).toBeVisible();
      await reachPageEnd(page);
      await viewModeButton.click();
      // A high-density screen without touch is not a mobile device: every mode is offered.
      await expect(viewMode('desktop')).toBeEnabled();
      await expect(viewMode('auto')).toBeEnabled();
      for (const target of [
        viewModeButton,
        viewMode('auto'),
        viewMode('mobile'),
        viewMode('desktop'),
      ]) {
        const icon = await target.locator('svg').boundingBox();
        expect(icon?.width).toBe(iconSize);
        expect(icon?.height).toBe(iconSize);
      }
      // The button is larger on high-density screens too.
      const button = await viewModeButton.boundingBox();
      expect(button?.width).toBe(deviceScaleFactor >= 2 ? 48 : 44);
      await context.close();
    });
  }
});

test.describe('view mode on a phone', () => {
  test.skip(({ browserName }) => browserName === 'firefox', FIREFOX_CANNOT.touch);
  /**
   * The generated view-mode paths open and close the switcher on phone-he and check the choices
   * offered; this one is in English, at a desktop's width, and clicks the disabled choices.
   */
  test('a phone shows the mobile layout even at a wide viewport and offers only mobile, in en', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent: IPHONE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    const { viewModeButton, viewModes, viewMode, toast, h1, menuButton } = chrome(page, 'en');
    await visit(page, '/');
    await expect(h1).toBeVisible();
    await recordViewModeEvents(page);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-layout', 'mobile');
    await expect(html).toHaveAttribute('data-mobile-device', '');
    await expect(html).toHaveAttribute('data-density', 'very-high');
    await expect(menuButton).toBeVisible();
    await expect.poll(() => readStored(page, VIEW_MODE_KEY)).toBe('mobile');

    await reachPageEnd(page);
    await viewModeButton.click();
    await expect(viewModes).toBeVisible();
    await expect(viewMode('mobile')).toHaveAttribute('aria-checked', 'true');
    await expect(viewMode('mobile')).toBeEnabled();
    await expect(viewMode('auto')).toBeDisabled();
    await expect(viewMode('desktop')).toBeDisabled();

    // Clicking the disabled choices anyway (they stay focusable and clickable for the
    // pointer) changes nothing, and leaves the choices open.
    await viewMode('desktop').click({ force: true });
    await viewMode('auto').click({ force: true });
    await expect(viewModes).toBeVisible();
    // Mobile, already chosen, only closes the switcher.
    await viewMode('mobile').click();
    await expect(viewModes).toBeHidden();
    await expect(html).toHaveAttribute('data-layout', 'mobile');
    await expect.poll(() => viewModeEvents(page)).toEqual([]);
    await expect(toast).toHaveCount(0);
    await context.close();
  });

  test('a high-density touch screen counts as a mobile device', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      deviceScaleFactor: 2,
      viewport: DESKTOP,
    });
    const page = await context.newPage();
    const { viewModeButton, viewMode, h1 } = chrome(page, 'en');
    await visit(page, '/');
    await expect(h1).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    await reachPageEnd(page);
    await viewModeButton.click();
    await expect(viewMode('mobile')).toHaveAttribute('aria-checked', 'true');
    await expect(viewMode('desktop')).toBeDisabled();
    await context.close();
  });
});
