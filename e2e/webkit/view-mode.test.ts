/**
 * The view-mode switcher in WebKit (e2e/view-mode.spec.ts, SPEC §2 and §4). At 390 px in auto it
 * shows at the page's end, at the bottom right; the mouse and the keyboard open it and choose a
 * mode, which dispatches `viewModeChanged`, is stored as `viewMode` and is confirmed by a toast
 * with Undo. At 1280 px in auto it is hidden. A phone's forcing of the mobile view needs a
 * mobile device, which WebKitGTK under classic WebDriver is not (decision 027).
 */
import { describe, expect, it } from 'vitest';
import {
  CHROME,
  chooseViewModeWithMouse,
  click,
  DESKTOP,
  dictionaries,
  firstVisit,
  inPage,
  isFocused,
  PHONE,
  press,
  reachPageEnd,
  reachSwitcher,
  readStored,
  recordViewModeEvents,
  see,
  sleep,
  STORAGE_KEYS,
  toastSeen,
  until,
  untilHidden,
  untilShown,
  untilTrue,
  useWebKit,
  viewModeEvents,
  viewModeMarkers,
  visit,
  type Language,
  type Mode,
  type WebKitBrowser,
} from './support';

/** The switcher's button's name: "View mode: Automatic view", in a language. */
const buttonName = (language: Language, mode: Mode) =>
  `${dictionaries[language]['viewMode.label']}: ${dictionaries[language][`viewMode.${mode}`]}`;

const switcher = async (browser: WebKitBrowser) =>
  (await see(browser, CHROME.switcherButton, { attributes: ['aria-label', 'aria-expanded'] }))
    ?.attributes;

/** Which of the three choices has focus (`null`: none). */
const focusedChoice = (browser: WebKitBrowser) =>
  inPage(
    browser,
    (css) => {
      const choices = [...document.querySelectorAll(`${css} [role="menuitemradio"]`)];
      const index = choices.indexOf(document.activeElement as Element);
      return index === -1 ? null : (['auto', 'mobile', 'desktop'] as const)[index]!;
    },
    CHROME.switcherMenu,
  );

/** Which choice is checked. */
const checkedChoice = (browser: WebKitBrowser) =>
  inPage(
    browser,
    (css) => {
      const choices = [...document.querySelectorAll(`${css} [role="menuitemradio"]`)];
      const index = choices.findIndex((choice) => choice.getAttribute('aria-checked') === 'true');
      return index === -1 ? null : (['auto', 'mobile', 'desktop'] as const)[index]!;
    },
    CHROME.switcherMenu,
  );

/** The toast confirming a change to `mode`, in a language, with its Undo. */
async function expectViewModeToast(browser: WebKitBrowser, language: Language, mode: Mode) {
  const m = dictionaries[language];
  const toast = await untilTrue(
    () => toastSeen(browser),
    (seen) => seen?.state === 'open' && seen.onScreen,
    'the toast is shown',
  );
  expect(toast?.text).toContain(m['toast.viewMode.title']);
  expect(toast?.text).toContain(m[`toast.viewMode.${mode}`]);
  expect(toast?.buttons).toContain(m['toast.viewMode.undo']);
  await untilShown(browser, CHROME.toast, 'the toast');
}

describe('the view-mode switcher at 390 × 844', () => {
  const browser = useWebKit(PHONE);

  it('en, with the mouse: in auto it loads at the page’s end, at the bottom right; opened, auto is checked; mobile chosen: the event, the stored mode, a toast whose Undo restores auto', async () => {
    const b = browser();
    await firstVisit(b, '/');
    expect(await viewModeMarkers(b)).toEqual({ mode: 'auto', layout: 'mobile' });
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'auto', 'auto stored');
    // Far from the page's end, where it sits, it is not on the page yet.
    expect(await see(b, CHROME.switcherButton)).toBeNull();

    const button = await reachSwitcher(b);
    expect(button.attributes).toEqual({
      'aria-label': buttonName('en', 'auto'),
      'aria-expanded': 'false',
    });
    expect(PHONE.width - (button.box.x + button.box.width)).toBeLessThanOrEqual(32);
    expect(PHONE.height - (button.box.y + button.box.height)).toBeLessThanOrEqual(32);
    await untilHidden(b, CHROME.switcherMenu, 'the choices');
    await recordViewModeEvents(b);

    await click(b, CHROME.switcherButton, 'the view-mode switcher');
    await untilShown(b, CHROME.switcherMenu, 'the choices');
    expect((await switcher(b))?.['aria-expanded']).toBe('true');
    expect(await checkedChoice(b)).toBe('auto');
    await until(() => focusedChoice(b), 'auto', 'focus on the checked choice');

    await click(b, CHROME.switcherChoice(1), 'the mobile view');
    await until(() => viewModeMarkers(b), { mode: 'mobile', layout: 'mobile' });
    await untilHidden(b, CHROME.switcherMenu, 'the choices');
    await until(
      () => switcher(b),
      { 'aria-label': buttonName('en', 'mobile'), 'aria-expanded': 'false' },
      'the button shows the mode chosen',
    );
    await until(() => viewModeEvents(b), ['mobile'], 'viewModeChanged');
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'mobile', 'mobile stored');
    await expectViewModeToast(b, 'en', 'mobile');

    await click(b, `${CHROME.toast} button:last-child`, 'the toast’s Undo');
    await until(() => viewModeMarkers(b), { mode: 'auto', layout: 'mobile' });
    await until(() => viewModeEvents(b), ['mobile', 'auto'], 'viewModeChanged on Undo');
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'auto', 'auto stored again');
    await until(() => toastSeen(b), null, 'the toast is gone');
  });

  it('he, with the keyboard: Enter opens, arrows, Home and End move, Escape closes with focus on the button; Space chooses mobile, Enter chooses desktop, which takes the desktop layout at 390 px, with the event, the stored mode and the toast', async () => {
    const b = browser();
    await firstVisit(b, '/he');
    await reachSwitcher(b);
    await recordViewModeEvents(b);
    await inPage(
      b,
      (css) => document.querySelector<HTMLElement>(css)?.focus(),
      CHROME.switcherButton,
    );

    await press(b, 'Enter');
    await untilShown(b, CHROME.switcherMenu, 'the choices');
    await until(() => focusedChoice(b), 'auto', 'Enter opens the switcher on the checked choice');
    await press(b, 'ArrowDown');
    await until(() => focusedChoice(b), 'mobile', 'ArrowDown');
    await press(b, 'End');
    await until(() => focusedChoice(b), 'desktop', 'End');
    await press(b, 'ArrowDown');
    await until(() => focusedChoice(b), 'auto', 'ArrowDown wraps to the first');
    await press(b, 'ArrowUp');
    await until(() => focusedChoice(b), 'desktop', 'ArrowUp wraps to the last');
    await press(b, 'Home');
    await until(() => focusedChoice(b), 'auto', 'Home');
    // Moving chooses nothing.
    expect(await checkedChoice(b)).toBe('auto');
    expect(await viewModeMarkers(b)).toEqual({ mode: 'auto', layout: 'mobile' });

    await press(b, 'Escape');
    await untilHidden(b, CHROME.switcherMenu, 'the choices');
    await until(() => isFocused(b, CHROME.switcherButton), true, 'focus back on the button');

    await press(b, 'ArrowDown');
    await until(() => focusedChoice(b), 'auto', 'ArrowDown opens the switcher');
    await press(b, 'ArrowDown');
    await press(b, 'Space');
    await until(() => viewModeMarkers(b), { mode: 'mobile', layout: 'mobile' });
    await untilHidden(b, CHROME.switcherMenu, 'the choices');
    await until(() => isFocused(b, CHROME.switcherButton), true, 'focus back on the button');
    expect((await switcher(b))?.['aria-label']).toBe(buttonName('he', 'mobile'));
    await until(() => viewModeEvents(b), ['mobile'], 'viewModeChanged');
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'mobile', 'mobile stored');
    await expectViewModeToast(b, 'he', 'mobile');

    await press(b, 'Enter');
    await until(() => focusedChoice(b), 'mobile', 'the checked choice has focus');
    await press(b, 'ArrowDown');
    await press(b, 'Enter');
    await until(() => viewModeMarkers(b), { mode: 'desktop', layout: 'desktop' });
    await until(() => viewModeEvents(b), ['mobile', 'desktop'], 'viewModeChanged');
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'desktop', 'desktop stored');
    await expectViewModeToast(b, 'he', 'desktop');
    // The desktop layout at 390 px: the side bar, no menu button.
    await untilHidden(b, CHROME.menuButton, 'the menu button');
    await until(
      async () => (await see(b, CHROME.nav, { style: ['width'] }))?.style.width,
      '64px',
      'the collapsed side bar',
    );
  });

  it.skip('a phone (iPhone user agent, touch, 3× density) is in the mobile view even at 1280 px and is offered only mobile; a high-density touch screen counts as a mobile device — WebKit cannot: classic WebDriver has no touch or device emulation, and MiniBrowser under Xvfb reports a desktop user agent, no touch points and a device pixel ratio of 1', () => {});

  it.skip('the switcher’s icons are 20 px and its button 48 px at device scale factor 2 — WebKit cannot: classic WebDriver cannot set the device pixel ratio (MiniBrowser under Xvfb is at 1)', () => {});
});

describe('the view-mode switcher at 1280 × 800', () => {
  const browser = useWebKit(DESKTOP);

  it('en: in auto on a desktop it is hidden, even at the page’s end; with desktop stored it shows there', async () => {
    const b = browser();
    await firstVisit(b, '/');
    expect(await viewModeMarkers(b)).toEqual({ mode: 'auto', layout: 'desktop' });
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'auto', 'auto stored');
    await reachPageEnd(b);
    // It would load as the footer comes into view: give it the time it takes at 390 px.
    await sleep(1000);
    await untilHidden(b, CHROME.switcherButton, 'the view-mode switcher');

    // The same page, with a mode chosen before: the switcher is shown (so the check above can
    // tell a hidden switcher from one that is not there).
    await inPage(b, (key) => window.localStorage.setItem(key, 'desktop'), STORAGE_KEYS.viewMode);
    await visit(b, '/');
    expect(await viewModeMarkers(b)).toEqual({ mode: 'desktop', layout: 'desktop' });
    const button = await reachSwitcher(b);
    expect(button.attributes['aria-label']).toBe(buttonName('en', 'desktop'));

    // Choosing auto again hides it.
    await chooseViewModeWithMouse(b, 'auto');
    await until(() => viewModeMarkers(b), { mode: 'auto', layout: 'desktop' });
    await untilHidden(b, CHROME.switcherButton, 'the view-mode switcher');
    await until(() => readStored(b, STORAGE_KEYS.viewMode), 'auto', 'auto stored');
  });
});
