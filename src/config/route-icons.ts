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
import type { PageRoute } from '../routes';

/**
 * The route table's icons as lucide components, for content that draws a page's icon beside its
 * link (the home page's service cards, the not-found page). The chrome draws the same icons from
 * the sprite (src/chrome/SpriteIcon.tsx), so they stay out of the initial JavaScript.
 */
export const routeIcons = {
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
} satisfies Record<PageRoute['nav']['icon'], LucideIcon>;
