import { ArrowRight } from 'lucide-react';
import { motion, size } from '../../styles/theme';

/**
 * An arrow that points the way the text reads: right in English, left in Hebrew. A parent can
 * nudge it forward on hover by setting `--arrow-nudge` (e.g. `0.25rem`).
 */
export function ForwardArrow({ iconSize = size.icon }: { iconSize?: string }) {
  return (
    <ArrowRight
      aria-hidden="true"
      focusable="false"
      css={{
        flex: 'none',
        width: iconSize,
        height: iconSize,
        transform: 'scaleX(var(--arrow-flip, 1)) translateX(var(--arrow-nudge, 0))',
        transition: `transform ${motion.hover}`,
        '[dir=rtl] &': { '--arrow-flip': '-1' },
      }}
    />
  );
}
