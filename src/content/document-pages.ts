/**
 * The routes whose page is a document: route module (`src/routes.ts`) → the folder under
 * `src/pages/` that holds its `en.ts` and `he.ts`. Plain data.
 */
export const documentFolders: Partial<Record<string, string>> = {
  AboutPage: 'about',
  AccessibilityPage: 'legal/accessibility',
  HomePage: 'home',
  PrivacyPage: 'legal/privacy',
  'services/CustomerInsightsPage': 'services/customer-insights',
  'services/CustomSolutionsPage': 'services/custom-solutions',
  'services/DecisionMakingPage': 'services/decision-making',
  'services/ProcurementPage': 'services/procurement',
  'services/QualityControlPage': 'services/quality-control',
  'services/QueueManagementPage': 'services/queue-management',
  'services/SalesPage': 'services/sales',
  'services/SmartInventoryPage': 'services/smart-inventory',
  UseCasesPage: 'usecases',
};
