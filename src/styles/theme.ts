import { SIDE_BAR } from '../../machines/constants';
import { withFallbacks } from './font-fallbacks';

/** Design tokens. Components use these instead of literals. Colours meet WCAG 2.1 AA on their pairs. */
export const color = {
  ink: '#14213d',
  inkMuted: '#4a5568',
  paper: '#ffffff',
  canvas: '#f5f7fb',
  line: '#d8dee9',
  brand: '#1d4ed8',
  brandStrong: '#1e3a8a',
  brandSoft: '#e0e9ff',
  onBrand: '#ffffff',
  sideBar: '#0f1b35',
  sideBarHover: '#1c2c52',
  onSideBar: '#e8edf7',
  onSideBarMuted: '#a9b6d3',
  focus: '#f59e0b',
  danger: '#b42318',
  onDanger: '#ffffff',
  overlay: 'rgba(8, 15, 30, 0.55)',
  /** Content accents. Ratios: accent on paper 5.47, on canvas 5.10, on accentSoft 4.86. */
  accent: '#0f766e',
  accentSoft: '#ccfbf1',
  /** Secondary text on a brandStrong band: 6.94 (onBrand on brandStrong: 10.36). */
  onBrandMuted: '#c7d2fe',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
  /** Vertical rhythm between page sections, 2.5rem at 320 px up to 4.5rem. */
  section: 'clamp(2.5rem, 1.75rem + 3vw, 4.5rem)',
  /** Inner padding of panels and bands. */
  gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2.5rem)',
} as const;

export const radius = { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' } as const;

export const shadow = {
  floating: '0 4px 16px rgba(15, 27, 53, 0.18)',
  raised: '0 12px 32px rgba(15, 27, 53, 0.22)',
  sideBar: '4px 0 24px rgba(8, 15, 30, 0.35)',
  card: '0 1px 2px rgba(15, 27, 53, 0.06), 0 2px 8px rgba(15, 27, 53, 0.06)',
  cardHover: '0 10px 28px rgba(15, 27, 53, 0.14)',
} as const;

/**
 * Each web font is followed by its metric-matched stand-ins (`font-fallbacks.ts`), which draw the
 * first paint in the room the web font will take; the system names after them are the last resort.
 */
export const font = {
  en: `${withFallbacks('Inter')}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  he: `${withFallbacks('Heebo')}, ${withFallbacks('Inter')}, system-ui, 'Segoe UI', Arial, sans-serif`,
} as const;

export const text = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  display: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  h2: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.25rem)',
  h3: '1.25rem',
  stat: 'clamp(2.25rem, 1.8rem + 2vw, 3.25rem)',
} as const;

/** Only these two weights are bundled (GlobalStyles). */
export const weight = { regular: 400, strong: 600 } as const;

export const leading = { tight: 1.15, snug: 1.35, body: 1.6 } as const;

/** Widths and sizes of content. */
export const size = {
  /** The widest a page's content grows. */
  content: '72rem',
  /** A comfortable line length for running text. */
  prose: '42rem',
  /** The smallest target for a pointer or finger. */
  touch: '2.75rem',
  icon: '1.5rem',
  iconTile: '3rem',
  /** The widest a hero illustration grows. */
  illustration: '30rem',
  /** The widest a row of calls to action grows (the buttons share it). */
  actions: '30rem',
} as const;

export const layer = {
  content: 0,
  overlay: 30,
  sideBar: 40,
  floating: 50,
  toast: 60,
  skipLink: 70,
} as const;

export const motion = {
  sideBar: `${SIDE_BAR.animationSeconds}s ease`,
  hover: '0.2s ease',
} as const;

/**
 * The visible focus ring of every interactive element: an amber band next to the element and an
 * ink outline around it. Amber alone is 2.15:1 on paper; ink on paper is 15.97:1, and amber on a
 * brandStrong band is 4.82:1 (on the side bar 9.6:1), so one of the two tones always clears 3:1.
 */
export const focusRing = {
  '&:focus-visible': {
    outline: `2px solid ${color.ink}`,
    outlineOffset: '3px',
    boxShadow: `0 0 0 3px ${color.focus}`,
  },
} as const;

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Data colours for charts drawn on paper (the Home page demo). Lines and marks need 3:1 against
 * their background (WCAG 1.4.11); ratios on paper: actual 6.70, actualMuted 3.50, trend 5.02,
 * season 5.47, forecast 5.70, anomaly 6.29, baseline 4.76. `forecastBand` is a fill behind the
 * forecast, whose edges are drawn in `forecast`; it carries no meaning of its own.
 */
export const chart = {
  actual: '#1d4ed8',
  actualMuted: '#6b84e0',
  trend: '#b45309',
  season: '#0f766e',
  forecast: '#7c3aed',
  forecastBand: '#ede9fe',
  anomaly: '#be123c',
  baseline: '#64748b',
} as const;
