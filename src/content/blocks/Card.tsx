import type { Language } from '../../../machines/constants';
import { Link } from 'wouter';
import {
  color,
  focusRing,
  leading,
  motion,
  radius,
  shadow,
  space,
  text,
  weight,
} from '../../styles/theme';
import { ForwardArrow } from './ForwardArrow';
import { bidi } from '../../i18n/locale';
import { IconTile, type TileIcon } from './IconTile';
import { card, h3Style, stack } from './typography';

export interface CardProps {
  language: Language;
  href: string;
  title: string;
  text: string;
  /** A decorative icon: a lucide component or an icon of the sprite. */
  icon?: TileIcon;
}

/**
 * A link card, a child of `CardGrid`. The title is the link (so its accessible name is short);
 * its `::after` stretches over the card so the whole card is clickable and carries the focus ring.
 */
export function Card({ href, title, text: body, icon, language }: CardProps) {
  return (
    <li
      css={{
        position: 'relative',
        ...stack,
        ...card,
        transition: `box-shadow ${motion.hover}, border-color ${motion.hover}`,
        '&:hover': {
          borderColor: color.brand,
          boxShadow: shadow.cardHover,
          '--arrow-nudge': space.xs,
        },
      }}
    >
      {icon && <IconTile icon={icon} css={{ marginBlockEnd: space.xs }} />}
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
