/**
 * The language toggle and the language of a path in WebKit (e2e/language.spec.ts, SPEC §2): the
 * toggle sits at the top right in both languages and at both widths, is a real link to the twin
 * page and names the other language; a click opens the twin, flips `<html lang dir>` and stores
 * the choice as `app-language`. A Hebrew path shows Hebrew; an English one, with Hebrew stored,
 * opens its Hebrew twin.
 */
import { describe, expect, it } from 'vitest';
import {
  CHROME,
  click,
  DESKTOP,
  DIRECTION,
  firstVisit,
  headingOf,
  holdMouseAt,
  inPage,
  LANGUAGES,
  localizedPath,
  open,
  otherLanguage,
  pathname,
  PHONE,
  readStored,
  releaseMouse,
  routeById,
  see,
  STORAGE_KEYS,
  until,
  untilLive,
  untilPageShown,
  untilShown,
  useWebKit,
  type WebKitBrowser,
} from './support';

/** SPEC §2: the Hebrew word for Hebrew in English, the word "English" in Hebrew. */
const SHOWN = { en: 'עברית', he: 'English' } as const;
const about = routeById('about');
const contact = routeById('contact');

/** The toggle's place: within 32 px of the viewport's right edge and of its top. */
async function expectTopRight(browser: WebKitBrowser, width: number) {
  const toggle = await untilShown(browser, CHROME.languageToggle, 'the language toggle');
  expect(width - (toggle.box.x + toggle.box.width)).toBeLessThanOrEqual(32);
  expect(toggle.box.x).toBeGreaterThan(width / 2);
  expect(toggle.box.y).toBeLessThanOrEqual(32);
}

describe('the language toggle', () => {
  const browser = useWebKit(DESKTOP);

  for (const language of LANGUAGES) {
    const target = otherLanguage(language);
    const from = localizedPath('/about', language);
    const to = localizedPath('/about', target);

    it(`${language}: at the top right at 1280 and 390 px, a link to ${to} that shows "${SHOWN[language]}"; a click opens ${to} in ${target} (${DIRECTION[target]}) and stores ${target}`, async () => {
      const b = browser();
      await b.setWindowSize(DESKTOP.width, DESKTOP.height);
      await firstVisit(b, from);
      await untilPageShown(b, headingOf(about, language), language);

      const toggle = await see(b, CHROME.languageToggle, { attributes: ['href', 'hreflang'] });
      expect(toggle?.attributes).toEqual({ href: to, hreflang: target });
      const shown = await see(b, `${CHROME.languageToggle} [lang="${target}"]`);
      expect(shown?.text).toBe(SHOWN[language]);
      expect(shown?.shown).toBe(true);
      await expectTopRight(b, DESKTOP.width);

      await b.setWindowSize(PHONE.width, PHONE.height);
      await until(
        () => inPage(b, () => document.documentElement.dataset.layout, null),
        'mobile',
        'the mobile layout at 390 px',
      );
      await expectTopRight(b, PHONE.width);

      await click(b, CHROME.languageToggle, 'the language toggle');
      await until(() => pathname(b), to, 'the address is the twin page');
      await untilPageShown(b, headingOf(about, target), target);
      await until(() => readStored(b, STORAGE_KEYS.language), target, 'the language stored');
      // In the other language, the toggle offers the way back, at the same place.
      await until(
        async () => (await see(b, `${CHROME.languageToggle} [lang="${language}"]`))?.text,
        SHOWN[target],
        'the toggle names the first language',
      );
      await expectTopRight(b, PHONE.width);
      await b.setWindowSize(DESKTOP.width, DESKTOP.height);
    });
  }

  it('a Hebrew path shows Hebrew and stores he; an English path with he stored opens its Hebrew twin', async () => {
    const b = browser();
    await firstVisit(b, localizedPath('/contact', 'he'));
    await untilPageShown(b, headingOf(contact, 'he'), 'he');
    await until(() => readStored(b, STORAGE_KEYS.language), 'he', 'he stored');

    await open(b, '/about');
    await until(() => pathname(b), localizedPath('/about', 'he'), 'the Hebrew twin opens');
    await untilLive(b);
    await untilPageShown(b, headingOf(about, 'he'), 'he');
  });

  it('the toggle shows a press at once: it sinks while held, and the release opens the twin', async () => {
    const b = browser();
    await b.setWindowSize(DESKTOP.width, DESKTOP.height);
    await firstVisit(b, '/about');
    await untilPageShown(b, headingOf(about, 'en'), 'en');
    const transform = () =>
      inPage(
        b,
        (css) => getComputedStyle(document.querySelector(css)!).transform,
        CHROME.languageToggle,
      );
    expect(await transform()).toBe('none');
    const { box } = await untilShown(b, CHROME.languageToggle, 'the language toggle');
    await holdMouseAt(b, box.x + box.width / 2, box.y + box.height / 2);
    expect(await transform()).toBe('matrix(1, 0, 0, 1, 0, 1)');
    await releaseMouse(b);
    await until(() => pathname(b), localizedPath('/about', 'he'), 'the address is the twin page');
    await untilPageShown(b, headingOf(about, 'he'), 'he');
  });
});
