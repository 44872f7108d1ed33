import { expect, test, type Page } from '@playwright/test';
import {
  chrome,
  DESKTOP,
  dictionaries,
  expectPageShown,
  headingOf,
  type Language,
  LANGUAGES,
  localizedPath,
  otherLanguage,
  type PageRoute,
  PHONE,
  reachIsland,
  routeById,
  showViewModeToast,
  visit,
} from './support';
import { FIREFOX_CANNOT } from './engines';

/**
 * The strict style policy (docs/decisions/016-observatory-and-strict-csp.md), in Chromium, on
 * pages served by deploy/nginx.conf: `style-src` allows the page's own prerendered `<style>`
 * elements by hash and nothing inline besides, so every rule Emotion adds at run time, on that
 * page or on any page reached from it by navigation, must reach the page through the adopted
 * stylesheet (src/styles/emotion-cache.ts), and none may be refused.
 */

test.use({ viewport: PHONE });

/** Records CSP violations and console errors from the first script on; `problems()` reads them. */
async function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'}) ${event.sample}`,
      );
    });
  });
  return () => problems;
}

/**
 * What Emotion put where: the class names of the rules in adopted sheets (run time), those the
 * server-rendered `<style>` elements hold, and the `<style>` elements that
 * are not server-rendered (the CSP would refuse them).
 */
const emotionState = (page: Page) =>
  page.evaluate(() => {
    const classesOf = (rules: CSSRuleList) =>
      [...rules].flatMap((rule) =>
        [...rule.cssText.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1]!),
      );
    const serverRendered = [...document.querySelectorAll('style')].flatMap((element) =>
      [...element.textContent.matchAll(/\.css-(\w+)/g)].map((match) => match[1]!),
    );
    return {
      adopted: document.adoptedStyleSheets.flatMap((sheet) => classesOf(sheet.cssRules)),
      serverRendered,
      // Emotion's own run-time elements: empty, their rules inserted through the CSSOM.
      runTimeElements: [...document.querySelectorAll('style')].filter(
        (element) => element.textContent === '',
      ).length,
    };
  });

for (const language of LANGUAGES) {
  test(`${language}: the drawer, the switcher and a toast are styled by rules added at run time, with no CSP violation`, async ({
    page,
  }) => {
    const problems = await watchForViolations(page);
    await visit(page, localizedPath('/', language));
    const { menuButton, nav } = chrome(page, language);

    // Hydration adopted the server's styles: nothing added twice, no <style> element added.
    const hydrated = await emotionState(page);
    expect(hydrated.serverRendered.length).toBeGreaterThan(50);
    expect(hydrated.adopted.filter((name) => hydrated.serverRendered.includes(name))).toEqual([]);
    expect(hydrated.runTimeElements).toBe(0);

    // The drawer slides in over the page from the left, in both languages.
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    // The switcher's chunk and Radix's toast load now: their rules are new to the page.
    const toast = await showViewModeToast(page, language);
    await expect(toast).toHaveCSS('display', 'grid');
    await expect(toast).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(toast).toHaveCSS('border-top-width', '1px');
    await expect(toast).not.toHaveCSS('box-shadow', 'none');

    const after = await emotionState(page);
    expect(after.adopted.length).toBeGreaterThan(hydrated.adopted.length);
    expect(after.adopted.filter((name) => after.serverRendered.includes(name))).toEqual([]);
    expect(after.runTimeElements).toBe(0);
    expect(problems()).toEqual([]);
  });

  test(`${language}: the contact form's error summary, added at run time, is styled, with no CSP violation`, async ({
    page,
  }) => {
    const problems = await watchForViolations(page);
    await visit(page, localizedPath('/contact', language));
    await reachIsland(page, 'contact-form');
    await page.getByRole('button', { name: dictionaries[language]['contact.submit'] }).click();

    // The summary is a bordered panel, each field in error has its edge: not bare blocks.
    const summary = page.locator('#contact-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toHaveCSS('border-top-style', 'solid');
    await expect(summary).not.toHaveCSS('padding-top', '0px');
    await expect(page.locator('[data-invalid]').first()).toHaveCSS(
      'border-inline-start-style',
      'solid',
    );

    expect((await emotionState(page)).runTimeElements).toBe(0);
    expect(problems()).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`${language}: pages reached by navigation, their islands and the other language included, add no style the first page's policy refuses`, async ({
    page,
  }) => {
    // Eight pages and three islands in one visit: on a busy 2-core machine it took 36 s.
    test.slow();
    await page.setViewportSize(DESKTOP);
    const problems = await watchForViolations(page);
    // The About page has no island: its policy knows none of the styles the others bring.
    await visit(page, localizedPath('/about', language));
    const { m, navLink, languageToggle } = chrome(page, language);
    const follow = async (link: Parameters<typeof navLink>[0], id: PageRoute['id']) => {
      await navLink(link).click();
      await expectPageShown(page, headingOf(routeById(id), m), language);
    };

    await follow('nav.home', 'home');
    await reachIsland(page, 'demo-player');
    await follow('nav.sales', 'sales');
    await follow('nav.contact', 'contact');
    await reachIsland(page, 'contact-form');
    await follow('nav.usecases', 'usecases');

    const other = otherLanguage(language);
    await languageToggle.click();
    await expectPageShown(page, headingOf(routeById('usecases'), dictionaries[other]), other);
    await chrome(page, other).navLink('nav.contact').click();
    await reachIsland(page, 'contact-form');

    expect((await emotionState(page)).runTimeElements).toBe(0);
    expect(problems()).toEqual([]);
  });
}

test('a form the service renders again after a post without JavaScript carries only styles the policy allows', async ({
  browser,
  browserName,
}) => {
  test.skip(browserName === 'firefox', FIREFOX_CANNOT.scriptPerContext);
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await noScript.newPage();
  const language: Language = 'he';
  const m = dictionaries[language];
  await page.goto(localizedPath('/contact', language));
  const form = page.getByRole('form', { name: m['contact.form.label'] });
  await form.getByLabel(m['contact.field.name']).fill('Dana Cohen');
  await form.getByRole('button', { name: m['contact.submit'] }).click();
  await expect(page).toHaveURL(/\?draft=[\w-]+#contact-error-summary$/);
  const refused = page.url();
  await noScript.close();

  const withScript = await browser.newContext({ viewport: PHONE });
  const checker = await withScript.newPage();
  const problems = await watchForViolations(checker);
  await checker.goto(refused);
  await expect(checker.locator('#contact-error-summary')).toHaveCSS('border-top-style', 'solid');
  await expect(checker.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(problems()).toEqual([]);
  await withScript.close();
});
