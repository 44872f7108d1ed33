import { SIDE_BAR } from '../../machines/constants';

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
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const radius = { sm: '0.375rem', md: '0.75rem', pill: '999px' } as const;

export const shadow = {
  floating: '0 4px 16px rgba(15, 27, 53, 0.18)',
  raised: '0 12px 32px rgba(15, 27, 53, 0.22)',
} as const;

export const font = {
  en: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  he: "'Heebo', 'Inter', system-ui, 'Segoe UI', Arial, sans-serif",
} as const;

export const text = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  display: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
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
} as const;

/** The visible focus ring used by every interactive element. */
export const focusRing = {
  '&:focus-visible': {
    outline: `3px solid ${color.focus}`,
    outlineOffset: '2px',
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
