import type { LucideIcon } from 'lucide-react';
import { SpriteIcon } from '../../chrome/SpriteIcon';
import type { SpriteIconName } from '../../config/icons/sprite-icons';
import { color, radius, size } from '../../styles/theme';

const tones = {
  accent: { background: color.accentSoft, color: color.accent },
  brand: { background: color.brandSoft, color: color.brandStrong },
} as const;

export type IconTileTone = keyof typeof tones;

/**
 * What a tile draws: a lucide component, or the name of an icon of the sprite, which the page
 * fetches for its chrome anyway, so a page's icon costs its markup a `<use>` instead of its shapes.
 */
export type TileIcon = LucideIcon | SpriteIconName;

const iconSize = { width: size.icon, height: size.icon };

/**
 * A decorative icon on a tinted square (or, with `round`, a circle) of `size.iconTile`: the mark
 * beside a feature's `h3` or a term. Hidden from assistive technology; it never shrinks.
 */
export function IconTile({
  icon,
  tone = 'accent',
  round = false,
  className,
}: {
  icon: TileIcon;
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
      {typeof icon === 'string' ? (
        <SpriteIcon name={icon} size={24} css={iconSize} />
      ) : (
        <LucideTileIcon icon={icon} />
      )}
    </span>
  );
}

/** A lucide component drawn at the tile's icon size. */
function LucideTileIcon({ icon: Lucide }: { icon: LucideIcon }) {
  return <Lucide aria-hidden="true" focusable="false" css={iconSize} />;
}
