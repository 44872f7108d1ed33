/** The demo player's styles: its layout, controls, step list and caption. */
import { keyframes } from '@emotion/react';
import { DEMO_STEP_DURATION } from '../../machines/demo-player.machine';
import {
  color,
  focusRing,
  leading,
  radius,
  size,
  space,
  text,
  visuallyHidden,
  weight,
} from '../styles/theme';

/** Wide enough for the chart with the controls and caption beside it. */
const WIDE = '@container demo (min-width: 60rem)';

export const container = { containerType: 'inline-size', containerName: 'demo' } as const;

export const layout = {
  display: 'grid',
  gap: space.lg,
  [WIDE]: {
    gridTemplateColumns: 'minmax(0, 45rem) minmax(16rem, 1fr)',
    alignItems: 'start',
    gap: space.xl,
  },
} as const;

export const figure = {
  margin: 0,
  containerType: 'inline-size',
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  padding: `${space.md} clamp(${space.sm}, 2cqi, ${space.lg})`,
} as const;

export const aside = { display: 'grid', gap: space.lg, alignContent: 'start' } as const;

export const controls = { display: 'flex', alignItems: 'center', gap: space.sm } as const;

export const iconButton = {
  display: 'inline-grid',
  placeItems: 'center',
  width: size.touch,
  height: size.touch,
  padding: 0,
  border: `1px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.paper,
  color: color.ink,
  cursor: 'pointer',
  '&:hover': { borderColor: color.brand, color: color.brand },
  ...focusRing,
} as const;

export const playButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: size.touch,
  paddingInline: `${space.md} ${space.lg}`,
  border: 0,
  borderRadius: radius.pill,
  background: color.brand,
  color: color.onBrand,
  font: 'inherit',
  fontWeight: weight.strong,
  cursor: 'pointer',
  '&:hover': { background: color.brandStrong },
  ...focusRing,
} as const;

export const stepList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  [WIDE]: { flexDirection: 'column', flexWrap: 'nowrap', gap: space.xs },
} as const;

export const stepButton = (current: boolean) =>
  ({
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    minWidth: size.touch,
    minHeight: size.touch,
    padding: space.xs,
    border: `1px solid ${current ? color.brand : color.line}`,
    borderRadius: radius.pill,
    background: current ? color.brandSoft : color.paper,
    color: color.ink,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { borderColor: color.brand },
    ...focusRing,
    [WIDE]: {
      width: '100%',
      borderRadius: radius.md,
      paddingInlineEnd: space.md,
    },
  }) as const;

export const stepNumber = (current: boolean) =>
  ({
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: '2.125rem',
    height: '2.125rem',
    borderRadius: radius.pill,
    background: current ? color.brand : color.canvas,
    color: current ? color.onBrand : color.ink,
    fontWeight: weight.strong,
  }) as const;

/** A step's title: read aloud only, until the list is wide enough to show it. */
export const stepTitle = (current: boolean) =>
  ({
    ...visuallyHidden,
    [WIDE]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
      fontSize: text.sm,
      fontWeight: current ? weight.strong : weight.regular,
      lineHeight: leading.snug,
    },
  }) as const;

const progress = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

/** A bar filling up, from the reading direction's start, while the step is on screen. */
export const progressBar = (rtl: boolean) =>
  ({
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: 0,
    height: '3px',
    background: color.brand,
    transformOrigin: rtl ? 'right' : 'left',
    animation: `${progress} ${DEMO_STEP_DURATION}ms linear both`,
    '@media (prefers-reduced-motion: reduce)': { display: 'none' },
  }) as const;

export const caption = { display: 'grid', gap: space.sm } as const;

export const captionTitle = {
  margin: 0,
  fontSize: text.h3,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
  color: color.ink,
} as const;

export const captionBody = {
  margin: 0,
  color: color.ink,
  lineHeight: leading.body,
  maxWidth: size.prose,
} as const;

export const legend = {
  listStyle: 'none',
  margin: `${space.sm} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  fontSize: text.sm,
  color: color.ink,
  minHeight: '1.5rem',
} as const;

export const legendItem = { display: 'inline-flex', alignItems: 'center', gap: space.xs } as const;
