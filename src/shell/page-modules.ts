import type { Language } from '../../machines/constants';
import type { PageDocument } from '../content/page-document';
import type { PageModule } from '../platform/lazy-page';
import type { PageSource } from '../routes';

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
