import type { CSSObject } from '@emotion/react';
import { markedItem } from '../../styles/lists';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';

/** Shared text and layout styles of the content blocks. */

export const eyebrowStyle = {
  margin: 0,
  color: color.accent,
  fontSize: text.sm,
  fontWeight: weight.strong,
  letterSpacing: '0.02em',
} as const;

export const leadStyle = {
  margin: 0,
  maxWidth: size.prose,
  color: color.inkMuted,
  fontSize: text.lg,
  lineHeight: leading.body,
} as const;

export const h2Style = {
  margin: `${space.xs} 0 ${space.md}`,
  fontSize: text.h2,
  fontWeight: weight.strong,
  lineHeight: leading.tight,
  color: color.ink,
  textWrap: 'balance',
} as const;

export const h3Style = {
  margin: 0,
  fontSize: text.h3,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
  color: color.ink,
} as const;

/**
 * A grid for a handful of equal items that never leaves an orphan: one column, then each
 * `[columns, minWidth]` step in turn as the space allows (1 → 2 → 4 for four or eight items,
 * 1 → 3 for three). It answers to its wrapper's width (a container query on `gridContainer`), so
 * it behaves the same beside the side bar, inside a panel or at full width.
 */
export function evenGrid(steps: readonly (readonly [columns: number, minWidth: string])[]) {
  const style: CSSObject = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' };
  for (const [columns, minWidth] of steps) {
    style[`@container (min-width: ${minWidth})`] = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    };
  }
  return style;
}

/** 1 → 2 → 4 columns: each column stays at least about 15rem wide. */
export const fourUpGrid = evenGrid([
  [2, '32rem'],
  [4, '60rem'],
]);

/** 1 → 3 columns. */
export const threeUpGrid = evenGrid([[3, '44rem']]);

/** The wrapper whose width `evenGrid` answers to. */
export const gridContainer = { containerType: 'inline-size' } as const;

/** A muted body paragraph under an `h3`. */
export const paragraph = { margin: 0, color: color.inkMuted, lineHeight: leading.body };

/** A small strong label above a statement or a step. */
export const labelStyle = {
  margin: 0,
  fontSize: text.sm,
  fontWeight: weight.strong,
  letterSpacing: '0.02em',
} as const;

/** An `h3` led by an icon. */
export const iconHeading = { ...h3Style, ...markedItem };

/** The icon that leads an `h3`, in the given colour. */
export const headingIcon = (iconColor: string) =>
  ({ flex: 'none', width: size.icon, height: size.icon, color: iconColor }) as const;

/** A card's parts one under another: icon or number, `h3`, text. */
export const stack = { display: 'flex', flexDirection: 'column', gap: space.sm } as const;

/** Paper framed by a line: the ground of cards, steps and tiles. */
export const surface = {
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
} as const;

/** A white card with a line and a shadow. */
export const card = { padding: space.lg, ...surface, boxShadow: shadow.card };
