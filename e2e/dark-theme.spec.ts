import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  checkAtBothWidths,
  checkWithToastThenDrawer,
  chrome,
  expectNoViolations,
  LANGUAGES,
  localizedPath,
  pagesIn,
  routeById,
  visit,
} from './support';

/**
 * The dark theme (docs/decisions/018-dark-theme.md): a visitor whose system is set to dark gets
 * a dark page on every route in both languages, from the first paint and without script, with
 * every text at WCAG AA contrast; one set to light gets the light page as before.
 */

/** Relative luminance (WCAG 2.1) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(rgb)?.slice(1).map(Number);
  if (!channels) throw new Error(`Not an rgb() colour: ${rgb}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colours a visitor sees, as Chromium computes them, written out (decision 018): the light
 * page's canvas and ink as they were before the dark theme; the dark one's paper, and its data
 * blue, vivid or muted.
 */
const COLOURS = {
  light: { canvas: 'rgb(245, 247, 251)', ink: 'rgb(20, 33, 61)' },
  dark: { paper: 'rgb(19, 28, 47)', actual: 'rgb(96, 165, 250)', actualMuted: 'rgb(86, 119, 196)' },
};

/** The page's background (painted by `<html>`) and its body text colour. */
const pageColours = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));

async function expectDarkPage(page: Page, where: string) {
  const { background, text } = await pageColours(page);
  expect(luminance(background), `background ${background} ${where}`).toBeLessThan(0.1);
  expect(luminance(text), `text ${text} ${where}`).toBeGreaterThan(0.5);
}

/**
 * Axe's colour rules only (the full WCAG 2.1 AA run is e2e/a11y.spec.ts, in the light theme):
 * text contrast, and links told apart from the text around them.
 */
const expectContrastClean = (page: Page, where: string) =>
  expectNoViolations(page, where, { rules: ['color-contrast', 'link-in-text-block'] });

/** The computed `fill` of each element of a locator. */
const fills = (elements: Locator) =>
  elements.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).fill));

test.describe('with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  for (const language of LANGUAGES) {
    for (const shown of pagesIn(language)) {
      test(`${shown.path} is dark and its text meets AA contrast at 1280 and 390 px`, async ({
        page,
      }) => {
        await checkAtBothWidths(page, shown, async (where) => {
          await expectDarkPage(page, where);
          await expectContrastClean(page, where);
        });
      });
    }

    test(`${language}: the prerendered page paints dark with JavaScript off`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localizedPath('/', language));
      await expectDarkPage(page, 'before any script');
      await context.close();
    });

    test(`${language}: the open drawer, a toast and the charts are drawn in the dark palette`, async ({
      page,
    }) => {
      await checkWithToastThenDrawer(page, language, {
        withToast: async (toast) => {
          await expect(toast).toHaveCSS('background-color', COLOURS.dark.paper);
          await expectContrastClean(page, 'with the view-mode toast');
        },
        withDrawer: () => expectContrastClean(page, 'with the drawer open'),
      });

      // The demo's chart: its sales line in a dark-theme data colour (vivid, or muted once the
      // playing demo draws its analysis over it), set through a custom property in an SVG
      // attribute.
      const salesLine = page.locator('[data-line="sales"]');
      const stroke = await salesLine.evaluate((node) => getComputedStyle(node).stroke);
      expect([COLOURS.dark.actual, COLOURS.dark.actualMuted]).toContain(stroke);

      await visit(page, localizedPath(routeById('sales').path, language));
      // The sales funnel's bars.
      const bars = chrome(page, language).main.locator('figure svg[role="img"] rect');
      expect(new Set(await fills(bars))).toEqual(new Set([COLOURS.dark.actual]));
    });
  }
});

test.describe('with the system set to light', () => {
  test.use({ colorScheme: 'light' });

  for (const language of LANGUAGES) {
    test(`${language}: the page is light, as before`, async ({ page }) => {
      await visit(page, localizedPath('/', language));
      const { background, text } = await pageColours(page);
      expect(background).toBe(COLOURS.light.canvas);
      expect(text).toBe(COLOURS.light.ink);
    });
  }
});
