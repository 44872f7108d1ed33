import { expect, test } from '@playwright/test';
import { FIREFOX_PATH } from '../qa/api';
import { chrome, dictionaries, headingOf, routeById, visit } from './support';
import { EVERY_ENGINE } from './engines';

/**
 * The Playwright pin (package.json's "//", decision 026): Playwright drives Debian's Firefox ESR
 * over WebDriver BiDi only up to the version pinned. These fail the day an upgrade stops driving
 * it, or starts emulating what today it cannot, which would let the workarounds go.
 */
test.describe('Playwright and Debian’s Firefox ESR', EVERY_ENGINE, () => {
  test.skip(({ browserName }) => browserName !== 'firefox', 'the pin concerns the Firefox project');

  test(`drives ${FIREFOX_PATH}: a page opens, goes live and navigates`, async ({
    page,
    browser,
  }) => {
    expect(browser.browserType().name()).toBe('firefox');
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(userAgent).toMatch(/Gecko\/\d+ Firefox\/\d+/);
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await chrome(page, 'en').navLink('nav.about').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      headingOf(routeById('about'), dictionaries.en),
    );
  });

  test('cannot emulate media over BiDi yet (if this fails, drop launchedWith and emulatePrint’s stand-in)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce', media: 'print' });
    const media = await page.evaluate(() => ({
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      print: matchMedia('print').matches,
    }));
    expect(media).toEqual({ dark: false, reducedMotion: false, print: false });
  });
});
