/**
 * The dark theme and the keyboard's first stop in WebKit (e2e/pages.spec.ts, e2e/a11y.spec.ts,
 * decision 018). MiniBrowser in dark mode asks for `prefers-color-scheme: dark`: the page paints
 * dark with light text, with and without JavaScript, and axe's colour rules pass. The skip link
 * is the first Tab stop, shown while it has focus, and Enter moves focus to the main content,
 * at both widths.
 */
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  CHROME,
  DESKTOP,
  dictionaries,
  firstVisit,
  focused,
  headingOf,
  LANGUAGES,
  localizedPath,
  luminance,
  NAV_ROUTES,
  open,
  pageColours,
  PHONE,
  press,
  routeById,
  screenshot,
  see,
  until,
  untilPageShown,
  untilShown,
  useWebKit,
  type WebKitBrowser,
} from './support';

async function expectDark(browser: WebKitBrowser, where: string) {
  const { background, text } = await pageColours(browser);
  expect(luminance(background), `background ${background} ${where}`).toBeLessThan(0.1);
  expect(luminance(text), `text ${text} ${where}`).toBeGreaterThan(0.5);
}

describe('the dark theme at 1280 × 800', () => {
  const browser = useWebKit({ ...DESKTOP, dark: true });

  for (const language of LANGUAGES) {
    for (const id of ['home', 'contact'] as const) {
      const route = routeById(id);
      const path = localizedPath(route.path, language);

      it(`${path}: with the system in dark mode the page is dark, its text light, and axe finds no colour contrast violation; screenshot`, async () => {
        const b = browser();
        await firstVisit(b, path);
        await untilPageShown(b, headingOf(route, language), language);
        await expectDark(b, `on ${path}`);
        await screenshot(b, `${id}-${language}-${DESKTOP.width}-dark`);
        expect(
          await axeViolations(b, { rules: ['color-contrast', 'link-in-text-block'] }),
          `axe colour violations on ${path} in the dark`,
        ).toBe('');
      });
    }
  }
});

describe('the dark theme without JavaScript at 1280 × 800', () => {
  const browser = useWebKit({ ...DESKTOP, dark: true, javascript: false });

  for (const language of LANGUAGES) {
    const about = routeById('about');
    const path = localizedPath(about.path, language);

    it(`${path}: the prerendered page shows its heading, language and navigation, and paints dark before any script`, async () => {
      const b = browser();
      await open(b, path);
      await untilPageShown(b, headingOf(about, language), language);
      const nav = await see(b, CHROME.nav, { attributes: ['aria-label'] });
      expect(nav?.attributes['aria-label']).toBe(dictionaries[language]['nav.label']);
      for (const route of NAV_ROUTES) {
        const link = await see(b, CHROME.navLink(localizedPath(route.path, language)));
        expect(link, `the side bar's link to ${route.path}`).not.toBeNull();
      }
      await expectDark(b, `on ${path} without JavaScript`);
    });
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  describe(`the skip link at ${viewport.width} × ${viewport.height}`, () => {
    const browser = useWebKit(viewport);

    for (const language of LANGUAGES) {
      const m = dictionaries[language];

      it(`${language}: "${m.skipLink}" is the first Tab stop, shown at the top while it has focus; Enter moves focus to the main content`, async () => {
        const b = browser();
        const about = routeById('about');
        await firstVisit(b, localizedPath(about.path, language));
        await untilPageShown(b, headingOf(about, language), language);
        expect((await see(b, CHROME.skipLink))?.shown, 'the skip link before any Tab').toBe(false);

        await press(b, 'Tab');
        expect(await focused(b)).toMatchObject({ tag: 'a', href: '#main' });
        const link = await untilShown(b, CHROME.skipLink, 'the focused skip link');
        expect(link.text).toBe(m.skipLink);
        expect(link.box.y).toBeGreaterThanOrEqual(0);
        expect(link.box.y + link.box.height).toBeLessThanOrEqual(viewport.height / 4);

        await press(b, 'Enter');
        await until(async () => (await focused(b))?.id, 'main', 'focus on the main content');
      });
    }
  });
}
