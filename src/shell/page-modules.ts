import type { Language } from '../../machines/constants';
import type { PageDocument } from '../content/page-document';
import type { PageModule } from '../platform/lazy-page';
import type { PageId } from '../routes';

/**
 * Where a page lives under `src/pages/`, as a maintainer opens it: a document is a folder holding
 * one module per language (`<folder>/en.ts`, `<folder>/he.ts`); a page with behaviour of its own
 * is a component module (`<module>.tsx`). `tests/routes.test.ts` checks that each one exists.
 */
export type PageSource =
  { kind: 'document'; folder: string } | { kind: 'component'; module: `${string}Page` };

/**
 * Each route's page (src/routes.ts), by its id. Beside the route table, not in it: the table
 * loads at start-up for the side bar, and only client navigation and the build need this.
 */
export const pageSources = {
  home: { kind: 'document', folder: 'home' },
  about: { kind: 'document', folder: 'about' },
  usecases: { kind: 'document', folder: 'usecases' },
  contact: { kind: 'component', module: 'ContactPage' },
  contactThanks: { kind: 'component', module: 'ContactThanksPage' },
  decisionMaking: { kind: 'document', folder: 'services/decision-making' },
  customerInsights: { kind: 'document', folder: 'services/customer-insights' },
  procurement: { kind: 'document', folder: 'services/procurement' },
  qualityControl: { kind: 'document', folder: 'services/quality-control' },
  sales: { kind: 'document', folder: 'services/sales' },
  queueManagement: { kind: 'document', folder: 'services/queue-management' },
  smartInventory: { kind: 'document', folder: 'services/smart-inventory' },
  customSolutions: { kind: 'document', folder: 'services/custom-solutions' },
  accessibility: { kind: 'document', folder: 'legal/accessibility' },
  privacy: { kind: 'document', folder: 'legal/privacy' },
} as const satisfies Record<PageId, PageSource>;

/** What an unknown path shows, in either language. */
export const notFoundPage = {
  kind: 'component',
  module: 'NotFoundPage',
} as const satisfies PageSource;

/**
 * The pages written as components, each its own chunk (`src/pages/<module>.tsx`). Kept apart
 * from the route table so tools that run outside Vite (Playwright, scripts) can import the table.
 */
const components = import.meta.glob<PageModule>('../pages/*Page.tsx');

/** The pages written as documents: one module per language (`en.ts`, `he.ts`), each its own chunk. */
const documents = import.meta.glob<PageDocument>('../pages/**/{en,he}.ts', { import: 'default' });

/** A document page: the renderer, and the document in `language` only. */
async function loadDocumentPage(load: () => Promise<PageDocument>): Promise<PageModule> {
  const [{ documentPage }, document] = await Promise.all([
    import('../content/page-module'),
    load(),
  ]);
  return documentPage(document);
}

const missing = (file: string) => Promise.reject(new Error(`No page module src/pages/${file}`));

/** The page module a route names, in one language: a document page, or a page component. */
export function loadPage(page: PageSource, language: Language): Promise<PageModule> {
  if (page.kind === 'document') {
    const file = `${page.folder}/${language}.ts`;
    const load = documents[`../pages/${file}`];
    return load ? loadDocumentPage(load) : missing(file);
  }
  const file = `${page.module}.tsx`;
  const load = components[`../pages/${file}`];
  return load ? load() : missing(file);
}
