/**
 * The site's icons are lucide's, registered in this folder by how they are drawn, so each set
 * loads with what draws it:
 * - here, by their lucide names, the icons the chrome draws (the side bar's and the menu
 *   button's) and the islands' (the home page's demo player's buttons, the contact form's
 *   panels). The build draws them into one SVG sprite from lucide's data (scripts/vite/icon-sprite.ts
 *   reads this file by path; `icon-sprite.d.ts` types the sprite's URL), so the initial JavaScript
 *   carries names instead of lucide's runtime and path data. Content that draws a page's icon
 *   beside its link (the home page's service cards, the not-found page's) names it too: every page
 *   fetches the sprite for its side bar, and a `<use>` is fewer bytes of HTML than the icon's shapes;
 * - `content-icons.ts`: the icons documents and page figures draw, as lucide components.
 * Prerendered content, which never hydrates, and the toast view, which loads with the first
 * notification, keep lucide-react.
 */
/** The pages' icons, beside their links in the side bar and in content (a route names one). */
const PAGE_ICONS = [
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
] as const;

export const SPRITE_ICONS = [
  ...PAGE_ICONS,
  // The menu button's two.
  'menu',
  'x',
  // The view-mode switcher's: it loads where it shows, at start-up on a phone.
  'monitor-smartphone',
  'smartphone',
  'monitor',
  // The demo player's buttons.
  'chevron-left',
  'chevron-right',
  'play',
  'pause',
  // The contact form's sent and error panels.
  'circle-check',
  'circle-exclamation-point',
] as const;

export type PageIconName = (typeof PAGE_ICONS)[number];
export type SpriteIconName = (typeof SPRITE_ICONS)[number];
