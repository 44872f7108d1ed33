import type { Language } from '../machines/constants';
import type { PageIconName } from './config/icons';
import type { ChromeMessageKey, PageMessageKey } from './i18n';
import { localizedPath } from './paths';

/**
 * Where a page lives under `src/pages/`, as a maintainer opens it: a document is a folder holding
 * one module per language (`<folder>/en.ts`, `<folder>/he.ts`); a page with behaviour of its own
 * is a component module (`<module>.tsx`). `tests/routes.test.ts` checks that each one exists.
 */
export type PageSource =
  { kind: 'document'; folder: string } | { kind: 'component'; module: `${string}Page` };

export interface PageRoute {
  id: string;
  /** The English path; the Hebrew one is `localizedPath(path, 'he')`. */
  path: string;
  page: PageSource;
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
  /** The page's own texts (src/i18n/pages), which load with client navigation, not the chrome. */
  title: PageMessageKey;
  description: PageMessageKey;
}

/** The one route table: routes, side-bar items and (later) prerendering and the sitemap come from it. */
export const pageRoutes = [
  {
    id: 'home',
    path: '/',
    page: { kind: 'document', folder: 'home' },
    nav: { group: 'main', label: 'nav.home', icon: 'house' },
    title: 'page.home.title',
    description: 'page.home.description',
  },
  {
    id: 'about',
    path: '/about',
    page: { kind: 'document', folder: 'about' },
    nav: { group: 'main', label: 'nav.about', icon: 'info' },
    title: 'page.about.title',
    description: 'page.about.description',
  },
  {
    id: 'usecases',
    path: '/usecases',
    page: { kind: 'document', folder: 'usecases' },
    nav: { group: 'main', label: 'nav.usecases', icon: 'trophy' },
    title: 'page.usecases.title',
    description: 'page.usecases.description',
  },
  {
    id: 'contact',
    path: '/contact',
    page: { kind: 'component', module: 'ContactPage' },
    nav: { group: 'main', label: 'nav.contact', icon: 'mail' },
    title: 'page.contact.title',
    description: 'page.contact.description',
  },
  {
    // A visitor from a search engine would be thanked for a message they never sent.
    id: 'contactThanks',
    path: '/contact/thanks',
    page: { kind: 'component', module: 'ContactThanksPage' },
    // Linked from nowhere; where it sits in the site, it is a step of the contact page.
    nav: { group: 'none', label: 'nav.contact', icon: 'mail' },
    title: 'page.contactThanks.title',
    description: 'page.contactThanks.description',
    indexable: false,
  },
  {
    id: 'decisionMaking',
    path: '/services/decision-making',
    page: { kind: 'document', folder: 'services/decision-making' },
    nav: { group: 'services', label: 'nav.decisionMaking', icon: 'brain' },
    title: 'page.decisionMaking.title',
    description: 'page.decisionMaking.description',
  },
  {
    id: 'customerInsights',
    path: '/services/customer-insights',
    page: { kind: 'document', folder: 'services/customer-insights' },
    nav: { group: 'services', label: 'nav.customerInsights', icon: 'users' },
    title: 'page.customerInsights.title',
    description: 'page.customerInsights.description',
  },
  {
    id: 'procurement',
    path: '/services/procurement',
    page: { kind: 'document', folder: 'services/procurement' },
    nav: { group: 'services', label: 'nav.procurement', icon: 'shopping-cart' },
    title: 'page.procurement.title',
    description: 'page.procurement.description',
  },
  {
    id: 'qualityControl',
    path: '/services/quality-control',
    page: { kind: 'document', folder: 'services/quality-control' },
    nav: { group: 'services', label: 'nav.qualityControl', icon: 'shield-check' },
    title: 'page.qualityControl.title',
    description: 'page.qualityControl.description',
  },
  {
    id: 'sales',
    path: '/services/sales',
    page: { kind: 'document', folder: 'services/sales' },
    nav: { group: 'services', label: 'nav.sales', icon: 'chart-column' },
    title: 'page.sales.title',
    description: 'page.sales.description',
  },
  {
    id: 'queueManagement',
    path: '/services/queue-management',
    page: { kind: 'document', folder: 'services/queue-management' },
    nav: { group: 'services', label: 'nav.queueManagement', icon: 'clock-3' },
    title: 'page.queueManagement.title',
    description: 'page.queueManagement.description',
  },
  {
    id: 'smartInventory',
    path: '/services/smart-inventory',
    page: { kind: 'document', folder: 'services/smart-inventory' },
    nav: { group: 'services', label: 'nav.smartInventory', icon: 'boxes' },
    title: 'page.smartInventory.title',
    description: 'page.smartInventory.description',
  },
  {
    id: 'customSolutions',
    path: '/services/custom-solutions',
    page: { kind: 'document', folder: 'services/custom-solutions' },
    nav: { group: 'services', label: 'nav.customSolutions', icon: 'wrench' },
    title: 'page.customSolutions.title',
    description: 'page.customSolutions.description',
  },
  {
    id: 'accessibility',
    path: '/accessibility',
    page: { kind: 'document', folder: 'legal/accessibility' },
    nav: { group: 'legal', label: 'nav.accessibility', icon: 'accessibility' },
    title: 'page.accessibility.title',
    description: 'page.accessibility.description',
  },
  {
    id: 'privacy',
    path: '/privacy',
    page: { kind: 'document', folder: 'legal/privacy' },
    nav: { group: 'legal', label: 'nav.privacy', icon: 'lock' },
    title: 'page.privacy.title',
    description: 'page.privacy.description',
  },
] as const satisfies readonly PageRoute[];

/** What an unknown path shows, in either language. */
export const notFoundPage = {
  kind: 'component',
  module: 'NotFoundPage',
} as const satisfies PageSource;

export type PageId = (typeof pageRoutes)[number]['id'];

export function pageHref(id: PageId, language: Language): string {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown page: ${id}`);
  return localizedPath(route.path, language);
}
