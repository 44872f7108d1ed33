import {
  Accessibility,
  Boxes,
  Brain,
  ChartColumn,
  Clock3,
  House,
  Info,
  Lock,
  Mail,
  ShieldCheck,
  ShoppingCart,
  Trophy,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { PageIconName } from './sprite-icons';

/**
 * The pages' icons (a route names one, `PAGE_ICONS` in `sprite-icons.ts`) as lucide components,
 * for content that draws a page's icon beside its link (the home page's service cards, the
 * not-found page). The chrome draws the same icons from the sprite (src/chrome/SpriteIcon.tsx);
 * this module loads only with the pages that import it (the build's chunk groups follow the
 * imports: scripts/vite/chunk-groups.ts), so
 * lucide's path data stays out of the initial JavaScript.
 */
export const pageIcons = {
  accessibility: Accessibility,
  boxes: Boxes,
  brain: Brain,
  'chart-column': ChartColumn,
  'clock-3': Clock3,
  house: House,
  info: Info,
  lock: Lock,
  mail: Mail,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  trophy: Trophy,
  users: Users,
  wrench: Wrench,
} satisfies Record<PageIconName, LucideIcon>;
