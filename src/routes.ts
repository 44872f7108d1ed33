import type { Language } from '../machines/constants';
import type { PageIconName } from './config/icons/sprite-icons';
import type { ChromeMessageKey, PageMessageKey } from './i18n';
import { localizedPath } from './urls';

/** A route as the table spells it; the keys of its texts follow from its id (`PageRoute`). */
interface RouteEntry {
  id: string;
  /** The English path; the Hebrew one is `localizedPath(path, 'he')`. */
  path: string;
  /**
   * Side-bar groups (`main`, `services`); `legal` pages are linked from the footer only, and
   * `none` pages (the contact form's thank-you page) from nowhere.
   */
  nav: {
    group: 'main' | 'services' | 'legal' | 'none';
    label: ChromeMessageKey;
    icon: PageIconName;
  };
  /** `false` keeps a page out of the sitemap and search results (`noindex`). */
  indexable?: boolean;
}

export interface PageRoute extends RouteEntry {
  /** The page's own texts (src/i18n/pages), which load with client navigation, not the chrome. */
  title: PageMessageKey;
  description: PageMessageKey;
}

/** A route with the keys of its title and description, `page.<id>.title` and `….description`. */
function withTexts<const Route extends RouteEntry>(
  route: Route,
): Route & { title: `page.${Route['id']}.title`; description: `page.${Route['id']}.description` } {
  return { ...route, title: `page.${route.id}.title`, description: `page.${route.id}.description` };
}

/** The one route table: routes, side-bar items and (later) prerendering and the sitemap come from it. */
export const pageRoutes = (
  [
    {
      id: 'home',
      path: '/',
      nav: { group: 'main', label: 'nav.home', icon: 'house' },
    },
    {
      id: 'about',
      path: '/about',
      nav: { group: 'main', label: 'nav.about', icon: 'info' },
    },
    {
      id: 'usecases',
      path: '/usecases',
      nav: { group: 'main', label: 'nav.usecases', icon: 'trophy' },
    },
    {
      id: 'contact',
      path: '/contact',
      nav: { group: 'main', label: 'nav.contact', icon: 'mail' },
    },
    {
      // A visitor from a search engine would be thanked for a message they never sent.
      id: 'contactThanks',
      path: '/contact/thanks',
      // Linked from nowhere; where it sits in the site, it is a step of the contact page.
      nav: { group: 'none', label: 'nav.contact', icon: 'mail' },
      indexable: false,
    },
    {
      id: 'decisionMaking',
      path: '/services/decision-making',
      nav: { group: 'services', label: 'nav.decisionMaking', icon: 'brain' },
    },
    {
      id: 'customerInsights',
      path: '/services/customer-insights',
      nav: { group: 'services', label: 'nav.customerInsights', icon: 'users' },
    },
    {
      id: 'procurement',
      path: '/services/procurement',
      nav: { group: 'services', label: 'nav.procurement', icon: 'shopping-cart' },
    },
    {
      id: 'qualityControl',
      path: '/services/quality-control',
      nav: { group: 'services', label: 'nav.qualityControl', icon: 'shield-check' },
    },
    {
      id: 'sales',
      path: '/services/sales',
      nav: { group: 'services', label: 'nav.sales', icon: 'chart-column' },
    },
    {
      id: 'queueManagement',
      path: '/services/queue-management',
      nav: { group: 'services', label: 'nav.queueManagement', icon: 'clock-3' },
    },
    {
      id: 'smartInventory',
      path: '/services/smart-inventory',
      nav: { group: 'services', label: 'nav.smartInventory', icon: 'boxes' },
    },
    {
      id: 'customSolutions',
      path: '/services/custom-solutions',
      nav: { group: 'services', label: 'nav.customSolutions', icon: 'wrench' },
    },
    {
      id: 'accessibility',
      path: '/accessibility',
      nav: { group: 'legal', label: 'nav.accessibility', icon: 'accessibility' },
    },
    {
      id: 'privacy',
      path: '/privacy',
      nav: { group: 'legal', label: 'nav.privacy', icon: 'lock' },
    },
  ] as const satisfies readonly RouteEntry[]
).map(withTexts) satisfies readonly PageRoute[];

export type PageId = (typeof pageRoutes)[number]['id'];

export function pageHref(id: PageId, language: Language): string {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown page: ${id}`);
  return localizedPath(route.path, language);
}
