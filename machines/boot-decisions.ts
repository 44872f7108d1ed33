/**
 * The boot decisions: the two made once as a page loads, as plain functions. The pre-paint boot
 * script (`src/boot/boot.ts`) makes them before the first paint; the language and view-mode
 * machines' `deciding` states make them again when the app starts, through these same functions,
 * so the page the visitor first sees and the state the app starts in never disagree
 * (`tests/machines/boot-decisions.test.ts` checks every combination of inputs).
 *
 * Plain TypeScript with no XState: the boot script is inlined into every page and must stay tiny.
 */
import { DEFAULT_LANGUAGE, DEFAULT_VIEW_MODE, type Language, type ViewMode } from './constants';
import type { DeviceInfo } from './device';

/** The view mode to start in, and why: a mobile device, a stored choice, or nothing usable stored. */
export interface ViewModeStart {
  mode: ViewMode;
  reason: 'mobileDevice' | 'stored' | 'default';
}

/**
 * Reads a stored preference. Each decision calls it only when the preference can change what it
 * decides: the first read of the site's storage in a document waits for the browser's own process
 * (1–13 ms on a fast computer, before the first paint), so the boot script of a Hebrew page on a
 * phone reads nothing (decision 040).
 */
export type ReadStored = () => unknown;

/** SPEC §4: a mobile device is always mobile; otherwise a stored mobile or desktop; else auto. */
export function decideViewMode(device: DeviceInfo, readStoredViewMode: ReadStored): ViewModeStart {
  if (device.isMobile) return { mode: 'mobile', reason: 'mobileDevice' };
  const storedViewMode = readStoredViewMode();
  if (storedViewMode === 'mobile' || storedViewMode === 'desktop') {
    return { mode: storedViewMode, reason: 'stored' };
  }
  return { mode: DEFAULT_VIEW_MODE, reason: 'default' };
}

/**
 * The language to start in (ARCHITECTURE P2): a path under /he is an explicit choice and wins; a
 * stored Hebrew preference wins over an English path; anything else is English. When it differs
 * from the path's language, the visitor is sent to the page's twin in it before the first paint.
 */
export function decideLanguage(urlLanguage: Language, readStoredLanguage: ReadStored): Language {
  return urlLanguage === 'he' || readStoredLanguage() === 'he' ? 'he' : DEFAULT_LANGUAGE;
}
