import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { ISLAND_ATTRIBUTE } from '../src/config/element-ids';
import { isIslandName } from '../src/islands/registry';
import {
  chrome,
  DESKTOP,
  DIRECTION,
  IPHONE_USER_AGENT,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  PHONE,
  reachIsland,
  reachPageEnd,
  visit,
  type Language,
} from './support';
import { everyEngineIf, FIREFOX_CANNOT, launchedWith } from './engines';

/**
 * What a screen reader hears, held to a committed baseline (issue #36): every page of the route
 * table in both languages, on the desktop and on a phone, as Playwright's ARIA snapshot of the
 * body, in `e2e/aria/<page>-<language>-<device>.aria.yml` (playwright.config.ts). A change fails
 * until someone approves it: `npm run test:aria:update`, then review and commit the yml's diff
 * (qa/docs/aria-baselines.md).
 *
 * The tree is taken once the whole page is loaded, so nothing in it depends on timing: the app is
 * live, the fonts are in, every island has been scrolled to and hydrated (one further down loads
 * only then), and the page's end has been reached, where the view-mode switcher loads. The
 * visitor prefers reduced motion, so the home page's demo player stays on its first step instead
 * of playing by itself (its step, and its Play/Pause label, would depend on the moment).
 *
 * Each engine has its own baselines (playwright.config.ts): Firefox's are in `e2e/aria/firefox/`,
 * because its accessibility tree differs from Chromium's (qa/docs/aria-baselines.md says where).
 */

const DEVICES = [
  { name: 'desktop', use: { viewport: DESKTOP } },
  // As the other specs emulate a phone: the switcher shows there, its other modes disabled.
  {
    name: 'phone',
    use: { viewport: PHONE, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true },
  },
] as const;

type Device = (typeof DEVICES)[number]['name'];

/** Load everything that loads as the visitor goes down the page, and wait until it has. */
async function settle(page: Page, language: Language, device: Device) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const islands = await page
    .locator(`[${ISLAND_ATTRIBUTE}]`)
    .evaluateAll(
      (elements, attribute) => elements.map((element) => element.getAttribute(attribute) ?? ''),
      ISLAND_ATTRIBUTE,
    );
  for (const name of islands) {
    if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
    await reachIsland(page, name);
  }
  await reachPageEnd(page);
  // The switcher shows only in the mobile layout here (desktop, auto, no mobile device: hidden).
  if (device === 'phone') await expect(chrome(page, language).viewModeButton).toBeVisible();
}

/**
 * Holds the body to its baseline. Playwright would write a baseline with every number of two
 * digits or more turned into a pattern (`\d+`; it has no option to keep them,
 * microsoft/playwright#40080), so a changed figure or phone number would still pass.
 * The update (`--update-snapshots`, mode `changed`) writes the tree as it is instead, and the
 * assertion, then true, leaves it; a normal run never writes one.
 */
async function expectBaseline(body: Locator, name: string) {
  const info = test.info();
  const mode = info.config.updateSnapshots;
  const file = info.snapshotPath(name, { kind: 'aria' });
  if (mode === 'all')
    throw new Error('Update the ARIA baselines with `npm run test:aria:update`, not `-u all`.');
  if (mode === 'changed' || (mode === 'missing' && !existsSync(file))) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${await body.ariaSnapshot()}\n`);
  } else if (!existsSync(file)) {
    throw new Error(`No baseline ${relative(process.cwd(), file)}: run npm run test:aria:update.`);
  }
  await expect(body).toMatchAriaSnapshot({ name });
}

test.use(launchedWith({ reducedMotion: 'reduce' }));

for (const { name: device, use } of DEVICES) {
  test.describe(`on the ${device}`, () => {
    test.use(use);
    test.skip(
      ({ browserName }) => browserName === 'firefox' && device === 'phone',
      FIREFOX_CANNOT.touch,
    );

    for (const route of pageRoutes) {
      for (const language of LANGUAGES) {
        const path = localizedPath(route.path, language);

        test(
          `${path} reads to a screen reader as its baseline, in ${language}`,
          everyEngineIf(['home', 'about'].includes(route.id)),
          async ({ page }) => {
            await visit(page, path);
            await settle(page, language, device);
            // An ARIA snapshot has no language or direction: the page's own, checked beside it.
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[language]);
            await expectBaseline(
              page.locator('body'),
              `${route.id}-${language}-${device}.aria.yml`,
            );
          },
        );
      }
    }
  });
}
