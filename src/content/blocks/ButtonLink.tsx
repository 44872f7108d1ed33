import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { color, focusRing, motion, radius, size, space, text, weight } from '../../styles/theme';
import { ForwardArrow } from './ForwardArrow';

export type ButtonLinkVariant = 'primary' | 'secondary' | 'inverse';

const variants = {
  /** onBrand on brand 6.70:1 (dark theme 7.04); on brandStrong (hover) 10.36:1 (10.97). */
  primary: {
    background: color.brand,
    color: color.onBrand,
    borderColor: color.brand,
    '&:hover': { background: color.brandStrong, borderColor: color.brandStrong },
  },
  /** brandStrong on paper 10.36:1 (dark theme 9.96); on brandSoft (hover) 8.52:1 (8.09). */
  secondary: {
    background: color.paper,
    color: color.brandStrong,
    borderColor: color.line,
    '&:hover': { background: color.brandSoft, borderColor: color.brand },
  },
  /** For a band (CallToAction): band on onBand 10.36:1; on onBandHover (hover) 8.52:1. */
  inverse: {
    background: color.onBand,
    color: color.band,
    borderColor: color.onBand,
    '&:hover': { background: color.onBandHover, borderColor: color.onBandHover },
  },
} as const;

/** What every link that looks like a button shares: a pill with room for a finger. */
export const buttonShape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: size.touch,
  paddingBlock: space.sm,
  paddingInline: space.lg,
  border: '2px solid',
  borderRadius: radius.pill,
  fontSize: text.md,
  fontWeight: weight.strong,
  textDecoration: 'none',
  textAlign: 'center',
  transition: `background ${motion.hover}, border-color ${motion.hover}`,
} as const;

/** A link that looks like a button: for the calls to action that navigate. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  arrow = false,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  arrow?: boolean;
}) {
  return (
    <Link
      href={href}
      data-button=""
      css={{
        ...buttonShape,
        ...variants[variant],
        '&:hover': { ...variants[variant]['&:hover'], '--arrow-nudge': space.xs },
        ...focusRing,
      }}
    >
      {children}
      {arrow && <ForwardArrow iconSize={text.lg} />}
    </Link>
  );
}
