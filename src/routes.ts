import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Boxes,
  Brain,
  Clock3,
  Home,
  Info,
  Mail,
  ShieldCheck,
  ShoppingCart,
  Trophy,
  Users,
  Wrench,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { Language } from '../machines/constants';
import type { MessageKey } from './i18n';
import { localizedPath } from './paths';

export type PageModule = { default: ComponentType };

export interface PageRoute {
  id: string;
  /** The English path; the Hebrew one is derived (`/he` + path). */
  path: string;
  load: () => Promise<PageModule>;
  nav: { group: 'main' | 'services'; label: MessageKey; icon: LucideIcon };
  title: MessageKey;
  description: MessageKey;
}

/** The one route table: routes, side-bar items and (later) prerendering and the sitemap come from it. */
export const pageRoutes = [
  {
    id: 'home',
    path: '/',
    load: () => import('./pages/HomePage'),
    nav: { group: 'main', label: 'nav.home', icon: Home },
    title: 'page.home.title',
    description: 'page.home.description',
  },
  {
    id: 'about',
    path: '/about',
    load: () => import('./pages/AboutPage'),
    nav: { group: 'main', label: 'nav.about', icon: Info },
    title: 'page.about.title',
    description: 'page.about.description',
  },
  {
    id: 'usecases',
    path: '/usecases',
    load: () => import('./pages/UseCasesPage'),
    nav: { group: 'main', label: 'nav.usecases', icon: Trophy },
    title: 'page.usecases.title',
    description: 'page.usecases.description',
  },
  {
    id: 'contact',
    path: '/contact',
    load: () => import('./pages/ContactPage'),
    nav: { group: 'main', label: 'nav.contact', icon: Mail },
    title: 'page.contact.title',
    description: 'page.contact.description',
  },
  {
    id: 'decisionMaking',
    path: '/services/decision-making',
    load: () => import('./pages/services/DecisionMakingPage'),
    nav: { group: 'services', label: 'nav.decisionMaking', icon: Brain },
    title: 'page.decisionMaking.title',
    description: 'page.decisionMaking.description',
  },
  {
    id: 'customerInsights',
    path: '/services/customer-insights',
    load: () => import('./pages/services/CustomerInsightsPage'),
    nav: { group: 'services', label: 'nav.customerInsights', icon: Users },
    title: 'page.customerInsights.title',
    description: 'page.customerInsights.description',
  },
  {
    id: 'procurement',
    path: '/services/procurement',
    load: () => import('./pages/services/ProcurementPage'),
    nav: { group: 'services', label: 'nav.procurement', icon: ShoppingCart },
    title: 'page.procurement.title',
    description: 'page.procurement.description',
  },
  {
    id: 'qualityControl',
    path: '/services/quality-control',
    load: () => import('./pages/services/QualityControlPage'),
    nav: { group: 'services', label: 'nav.qualityControl', icon: ShieldCheck },
    title: 'page.qualityControl.title',
    description: 'page.qualityControl.description',
  },
  {
    id: 'sales',
    path: '/services/sales',
    load: () => import('./pages/services/SalesPage'),
    nav: { group: 'services', label: 'nav.sales', icon: BarChart3 },
    title: 'page.sales.title',
    description: 'page.sales.description',
  },
  {
    id: 'queueManagement',
    path: '/services/queue-management',
    load: () => import('./pages/services/QueueManagementPage'),
    nav: { group: 'services', label: 'nav.queueManagement', icon: Clock3 },
    title: 'page.queueManagement.title',
    description: 'page.queueManagement.description',
  },
  {
    id: 'smartInventory',
    path: '/services/smart-inventory',
    load: () => import('./pages/services/SmartInventoryPage'),
    nav: { group: 'services', label: 'nav.smartInventory', icon: Boxes },
    title: 'page.smartInventory.title',
    description: 'page.smartInventory.description',
  },
  {
    id: 'customSolutions',
    path: '/services/custom-solutions',
    load: () => import('./pages/services/CustomSolutionsPage'),
    nav: { group: 'services', label: 'nav.customSolutions', icon: Wrench },
    title: 'page.customSolutions.title',
    description: 'page.customSolutions.description',
  },
] as const satisfies readonly PageRoute[];

export type PageId = (typeof pageRoutes)[number]['id'];

export function pageHref(id: PageId, language: Language): string {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown page: ${id}`);
  return localizedPath(route.path, language);
}
