/**
 * The side bar in WebKit (e2e/side-bar.spec.ts, SPEC §2). Desktop: a 4rem bar at the left edge,
 * 16rem while the pointer is over it or keyboard focus is in it, its labels shown only then.
 * At 390 px: hidden, the menu button at the top left opens it as a drawer over a dimmed overlay;
 * the overlay and Escape close it with focus back on the button, and choosing an item navigates
 * and closes it.
 */
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  CHROME,
  click,
  clickAt,
  DESKTOP,
  dictionaries,
  firstVisit,
  focused,
  headingOf,
  inPage,
  isFocused,
  LANGUAGES,
  localizedPath,
  NAV_ROUTES,
  pathname,
  PHONE,
  pointTo,
  press,
  routeById,
  see,
  until,
  untilHidden,
  untilPageShown,
  untilShown,
  untilTrue,
  useWebKit,
  type Language,
  type WebKitBrowser,
} from './support';

const navWidth = async (browser: WebKitBrowser) =>
  (await see(browser, CHROME.nav, { style: ['width'] }))?.style.width;

const navState = async (browser: WebKitBrowser) =>
  (await see(browser, CHROME.nav, { attributes: ['data-state'] }))?.attributes['data-state'];

/**
 * Every label of the bar, the company's name and each item's, is shown with its text and inside
 * the bar's 16rem; fails with the first that is not.
 */
async function expectLabelsShown(browser: WebKitBrowser, language: Language) {
  const m = dictionaries[language];
  const name = await untilShown(browser, `${CHROME.navBrand} span`, `the side bar's company name`);
  expect(name.text).toBe(m['site.name']);
  for (const route of NAV_ROUTES) {
    const path = localizedPath(route.path, language);
    const label = await untilShown(
      browser,
      CHROME.navLabel(path),
      `the side bar's label "${m[route.nav.label]}"`,
    );
    expect(label.text, `the label of ${path}`).toBe(m[route.nav.label]);
    expect(
      label.box.x + label.box.width,
      `the label of ${path} ends inside the bar`,
    ).toBeLessThanOrEqual(256);
  }
}

/** No label of the bar is shown (they stay in the page for screen readers, clipped away). */
async function expectLabelsHidden(browser: WebKitBrowser, language: Language) {
  await untilHidden(browser, `${CHROME.navBrand} span`, `the side bar's company name`);
  for (const route of NAV_ROUTES) {
    const path = localizedPath(route.path, language);
    await untilHidden(browser, CHROME.navLabel(path), `the side bar's label of ${path}`);
  }
}

/** The topmost element at a point of the viewport: its tag, its id and its test id. */
const topAt = (browser: WebKitBrowser, x: number, y: number) =>
  inPage(
    browser,
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`
        : null;
    },
    { x, y },
  );

/** The side bar's font for labels: Heebo for Hebrew, Inter for English (SPEC §2). */
const LABEL_FONT = { en: /^"?Inter/, he: /^"?Heebo/ } as const;

describe('the side bar at 1280 × 800', () => {
  const browser = useWebKit(DESKTOP);

  for (const language of LANGUAGES) {
    const home = localizedPath('/', language);

    it(`${language}: 64 px at the left edge with the content beside it and no label shown; 256 px with every label shown while the pointer is over it; 64 px again once it leaves`, async () => {
      const b = browser();
      // The pointer away from the bar first: it may rest where the last test left it.
      await pointTo(b, DESKTOP.width / 2, DESKTOP.height / 2);
      await firstVisit(b, home);

      await until(() => navWidth(b), '64px', 'the collapsed bar is 4rem wide');
      expect(await navState(b)).toBe('collapsed');
      const nav = await see(b, CHROME.nav);
      expect(nav?.box.x).toBe(0);
      const main = await see(b, CHROME.main, { style: ['margin-left'] });
      expect(main?.style['margin-left']).toBe('64px');
      expect(main?.box.x).toBe(64);
      await expectLabelsHidden(b, language);
      const about = await see(b, CHROME.navLabel(localizedPath('/about', language)), {
        style: ['font-family'],
      });
      expect(about?.style['font-family']).toMatch(LABEL_FONT[language]);

      await pointTo(b, 32, DESKTOP.height / 2);
      await until(() => navWidth(b), '256px', 'the bar is 16rem wide under the pointer');
      expect(await navState(b)).toBe('expanded');
      await expectLabelsShown(b, language);
      // It expands over the content, which stays where it was.
      expect((await see(b, CHROME.main))?.box.x).toBe(64);

      await pointTo(b, DESKTOP.width / 2, DESKTOP.height / 2);
      await until(() => navWidth(b), '64px', 'the bar is 4rem wide again once the pointer left');
      await expectLabelsHidden(b, language);
    });

    it(`${language}: Tab from the skip link moves into the bar, which expands to 256 px with every label shown; Tab out of it collapses it`, async () => {
      const b = browser();
      await pointTo(b, DESKTOP.width / 2, DESKTOP.height / 2);
      await firstVisit(b, home);
      await until(() => navWidth(b), '64px', 'the collapsed bar is 4rem wide');

      await press(b, 'Tab');
      expect(await isFocused(b, CHROME.skipLink)).toBe(true);
      await press(b, 'Tab');
      // The bar starts with the company's mark and name, a link home.
      expect(await isFocused(b, CHROME.navBrand)).toBe(true);
      await until(() => navState(b), 'expanded', 'keyboard focus in the bar expands it');
      await press(b, 'Tab');
      expect(await isFocused(b, CHROME.navLink(home))).toBe(true);
      await until(() => navWidth(b), '256px', 'the bar is 16rem wide with keyboard focus in it');
      await expectLabelsShown(b, language);

      // Through the bar's thirteen links and out of it.
      await untilTrue(
        async () => {
          await press(b, 'Tab');
          return inPage(
            b,
            (css) => !document.querySelector(css)?.contains(document.activeElement),
            CHROME.nav,
          );
        },
        (left) => left,
        'Tab leaves the side bar',
      );
      await until(() => navWidth(b), '64px', 'the bar is 4rem wide once focus has left it');
      await expectLabelsHidden(b, language);
    });
  }
});

describe('the side bar at 390 × 844', () => {
  const browser = useWebKit(PHONE);

  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const home = localizedPath('/', language);
    const menuState = async (b: WebKitBrowser) =>
      (await see(b, CHROME.menuButton, { attributes: ['aria-expanded', 'aria-label'] }))
        ?.attributes;
    const closed = { 'aria-expanded': 'false', 'aria-label': m['nav.menu.open'] };
    const open = { 'aria-expanded': 'true', 'aria-label': m['nav.menu.close'] };

    /** The drawer is closed, the overlay gone, the page no longer inert. */
    async function expectClosed(b: WebKitBrowser) {
      await until(() => menuState(b), closed, 'the menu button says the drawer is closed');
      await untilHidden(b, CHROME.nav, 'the side bar');
      await until(
        async () => (await see(b, CHROME.overlay, { attributes: ['data-state'] }))?.attributes,
        { 'data-state': 'closed' },
        'the overlay is gone',
      );
      await until(
        async () => (await see(b, CHROME.main, { attributes: ['inert'] }))?.attributes.inert,
        null,
        'the page is not inert',
      );
    }

    it(`${language}: hidden until the menu button at the top left opens it over the dimmed overlay, focus on Home and every label shown, the page inert; no WCAG 2.1 AA violation (axe); the overlay closes it and focus returns to the button`, async () => {
      const b = browser();
      await firstVisit(b, home);

      await untilHidden(b, CHROME.nav, 'the side bar');
      expect((await see(b, CHROME.main, { style: ['margin-left'] }))?.style['margin-left']).toBe(
        '0px',
      );
      const button = await untilShown(b, CHROME.menuButton, 'the menu button');
      expect(button.box.x).toBeLessThan(32);
      expect(button.box.y).toBeLessThan(32);
      expect(await menuState(b)).toEqual(closed);

      await click(b, CHROME.menuButton, 'the menu button');
      await until(() => menuState(b), open, 'the menu button says the drawer is open');
      await until(() => navWidth(b), '256px', 'the drawer is 16rem wide');
      await untilShown(b, CHROME.nav, 'the drawer');
      await until(() => isFocused(b, CHROME.navLink(home)), true, 'focus moves to Home');
      await expectLabelsShown(b, language);
      // The dimmed overlay covers the page beside the drawer, which is inert behind it.
      await until(
        async () => (await see(b, CHROME.overlay, { style: ['opacity'] }))?.style.opacity,
        '1',
        'the overlay is drawn',
      );
      expect(await topAt(b, PHONE.width - 20, PHONE.height / 2)).toBe('div[drawer-overlay]');
      await until(
        async () => (await see(b, CHROME.main, { attributes: ['inert'] }))?.attributes.inert,
        '',
        'the page behind the drawer is inert',
      );
      expect(await axeViolations(b), 'axe violations with the drawer open').toBe('');

      await clickAt(b, PHONE.width - 20, PHONE.height / 2);
      await expectClosed(b);
      expect(await isFocused(b, CHROME.menuButton)).toBe(true);
    });

    it(`${language}: Escape closes the drawer and focus returns to the menu button; choosing an item opens its page and closes the drawer`, async () => {
      const b = browser();
      await firstVisit(b, home);

      await click(b, CHROME.menuButton, 'the menu button');
      await until(() => menuState(b), open, 'the drawer is open');
      await until(() => isFocused(b, CHROME.navLink(home)), true, 'focus moves to Home');
      await press(b, 'Escape');
      await expectClosed(b);
      expect(await isFocused(b, CHROME.menuButton)).toBe(true);

      // The keyboard opens it again.
      await press(b, 'Enter');
      await until(() => menuState(b), open, 'Enter on the menu button opens the drawer');
      const aboutPath = localizedPath('/about', language);
      await click(b, CHROME.navLink(aboutPath), `the drawer's About`);
      await until(() => pathname(b), aboutPath, 'the address is the page chosen');
      await untilPageShown(b, headingOf(routeById('about'), language), language);
      await expectClosed(b);
      // The new page has focus (the shell's focus after a navigation).
      expect((await focused(b))?.id).toBe('main');
    });
  }
});
