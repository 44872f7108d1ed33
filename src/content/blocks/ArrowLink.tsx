import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { color, focusRing, radius, size, space, weight } from '../../styles/theme';
import { ForwardArrow } from './ForwardArrow';

/** A text link with a forward arrow ("All success stories →"), mirrored in Hebrew. */
export function ArrowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: space.sm,
        minHeight: size.touch,
        color: color.brand,
        fontWeight: weight.strong,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        borderRadius: radius.sm,
        '&:hover': { color: color.brandStrong, '--arrow-nudge': space.xs },
        ...focusRing,
      }}
    >
      {children}
      <ForwardArrow />
    </Link>
  );
}
