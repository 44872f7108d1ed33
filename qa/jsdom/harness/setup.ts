/**
 * Test-file set-up for replaying paths against the app in jsdom: the browser features jsdom lacks
 * (pointer capture, `scrollTo`, `:focus-visible`), the lazily loaded chunks loaded once up front,
 * and a clean document, storage and window after every path.
 */
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadNavigation } from '../../../src/shell/Pages';
import { pageForPath } from '../../../src/shell/PageRoutes';
import { SWITCHER_BUTTON_ID } from '../../../src/config/element-ids';
import { localizedPath } from '../../../src/urls';
import { PROJECTS } from '../../paths/devices';
import { PAGES } from '../../paths/pages';
import { renderApp, resetApp } from './app';

/**
 * jsdom 29 parses `:focus-visible` but never matches it, so the side bar's "keyboard focus
 * entered" could never happen. This stands in for the browsers' heuristic: focus that follows a
 * key press is visible, focus that follows a pointer press is not.
 */
function emulateFocusVisible() {
  let modality: 'keyboard' | 'pointer' = 'pointer';
  const onKey = () => (modality = 'keyboard');
  const onPointer = () => (modality = 'pointer');
  const original = Element.prototype.matches; // eslint-disable-line @typescript-eslint/unbound-method
  beforeAll(() => {
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('mousedown', onPointer, true);
    Element.prototype.matches = function matches(this: Element, selectors: string) {
      if (selectors.trim() === ':focus-visible')
        return this === document.activeElement && modality === 'keyboard';
      return original.call(this, selectors);
    } as typeof original;
  });
  afterAll(() => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
    window.removeEventListener('mousedown', onPointer, true);
    Element.prototype.matches = original;
  });
}

export function setUpApp() {
  // A path replays many visitor actions against the whole app; give it room on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  emulateFocusVisible();
  beforeAll(async () => {
    for (const method of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'])
      if (!(method in Element.prototype))
        Object.defineProperty(Element.prototype, method, {
          configurable: true,
          value: method === 'hasPointerCapture' ? () => false : () => {},
        });
    await Promise.all([
      loadNavigation('en'),
      loadNavigation('he'),
      ...PAGES.flatMap((path) => [pageForPath(path), pageForPath(localizedPath(path, 'he'))]).map(
        (page) => page.preload(),
      ),
    ]);
    // A narrow window shows the lazily loaded chrome: the view-mode switcher and the toasts.
    const narrow = PROJECTS.find((project) => project.device.id === 'narrow')!;
    renderApp(narrow, { label: 'warm-up', url: PAGES[0], stored: {}, input: undefined });
    await waitFor(
      () => {
        if (!document.getElementById(SWITCHER_BUTTON_ID)) throw new Error('no switcher yet');
      },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      if (!document.querySelector('[role="region"]:has(> ol)')) throw new Error('no toasts yet');
    });
    resetApp();
  }, 30_000);
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // not implemented by jsdom
  });
  afterEach(resetApp);
}
