import { expect, test, type Locator } from '@playwright/test';
import {
  checkWithToastThenDrawer,
  chrome,
  COLOURS,
  dictionaries,
  emulateColorScheme,
  expectContrastClean,
  expectNoViolations,
  headingOf,
  LANGUAGES,
  localizedPath,
  routeById,
  visit,
} from './support';
import { canEmulateMedia, everyEngineRightToLeft, FIREFOX_CANNOT, noteEngineGap } from './engines';

/**
 * The keyboard's way in, and the chrome's parts that load at run time, in both themes. Every
 * page as it loads is checked in e2e/pages.spec.ts.
 */

/** The computed `fill` of each element of a locator. */
const fills = (elements: Locator) =>
  elements.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).fill));

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`accessibility in ${language}`, () => {
    test(
      'the skip link is the first stop and moves focus to the main content',
      everyEngineRightToLeft(language),
      async ({ page }) => {
        const { main, h1 } = chrome(page, language);
        await visit(page, localizedPath('/about', language));
        await expect(h1).toHaveText(headingOf(routeById('about'), m));
        await page.keyboard.press('Tab');
        const skipLink = page.getByRole('link', { name: m.skipLink });
        await expect(skipLink).toBeFocused();
        await expect(skipLink).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(main).toBeFocused();
      },
    );

    test(
      'the open drawer, the view-mode switcher and a toast have no WCAG 2.1 AA violations at 390 px, and they and the charts are drawn in the dark palette',
      everyEngineRightToLeft(language),
      async ({ page }) => {
        // Four axe runs of the whole page and two page loads: 15–18 s alone on two cores, past
        // the 30 s default beside the WebKit suite in npm test.
        test.slow();
        await checkWithToastThenDrawer(page, language, {
          withToast: async (toast) => {
            await expectNoViolations(page, 'with the view-mode toast');
            if (!canEmulateMedia(page)) return;
            await emulateColorScheme(page, 'dark');
            await expect(toast).toHaveCSS('background-color', COLOURS.dark.paper);
            await expectContrastClean(page, 'with the view-mode toast in the dark');
            await emulateColorScheme(page, 'light');
          },
          withDrawer: async () => {
            await expectNoViolations(page, 'with the drawer open');
            if (!canEmulateMedia(page)) return;
            await emulateColorScheme(page, 'dark');
            await expectContrastClean(page, 'with the drawer open in the dark');
          },
        });
        // The dark halves above and the charts below need the theme switched while the page is open.
        if (!canEmulateMedia(page)) return noteEngineGap(FIREFOX_CANNOT.switchTheme);

        // The demo's chart: its sales line in a dark-theme data colour (vivid, or muted once the
        // playing demo draws its analysis over it), set through a custom property in an SVG
        // attribute. The line eases from one to the other, so a colour between them is read again.
        const salesLine = page.locator('[data-line="sales"]');
        await expect(async () => {
          const stroke = await salesLine.evaluate((node) => getComputedStyle(node).stroke);
          expect([COLOURS.dark.actual, COLOURS.dark.actualMuted]).toContain(stroke);
        }).toPass({ timeout: 10_000 });

        // The sales funnel's bars, on a fresh load in the dark.
        await visit(page, localizedPath(routeById('sales').path, language));
        const bars = chrome(page, language).main.locator('figure svg[role="img"] rect');
        expect(new Set(await fills(bars))).toEqual(new Set([COLOURS.dark.actual]));
      },
    );
  });
}
