import type { LucideIcon } from 'lucide-react';
import { color, radius, size } from '../../styles/theme';

const tones = {
  accent: { background: color.accentSoft, color: color.accent },
  brand: { background: color.brandSoft, color: color.brandStrong },
} as const;

export type IconTileTone = keyof typeof tones;

/**
 * A decorative icon on a tinted square (or, with `round`, a circle) of `size.iconTile`: the mark
 * beside a feature's `h3` or a term. Hidden from assistive technology; it never shrinks.
 */
export function IconTile({
  icon: Icon,
  tone = 'accent',
  round = false,
  className,
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  round?: boolean;
  /** From a `css` prop at the call site: the tile's place in its parent (a margin, say). */
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={className}
      css={{
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        width: size.iconTile,
        height: size.iconTile,
        borderRadius: round ? radius.pill : radius.md,
        ...tones[tone],
      }}
    >
      <Icon aria-hidden="true" focusable="false" css={{ width: size.icon, height: size.icon }} />
    </span>
  );
}
