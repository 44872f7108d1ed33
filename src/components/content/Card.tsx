import type { Language } from '../../../machines/constants';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import {
  color,
  focusRing,
  leading,
  motion,
  radius,
  shadow,
  size,
  space,
  text,
  weight,
} from '../../styles/theme';
import { ForwardArrow } from './ForwardArrow';
import { bidi } from '../../i18n/locale';
import { h3Style } from './typography';

export interface CardProps {
  language: Language;
  href: string;
  title: string;
  text: string;
  /** A decorative icon (lucide-react or any component taking the same props). */
  icon?: LucideIcon;
}

/**
 * A link card, a child of `CardGrid`. The title is the link (so its accessible name is short);
 * its `::after` stretches over the card so the whole card is clickable and carries the focus ring.
 */
export function Card({ href, title, text: body, icon: Icon, language }: CardProps) {
  return (
    <li
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: space.sm,
        padding: space.lg,
        background: color.paper,
        border: `1px solid ${color.line}`,
        borderRadius: radius.md,
        boxShadow: shadow.card,
        transition: `box-shadow ${motion.hover}, border-color ${motion.hover}`,
        '&:hover': {
          borderColor: color.brand,
          boxShadow: shadow.cardHover,
          '--arrow-nudge': space.xs,
        },
      }}
    >
      {Icon && (
        <span
          aria-hidden="true"
          css={{
            display: 'grid',
            placeItems: 'center',
            width: size.iconTile,
            height: size.iconTile,
            marginBlockEnd: space.xs,
            borderRadius: radius.md,
            background: color.accentSoft,
            color: color.accent,
          }}
        >
          <Icon
            aria-hidden="true"
            focusable="false"
            css={{ width: size.icon, height: size.icon }}
          />
        </span>
      )}
      <h3 css={h3Style}>
        <Link
          href={href}
          css={{
            color: color.ink,
            textDecoration: 'none',
            outline: 'none',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: radius.md,
            },
            '&:hover': { color: color.brandStrong },
            '&:focus-visible::after': focusRing['&:focus-visible'],
          }}
        >
          {bidi(title, language)}
        </Link>
      </h3>
      <p css={{ margin: 0, color: color.inkMuted, fontSize: text.md, lineHeight: leading.body }}>
        {bidi(body, language)}
      </p>
      <span
        css={{
          display: 'flex',
          marginBlockStart: 'auto',
          paddingBlockStart: space.sm,
          color: color.brand,
          fontWeight: weight.strong,
        }}
      >
        <ForwardArrow />
      </span>
    </li>
  );
}
