/**
 * Every page of the route table in both languages, in WebKit: it loads prerendered in its
 * language and direction with its heading and title, the app takes it over, it paints in the
 * light theme's colours and axe finds no WCAG 2.1 AA violation at 1280 px; narrowed to 390 px it
 * takes the mobile layout. A screenshot at each width is kept
 * (`webkit-report/screenshots/<page>-<language>-<width>.png`). One load for both widths, as the
 * Chromium suite's pages.spec.ts: the journeys at 390 px (side bar, view mode, toasts, keyboard)
 * load their pages at that width.
 */
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  CHROME,
  DESKTOP,
  documentTitle,
  headingOf,
  inPage,
  LANGUAGES,
  localizedPath,
  open,
  pageColours,
  pageRoutes,
  pathname,
  PHONE,
  screenshot,
  type WebKitBrowser,
  until,
  untilHidden,
  untilLive,
  untilPageShown,
  untilShown,
  useWebKit,
} from './support';

const untilLayout = (browser: WebKitBrowser, layout: 'desktop' | 'mobile') =>
  until(
    () => inPage(browser, () => document.documentElement.dataset.layout, null),
    layout,
    'the layout in force',
  );

/** The page from its top, once its fonts have loaded. */
async function screenshotFromTop(browser: WebKitBrowser, name: string) {
  await inPage(browser, () => document.fonts.ready.then(() => window.scrollTo(0, 0)), null);
  await screenshot(browser, name);
}

/** The light theme's canvas and ink (e2e/support.ts `COLOURS.light`, decision 018). */
const LIGHT = { background: 'rgb(245, 247, 251)', text: 'rgb(20, 33, 61)' };

describe('every page, at 1280 × 800 then 390 × 844', () => {
  const browser = useWebKit(DESKTOP);

  for (const language of LANGUAGES) {
    for (const route of pageRoutes) {
      const path = localizedPath(route.path, language);

      it(`${path}: the ${route.id} page in ${language} with its h1, title and <html lang dir>; the app goes live; light colours; WCAG 2.1 AA (axe) at 1280; the mobile layout at 390; screenshots at both widths`, async () => {
        const b = browser();
        await b.setWindowSize(DESKTOP.width, DESKTOP.height);
        await open(b, path);
        // Prerendered: the heading, language and direction are there before any script.
        await untilPageShown(b, headingOf(route, language), language);
        expect(await b.getTitle()).toBe(documentTitle(route, language));
        expect(await pathname(b)).toBe(path);

        await untilLive(b);
        await untilLayout(b, 'desktop');
        await untilPageShown(b, headingOf(route, language), language);
        expect(await pageColours(b)).toEqual(LIGHT);
        await screenshotFromTop(b, `${route.id}-${language}-${DESKTOP.width}`);
        expect(await axeViolations(b), `axe violations on ${path} at 1280 px`).toBe('');

        // One load for both widths, as e2e/support.ts `checkAtBothWidths`: the phone's width,
        // its layout and the menu button at the top left that replaces the side bar.
        await b.setWindowSize(PHONE.width, PHONE.height);
        await untilLayout(b, 'mobile');
        const menu = await untilShown(b, CHROME.menuButton, 'the menu button');
        expect(menu.box.x).toBeLessThan(32);
        await untilHidden(b, CHROME.nav, 'the side bar');
        await untilPageShown(b, headingOf(route, language), language);
        await screenshotFromTop(b, `${route.id}-${language}-${PHONE.width}`);
      });
    }
  }

  it.skip('print: on paper the chrome is gone, the content spans the sheet and links show their address — WebKit cannot: WebKitWebDriver answers the print command (POST /session/{id}/print) with "unknown command", and classic WebDriver cannot emulate print media', () => {});
});
