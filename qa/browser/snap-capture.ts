/**
 * The snapper's browser side (issue #36), on when `npm run paths -- snap` sets `PATHS_SNAP_DIR`:
 * after each step of a path that passed and reached a state the path had not reached before, and
 * for each page, the page is captured (a PNG screenshot, the ARIA snapshot of the body, `<html
 * lang dir>`, the URL) and staged as a candidate in the folder; the merge (qa/snaps/snapper.ts)
 * picks among them once every worker has finished.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Layout, ViewMode } from '../../machines/constants';
import { showsSwitcher } from '../../machines/view-mode.machine';
import type { Project } from '../paths/model';
import {
  PAGE_END_APPROACHED,
  PAGE_END_ID,
  VIEW_MODE_SWITCHER_ID,
} from '../../src/config/element-ids';
import type { Capture } from '../snaps/captures';
import { snapshotId, THEMES, type Theme } from '../snaps/manifest';
import { SNAP_ARIA_TRANSIENT, SNAP_MASK_COLOR, SNAP_MASKS } from '../snaps/masks';
import { candidateFile, STAGING, type Candidate, type CandidateReach } from '../snaps/snapper';

/** The snapshot folder being written, when snapping. */
export const SNAP_DIR = process.env.PATHS_SNAP_DIR;

/** The themes to snap in (`PATHS_SNAP_THEMES`, comma-separated): each path runs once per theme. */
export const SNAP_THEMES: readonly Theme[] = SNAP_DIR
  ? (process.env.PATHS_SNAP_THEMES ?? 'light')
      .split(',')
      .map((theme) => THEMES.find((known) => known === theme) ?? THEMES[0])
  : [];

/** Whether the pages are snapped too (`PATHS_SNAP_PAGES`). */
export const SNAP_PAGES = !!SNAP_DIR && process.env.PATHS_SNAP_PAGES === '1';

/** Hides the declared transient announcements from the accessibility tree, or shows them again. */
const setTransientHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    ({ selectors, hidden }) => {
      for (const element of document.querySelectorAll(selectors.join(',')))
        if (hidden) element.setAttribute('aria-hidden', 'true');
        else element.removeAttribute('aria-hidden');
    },
    { selectors: [...SNAP_ARIA_TRANSIENT], hidden },
  );

/**
 * The page as it is now, made the same every time: fonts loaded, animations finished or
 * cancelled, the caret hidden, the declared moving parts painted one flat colour, at CSS pixels.
 * `lang` and `dir` are read with the tree: the ARIA snapshot carries neither.
 */
export async function captureSnap(page: Page, fullPage: boolean): Promise<Capture> {
  // A step may have brought the switcher in (a narrower window, another mode): it is there first.
  await switcherArrived(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const html = await page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang') ?? '',
    dir: document.documentElement.getAttribute('dir') ?? '',
  }));
  // Finite animations and transitions at their end, before the tree is read as well as in the
  // picture: an element on its way out (a drawer's `visibility` held until it has slid away)
  // would otherwise be in the tree or not depending on when the snap came.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
  await setTransientHidden(page, true);
  const aria = await page.locator('body').ariaSnapshot();
  await setTransientHidden(page, false);
  const png = await page.screenshot({
    fullPage,
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
    mask: SNAP_MASKS.map((selector) => page.locator(selector)),
    maskColor: SNAP_MASK_COLOR,
  });
  return { ...html, aria, png, url: page.url() };
}

type Where = Pick<Candidate, 'project' | 'device' | 'language' | 'theme'>;

export const whereOf = (project: Project, theme: Theme): Where => ({
  project: project.id,
  device: project.device.id,
  language: project.language,
  theme,
});

/**
 * Where the page rests before a snap, whatever the timing: at its fragment's target (a page
 * opened at `#demo`, scrolled there by the browser before or after the web fonts changed the
 * height of what is above it), else at the top. Once the fonts have loaded.
 */
const rest = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });

/**
 * Waits for the view-mode switcher wherever it is coming: the app is live, SPEC §2 shows it (as
 * `<html>`'s view-mode markers say, by the app's rule) and the visitor has come near the page's
 * end, so its chunk is loading or in. It appears when its chunk is in, on no timer of the page's
 * (src/chrome/LazyViewModeSwitcher.tsx), so nothing moves the page's clock. Elsewhere it never
 * comes, and nothing is waited for.
 */
async function switcherArrived(page: Page) {
  const view = await page.evaluate(
    ({ pageEnd, approached }) => {
      const { app, layout, viewMode, mobileDevice } = document.documentElement.dataset;
      return {
        coming: app === 'live' && !!document.getElementById(pageEnd)?.hasAttribute(approached),
        // The markers are written from the machine's context (src/platform/document.ts).
        layout: layout as Layout,
        mode: viewMode as ViewMode,
        isMobileDevice: mobileDevice !== undefined,
      };
    },
    { pageEnd: PAGE_END_ID, approached: PAGE_END_APPROACHED },
  );
  if (view.coming && showsSwitcher(view))
    await expect(
      page.locator(`#${VIEW_MODE_SWITCHER_ID}`),
      'the view-mode switcher has loaded',
    ).toBeAttached();
}

/**
 * Brings in what loads as the visitor nears the page's end (the view-mode switcher, where it
 * shows): scrolls to the end, waits until the app has seen it and for the switcher, and rests the
 * page (`rest`). A page whose app has not started only rests, and says it was not settled
 * (false): the path settles it once it has.
 */
export async function settleChrome(page: Page): Promise<boolean> {
  // A page whose app has not started (its scripts held back by a start-up path) loads nothing
  // more until the path lets them through: nothing to settle yet.
  if (!(await page.evaluate(() => document.documentElement.dataset.app === 'live'))) {
    await rest(page);
    return false;
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(`#${PAGE_END_ID}`), "the page's end is approached").toHaveAttribute(
    PAGE_END_APPROACHED,
    '',
  );
  await switcherArrived(page);
  await rest(page);
  return true;
}

/** Captures the page and stages it as one candidate of the state or page it shows. */
async function stage(
  page: Page,
  fields: Omit<Candidate, 'id' | 'file' | 'url' | 'lang' | 'dir' | 'fullPage'>,
  fullPage: boolean,
) {
  const shot = await captureSnap(page, fullPage);
  const id = snapshotId(fields);
  const file = candidateFile(id, fields.reach);
  const candidate: Candidate = {
    id,
    ...fields,
    url: shot.url,
    lang: shot.lang,
    dir: shot.dir,
    fullPage,
    file,
  };
  const staging = join(SNAP_DIR!, STAGING);
  writeFileSync(join(staging, `${file}.png`), shot.png);
  writeFileSync(join(staging, `${file}.aria.yml`), `${shot.aria}\n`);
  // The description last: the merge reads only candidates whose files are all there.
  writeFileSync(join(staging, `${file}.json`), JSON.stringify(candidate));
}

/** Stages the viewport as the state `state` of `machine`, reached as `reach` says. */
export const stageState = (
  page: Page,
  options: { machine: string; state: string; where: Where; reach: CandidateReach },
) =>
  stage(
    page,
    {
      kind: 'state',
      machine: options.machine,
      state: options.state,
      page: null,
      ...options.where,
      reach: options.reach,
    },
    false,
  );

/**
 * Opens a page and stages it whole, every island hydrated (each scrolled to, as a visitor
 * would), back at the top. The demo does not play by itself (the context asks for reduced
 * motion), so the picture does not depend on how long the page took to load.
 */
export async function stagePage(page: Page, options: { path: string; where: Where }) {
  await page.goto(options.path);
  await expect(page.locator('html'), 'the page has started').toHaveAttribute('data-app', 'live');
  await expect(
    page.locator('[role="region"]:has(> ol)'),
    'the notifications region has loaded',
  ).toBeAttached();
  for (const island of await page.locator('[data-island]').all()) {
    // The island's element has no box of its own (`display: contents`): its first child has.
    await island.locator('> *').first().scrollIntoViewIfNeeded();
    await expect(island, 'the island has hydrated').toHaveAttribute('data-hydrated', '');
  }
  await settleChrome(page);
  await stage(
    page,
    { kind: 'page', machine: null, state: null, page: options.path, ...options.where, reach: null },
    true,
  );
}
