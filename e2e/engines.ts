import {
  test,
  type Fixtures,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import type { Language } from '../machines/constants';

/**
 * What the Firefox project's driver cannot do (decision 026), said once: a test that needs it is
 * skipped there with one of these reasons, which the run prints, or does without it and notes so
 * in its annotations. Firefox is Debian's ESR, driven over WebDriver BiDi.
 */
export const FIREFOX_CANNOT = {
  touch:
    'Firefox cannot emulate a touch phone over WebDriver BiDi (no hasTouch or isMobile); the narrow window runs without touch elsewhere',
  switchTheme:
    'Firefox cannot switch prefers-color-scheme while a page is open (media emulation is a no-op over BiDi); the dark theme is checked in a Firefox launched dark',
  printMedia:
    'Firefox cannot emulate print media over BiDi (emulateMedia is a no-op); its print stylesheet was applied to the screen instead',
  actWithoutScripts:
    'Playwright cannot act on a page in a Firefox launched without scripts (its actions wait for the page to run them); the form without JavaScript is filled in Chromium and WebKit',
  readRequestBody:
    'Playwright reads no body of a request it intercepts in Firefox (request.postData() is null over BiDi); the lost answer is checked in Chromium',
  scriptPerContext:
    'Firefox cannot turn scripts off for one context beside others (javaScriptEnabled is a no-op over BiDi; the switch is browser-wide, at launch)',
  cdp: (what: string) => `${what} needs Chromium's DevTools Protocol, which Firefox does not speak`,
} as const;

/**
 * Why a test runs in Chromium alone although nothing stops it elsewhere: what it checks is the
 * server's answer or the build, the same whichever engine asks.
 */
export const SAME_ON_EVERY_ENGINE =
  'what it checks is the server or the build, the same whichever engine asks: Chromium runs it';

/** Skips the tests of a file or describe on every engine but Chromium, with the reason. */
export const chromiumOnly = (reason: string) =>
  test.skip(({ browserName }) => browserName !== 'chromium', reason);

/** Whether the page's engine can change its media (colour scheme, print) while a page is open. */
export const canEmulateMedia = (page: Page) =>
  page.context().browser()?.browserType().name() !== 'firefox';

/**
 * Puts the page in print media, or back on screen. Chromium emulates it; Firefox, which cannot
 * over BiDi, gets the print stylesheet applied to the screen (its `media="print"` made `all`), so
 * the rules are still Firefox's to compute: only what sets them off differs, as the test notes.
 */
export async function emulatePrint(page: Page, on: boolean) {
  if (canEmulateMedia(page)) return page.emulateMedia({ media: on ? 'print' : 'screen' });
  noteEngineGap(FIREFOX_CANNOT.printMedia);
  await page.evaluate(async (printing) => {
    const links = document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"][media="print"], link[rel="stylesheet"][data-print]',
    );
    await Promise.all(
      [...links].map((link) => {
        link.dataset.print = '';
        link.media = printing ? 'all' : 'print';
        // A print sheet may not have loaded yet: it applies once it has.
        return new Promise<void>((loaded) => {
          if (link.sheet) loaded();
          else link.addEventListener('load', () => loaded(), { once: true });
        });
      }),
    );
  }, on);
}

/**
 * Types `text` into a field, replacing what it holds, as a visitor does. Over BiDi Playwright's
 * `fill` sets the value without the input event React hears (a React-controlled field keeps its
 * old state and shows it again at its next render), so in Firefox the text is typed key by key.
 */
export async function typeInto(field: Locator, text: string) {
  if (field.page().context().browser()?.browserType().name() !== 'firefox') return field.fill(text);
  await field.selectText();
  await field.press('Delete');
  await field.pressSequentially(text);
}

/** Notes, in the test's report, a part of it the engine could not run and why. */
export function noteEngineGap(reason: string): void {
  test.info().annotations.push({ type: 'not on this engine', description: reason });
}

/** Firefox's own preferences for what Playwright's context options would set. */
function firefoxPrefs(options: AtLaunch): Record<string, number | boolean> {
  const prefs: Record<string, number | boolean> = {};
  if (options.reducedMotion === 'reduce') prefs['ui.prefersReducedMotion'] = 1;
  if (options.colorScheme)
    prefs['layout.css.prefers-color-scheme.content-override'] =
      options.colorScheme === 'dark' ? 0 : 1;
  if (options.javaScriptEnabled === false) prefs['javascript.enabled'] = false;
  return prefs;
}

interface AtLaunch {
  reducedMotion?: 'reduce';
  colorScheme?: 'light' | 'dark';
  javaScriptEnabled?: false;
}

/**
 * `test.use` options, at a file's top level, for tests that need a colour scheme, reduced motion
 * or no scripts from the start: the context options in Chromium; in Firefox, which ignores them
 * over BiDi, the same preferences at launch, so the file's tests get a Firefox of their own (a
 * worker-scoped `launchOptions`).
 */
export function launchedWith(
  options: AtLaunch,
): Fixtures<
  object,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> {
  return {
    ...options,
    launchOptions: [
      async ({ browserName, launchOptions }, use) =>
        use(
          browserName === 'firefox'
            ? {
                ...launchOptions,
                firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, ...firefoxPrefs(options) },
              }
            : launchOptions,
        ),
      { scope: 'worker' },
    ],
  };
}

/**
 * The tag of the tests every engine runs in `npm test`: together they cover every rule a visitor
 * meets (playwright.config.ts runs only these in Firefox unless `E2E_FIREFOX=all`).
 */
export const EVERY_ENGINE = { tag: '@every-engine' };

/** `EVERY_ENGINE` for some of the tests a loop makes, none for the others. */
export const everyEngineIf = (tagged: boolean) => (tagged ? EVERY_ENGINE : {});

/**
 * `EVERY_ENGINE` for the Hebrew one of a rule's two languages, where the rule is the same in both
 * but for the direction: `npm test` runs it on every engine once, right to left, the mirrored
 * case. The English one runs in Chromium's whole suite (`npm run test:e2e`) and on every engine
 * with `npm run test:everywhere`; `npm test` runs English on every engine through the pages, the
 * language toggle, print and the contact form's retry.
 */
export const everyEngineRightToLeft = (language: Language) => everyEngineIf(language === 'he');
