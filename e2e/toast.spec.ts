import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chooseViewMode,
  chrome,
  dictionaries,
  LANGUAGES,
  localizedPath,
  PHONE,
  reachPageEnd,
  showViewModeToast,
  type Language,
  visit,
} from './support';
import { everyEngineRightToLeft } from './engines';

test.use({ viewport: PHONE });

/** SPEC §9: a toast shows for 5000 ms, and a swipe of 50 px to the right dismisses it. */
const TOAST_MS = 5000;
const SWIPE_THRESHOLD = 50;
const START = new Date('2026-03-01T09:00:00Z');
const PAUSED_AT = new Date('2026-03-01T09:00:30Z');

/** A frame on the paused clock: the switcher passes a choice on once its frame is painted. */
const FRAME_MS = 20;

/** The view-mode toast, shown on the paused clock: the clock moves one frame, and stops again. */
async function showViewModeToastOnPausedClock(page: Page, language: Language) {
  const { toast } = chrome(page, language);
  await chooseViewMode(page, language, 'mobile');
  await page.clock.runFor(FRAME_MS);
  await expect(toast).toBeVisible();
  return toast;
}

/** Open until 100 ms before the 5 s are up, then closed when they are (on the paused clock). */
async function expectClosesAfterFullCount(page: Page, toast: Locator) {
  await page.clock.runFor(TOAST_MS - 100);
  await expect(toast).toBeVisible();
  await page.clock.runFor(100);
  await expect(toast).toHaveCount(0);
}

async function openHome(page: Page, language: Language) {
  await visit(page, localizedPath('/', language));
  await expect(chrome(page, language).h1).toBeVisible();
}

/** Page time under the test's control: it runs during the load, then stands still. */
async function openHomeWithPausedClock(page: Page, language: Language) {
  await page.clock.install({ time: START });
  await openHome(page, language);
  // Wait for the chrome's notifications region before the clock stops (the toasts' own view
  // loads with the first toast), and for the view-mode switcher, which loads as the visitor
  // nears the page's end.
  const { notifications, viewModeButton } = chrome(page, language);
  await expect(notifications).toBeAttached();
  await reachPageEnd(page);
  await expect(viewModeButton).toBeAttached();
  await page.clock.pauseAt(PAUSED_AT);
}

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test.describe(`toast in ${language}`, () => {
    test(
      'F8 moves keyboard focus to the notifications region, before any toast and with one',
      everyEngineRightToLeft(language),
      async ({ page }) => {
        await openHome(page, language);
        const { toast } = chrome(page, language);
        const region = page.getByRole('region', {
          name: m['toast.region'].replace('{hotkey}', 'F8'),
          exact: true,
        });
        await expect(toast).toHaveCount(0);
        await page.keyboard.press('F8');
        // Where Radix's viewport puts it: on the region's list, which holds the toasts.
        await expect(region.getByRole('list')).toBeFocused();

        await showViewModeToast(page, language);
        await page.keyboard.press('F8');
        await expect(region.getByRole('list')).toBeFocused();
        // From there, Tab reaches the toast's controls.
        await page.keyboard.press('Tab');
        await expect(toast).toBeFocused();
      },
    );

    test('closes by itself after 5 seconds', everyEngineRightToLeft(language), async ({ page }) => {
      await openHomeWithPausedClock(page, language);

      const toast = await showViewModeToastOnPausedClock(page, language);
      await expect(toast).toContainText(m['toast.viewMode.mobile']);
      await expectClosesAfterFullCount(page, toast);
    });

    test('stops counting while the pointer is on it', async ({ page }) => {
      await openHomeWithPausedClock(page, language);

      const toast = await showViewModeToastOnPausedClock(page, language);
      await toast.hover();
      await page.clock.runFor(TOAST_MS * 2);
      await expect(toast).toBeVisible();

      // Leaving starts a full count again.
      await page.mouse.move(PHONE.width / 2, 100);
      await expectClosesAfterFullCount(page, toast);
    });
  });
}

/**
 * Closing a toast with its button, a new toast replacing the old one and the region's name in
 * each language are the generated paths' (toast and view-mode, desktop-en; toast, phone-he, which
 * also swipes); the gesture is drawn out here over more, smaller moves.
 */
test('a swipe to the right dismisses a toast', async ({ page }) => {
  await openHome(page, 'en');
  const toast = await showViewModeToast(page, 'en');
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 70, y, { steps: 5 });
  await page.mouse.move(box.x + 40 + 2 * SWIPE_THRESHOLD, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});
