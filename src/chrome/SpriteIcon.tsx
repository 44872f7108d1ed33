import spriteHref from 'virtual:icon-sprite';
import type { SpriteIconName } from '../config/icons/sprite-icons';

/**
 * A chrome icon, drawn from the build's sprite (src/config/icons/sprite-icons.ts) as lucide-react
 * would draw it: a 24-unit grid scaled to `size`, stroked in `currentColor` so it follows the
 * text's colour in either theme, and hidden from assistive technology, as it sits beside a label.
 */
export function SpriteIcon({
  name,
  size,
  strokeWidth = 2,
  className,
}: {
  name: SpriteIconName;
  size: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
