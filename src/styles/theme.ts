import { SIDE_BAR } from '../../machines/constants';
import type { ChartName, ColorName, ShadowName } from './palette';

/**
 * The custom property that carries a token: `--color-ink-muted` for `color.inkMuted`. The
 * prerendered page sets them all on `:root` (GlobalStyles, from palette.ts).
 */
export const propertyName = (group: string, name: string) =>
  `--${group}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * A token group whose values are its custom properties: `color.inkMuted` is
 * `'var(--color-ink-muted)'`. A proxy, not a table: the browser needs only the names components
 * use, which their code already holds, and no raw value (palette.ts) reaches it.
 */
const customProperties = <Name extends string>(group: string) =>
  new Proxy({} as Readonly<Record<Name, string>>, {
    get: (_, name) => (typeof name === 'string' ? `var(${propertyName(group, name)})` : undefined),
  });

/** Design tokens. Components use these instead of literals (values: `palette` in palette.ts). */
export const color = customProperties<ColorName>('color');

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

export const shadow = customProperties<ShadowName>('shadow');

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

/** Only these two weights are bundled (src/main.tsx). */
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
 * ink outline around it, so one of the two tones always clears 3:1. Light theme: ink on paper
 * 15.97 (amber 2.15); dark theme: ink on paper 14.23, amber 7.92. On a band amber is 4.82, on the
 * side bar 7.96 (where ink is not used).
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

/** A line led by an icon, in the large strong type: the footer's company, the form's panel titles. */
export const iconTitle = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: text.lg,
  fontWeight: weight.strong,
} as const;

/** Data colours for charts (values and ratios: `lightChart` in palette.ts). */
export const chart = customProperties<ChartName>('chart');
