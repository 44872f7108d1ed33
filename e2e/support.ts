import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGES, STORAGE_KEYS, type Language } from '../machines/constants';
import { dictionaries, type MessageKey, type Messages } from '../src/i18n';
import type { IslandName } from '../src/islands/registry';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../src/config/element-ids';
import { localizedPath } from '../src/urls';
import { deviceById, IPHONE_USER_AGENT } from '../qa/api';
import { pageRoutes } from '../src/routes';

export { dictionaries, IPHONE_USER_AGENT, LANGUAGES, localizedPath, pageRoutes, STORAGE_KEYS };
export type { Language, Messages };

/** Every page of the one route table (SPEC §2's twelve, plus the legal pages of ARCHITECTURE P5). */
export type PageRoute = (typeof pageRoutes)[number];

/** The message keys of a page, by the dictionaries' naming scheme. */
export const keysOf = (route: PageRoute) =>
  ({
    title: `page.${route.id}.title`,
    heading: `page.${route.id}.heading`,
  }) as const satisfies Record<string, MessageKey>;

/** The viewports of the QA devices' desktop (1280 × 800) and phone (390 × 844). */
export const DESKTOP = deviceById('desktop').viewport;
export const PHONE = deviceById('phone').viewport;
/** A window size: DESKTOP or PHONE. */
export type Viewport = typeof DESKTOP;

export const DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', he: 'rtl' };

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'he' : 'en');

export const headingOf = (route: PageRoute, messages: Messages) => messages[keysOf(route).heading];

export function documentTitle(titleKey: MessageKey, messages: Messages): string {
  return `${messages[titleKey]} | ${messages['site.name']}`;
}

export function routeById(id: PageRoute['id']): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
}

/** Escape a text for use inside a RegExp. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Open a path and wait until React has taken over the page (`<html data-hydrated>`), so a
 * click is never lost on prerendered markup that is not interactive yet.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  return response;
}

/**
 * Scroll to an island of a prerendered page, as a visitor does, and wait until it has loaded and
 * hydrated: an island further down than the first screen loads only then (src/islands/hydrate.tsx).
 */
export async function reachIsland(page: Page, name: IslandName) {
  const island = islandOf(page, name);
  // The island has no box of its own (`display: contents`): scroll to its first child, found and
  // scrolled to in one step, since right after a client-side navigation React may still be
  // replacing it (a child found first and scrolled to after could be gone by then).
  await expect
    .poll(() =>
      island.evaluate((element) => {
        element.firstElementChild?.scrollIntoView({ block: 'center' });
        return element.firstElementChild !== null;
      }),
    )
    .toBe(true);
  await expect(island).toHaveAttribute(ISLAND_HYDRATED, '');
}

/**
 * Scroll to the page's end, as a visitor does to use the view-mode switcher: it sits there, over
 * the footer, and loads as the visitor comes near it (src/shell/App.tsx), so it is not on the page before.
 */
export async function reachPageEnd(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/** An island's element: it has `ISLAND_HYDRATED` once its content answers the visitor. */
export const islandOf = (page: Page, name: IslandName) =>
  page.locator(`[${ISLAND_ATTRIBUTE}="${name}"]`);

/** The page's h1, waited for, and `<html lang dir>`. */
export async function expectPageShown(page: Page, heading: string, language: Language) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[language]);
}

export const readStored = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

/** Store a value, then reload so the app reads it at start-up like a returning visitor. */
export async function storeAndReload(page: Page, key: string, value: string) {
  await page.evaluate(({ name, stored }) => window.localStorage.setItem(name, stored), {
    name: key,
    stored: value,
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Side-bar and chrome locators, by role and accessible name, in a language. */
export function chrome(page: Page, language: Language) {
  const m = dictionaries[language];
  return {
    m,
    nav: page.getByRole('navigation', { name: m['nav.label'] }),
    navLink: (key: MessageKey) =>
      page
        .getByRole('navigation', { name: m['nav.label'] })
        .getByRole('link', { name: m[key], exact: true }),
    menuButton: page.getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(m['nav.menu.open'])}|${escapeRegExp(m['nav.menu.close'])})$`,
      ),
    }),
    languageToggle: page.getByRole('link', {
      name: `${m['language.toggle.label']} — ${m['language.toggle.name']}`,
    }),
    /** The view-mode switcher's button, named by the mode it shows ("View mode: Mobile view"). */
    viewModeButton: page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(m['viewMode.label'])}: `),
    }),
    /** The switcher's three choices, shown while it is open. */
    viewModes: page.getByRole('menu', { name: m['viewMode.label'] }),
    viewMode: (mode: 'auto' | 'mobile' | 'desktop') =>
      page.getByRole('menuitemradio', { name: m[`viewMode.${mode}`], exact: true }),
    notifications: page.getByRole('region', { name: /\(F8\)/ }),
    /** The one toast, a list item in the notifications region. */
    toast: page.getByRole('region', { name: /\(F8\)/ }).getByRole('listitem'),
    main: page.getByRole('main'),
    h1: page.getByRole('heading', { level: 1 }),
  };
}

/** Scroll to the view-mode switcher (bottom right), open it and choose a mode, as a visitor does. */
export async function chooseViewMode(
  page: Page,
  language: Language,
  mode: 'auto' | 'mobile' | 'desktop',
) {
  const { viewModeButton, viewMode } = chrome(page, language);
  await reachPageEnd(page);
  await viewModeButton.click();
  await viewMode(mode).click();
}

/** At 390 px the switcher shows in auto: choosing mobile confirms with a toast, returned. */
export async function showViewModeToast(page: Page, language: Language) {
  const { toast } = chrome(page, language);
  await chooseViewMode(page, language, 'mobile');
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * The home page at 390 px with the chrome's parts that load at run time: `withToast` runs while
 * the view-mode toast shows, held open by the pointer resting on it (its 5 s would otherwise run
 * out during a slow check), then `withDrawer` once the drawer has slid in over it (16rem).
 */
export async function checkWithToastThenDrawer(
  page: Page,
  language: Language,
  checks: { withToast: (toast: Locator) => Promise<void>; withDrawer: () => Promise<void> },
) {
  const { menuButton, nav, h1 } = chrome(page, language);
  await page.setViewportSize(PHONE);
  await visit(page, localizedPath('/', language));
  await expect(h1).toHaveText(headingOf(routeById('home'), dictionaries[language]));

  const toast = await showViewModeToast(page, language);
  await toast.hover();
  await checks.withToast(toast);

  await menuButton.click();
  await expect(nav).toHaveCSS('width', '256px');
  await checks.withDrawer();
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Run axe on the page, or on a part of it (`include`): WCAG 2.1 AA, or only the `rules` named;
 * fail with each violation's id, impact, targets and what is wrong there.
 *
 * Legacy mode runs `axe.run` in the page itself. The default runs each frame's part there, then
 * opens a blank page, injects axe a second time and merges the parts in it: half a second more a
 * run, for cross-origin frames these pages do not have. Only violations are collected, in detail.
 */
export async function expectNoViolations(
  page: Page,
  where: string,
  { include, rules }: { include?: string; rules?: string[] } = {},
) {
  // `options` first: it replaces the options that `withTags` and `withRules` set.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await withWholePageRendered(page, () =>
    (rules ? builder.withRules(rules) : builder.withTags(WCAG_21_AA)).analyze(),
  );
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(report, `axe violations ${where}`).toBe('');
}

/**
 * Runs `audit` with every part of the page rendered. A section off screen skips rendering
 * (`content-visibility: auto`, decision 035), and axe, which reads colours from the boxes under
 * each text, then finds none there and takes the canvas for white (axe-core issue 2768). So the
 * window is as tall as the page for the audit, at the same width, and back after it.
 */
async function withWholePageRendered<T>(page: Page, audit: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) return audit();
  await page.setViewportSize({ width: viewport.width, height });
  // The sections come into view in the next frame's rendering, and are drawn in the one after;
  // what a colour scheme switched while they were off screen starts in them then runs out.
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await transitionsEnded(page);
  try {
    return await audit();
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * Check the open page at 1280 px, then narrow the window to 390 px and check it again once the
 * mobile layout shows (its menu button at the top left): one load for both widths.
 */
export async function checkAtBothWidths(
  page: Page,
  { path, language }: { path: string; language: Language },
  check: (where: string, viewport: Viewport) => Promise<void>,
) {
  await page.setViewportSize(DESKTOP);
  await check(`on ${path} at ${DESKTOP.width} px`, DESKTOP);

  await page.setViewportSize(PHONE);
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
  await expect(chrome(page, language).menuButton).toBeVisible();
  await check(`on ${path} at ${PHONE.width} px`, PHONE);
}

/**
 * Switch the colour scheme, as a visitor's system does while the page is open: the theme is CSS
 * alone and follows at once, but the change starts CSS transitions (a button's background, the
 * demo's sales line), waited out here so a check reads the theme's colours, not a blend.
 */
export async function emulateColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await transitionsEnded(page);
}

/**
 * Waits for the CSS transitions running on the screen to end. One in a section off screen does
 * not run until the section is rendered (decision 035): it starts then, from where it stood.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .filter(({ effect }) =>
          (effect as KeyframeEffect | null)?.target?.checkVisibility({
            contentVisibilityAuto: true,
          }),
        )
        // A transition that another replaces rejects; the newer one has the same end.
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

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
export const COLOURS = {
  light: { canvas: 'rgb(245, 247, 251)', ink: 'rgb(20, 33, 61)' },
  dark: { paper: 'rgb(19, 28, 47)', actual: 'rgb(96, 165, 250)', actualMuted: 'rgb(86, 119, 196)' },
};

/** The page's background (painted by `<html>`) and its body text colour. */
const pageColours = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));

export async function expectLightPage(page: Page, where: string) {
  const { background, text } = await pageColours(page);
  expect(background, `background ${where}`).toBe(COLOURS.light.canvas);
  expect(text, `text ${where}`).toBe(COLOURS.light.ink);
}

export async function expectDarkPage(page: Page, where: string) {
  const { background, text } = await pageColours(page);
  expect(luminance(background), `background ${background} ${where}`).toBeLessThan(0.1);
  expect(luminance(text), `text ${text} ${where}`).toBeGreaterThan(0.5);
}

/**
 * Axe's colour rules only, for the dark theme (the light one gets the full WCAG 2.1 AA run):
 * text contrast, and links told apart from the text around them.
 */
export const expectContrastClean = (page: Page, where: string) =>
  expectNoViolations(page, where, { rules: ['color-contrast', 'link-in-text-block'] });
