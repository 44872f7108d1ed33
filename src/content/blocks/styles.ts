import { h3Style } from '../../components/content';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';

/** Styles more than one block shares. */

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
export const iconHeading = { ...h3Style, display: 'flex', alignItems: 'center', gap: space.sm };

/** The icon that leads an `h3`, in the given colour. */
export const headingIcon = (iconColor: string) =>
  ({ flex: 'none', width: size.icon, height: size.icon, color: iconColor }) as const;

/** A white card with a line and a shadow. */
export const card = {
  padding: space.lg,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  boxShadow: shadow.card,
};
