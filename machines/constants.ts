/**
 * Every constant of the specification (SPEC §9), in one place.
 * Machines, views, styles and tests read them from here; nothing repeats a literal.
 */

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const VIEW_MODES = ['auto', 'mobile', 'desktop'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
/** The layout actually shown: what `auto` resolves to, or the forced mode. */
export type Layout = Exclude<ViewMode, 'auto'>;
export const DEFAULT_VIEW_MODE: ViewMode = 'auto';

export const STORAGE_KEYS = {
  language: 'app-language',
  viewMode: 'viewMode',
} as const;

/** Name of the `CustomEvent` dispatched on `window`; its `detail` is the new view mode. */
export const VIEW_MODE_CHANGED_EVENT = 'viewModeChanged';

export const BREAKPOINTS = {
  /** In `auto`, the layout is mobile up to this width (px) and desktop above it. */
  mobileMax: 767,
} as const;

export const SIDE_BAR = {
  collapsedWidth: '4rem',
  expandedWidth: '16rem',
  mobileClosedWidth: '0',
  animationSeconds: 0.3,
  /** Page content is shifted by this much on desktop, not at all on mobile. */
  contentShift: '4rem',
} as const;

export const DENSITY = {
  high: 2,
  veryHigh: 3,
} as const;

/** iPhone-type devices with a screen side of at least this many px count as modern iPhones. */
export const MODERN_IPHONE_SCREEN_SIDE = 812;

/** Named delays (ms). Machines refer to them by name so tests can drive them with a simulated clock. */
export const DELAYS = {
  resizeDebounce: 250,
  orientationSettle: 300,
  layoutResizeBlock: 250,
  toastDuration: 5000,
  toastRemoveDelay: 1_000_000,
} as const;

export const TOAST = {
  swipeThreshold: 50,
  swipeDirection: 'right',
  hotkey: ['F8'],
} as const;

export const SWITCHER_ICON_SIZE = {
  highDensity: 20,
  standard: 16,
} as const;

export const ROOT_ELEMENT_MISSING = 'Root element not found';
