/**
 * The icons the chrome draws (the side bar's and the menu button's), by their lucide names. The
 * build draws them into one SVG sprite from lucide's data (vite.config.ts), so the initial
 * JavaScript carries names instead of lucide's runtime and path data; content keeps lucide-react.
 */
export const SPRITE_ICONS = [
  'house',
  'info',
  'trophy',
  'mail',
  'brain',
  'users',
  'shopping-cart',
  'shield-check',
  'chart-column',
  'clock-3',
  'boxes',
  'wrench',
  'accessibility',
  'lock',
  'menu',
  'x',
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];
