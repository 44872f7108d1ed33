import type { Language } from '../machines/constants';
import type { PageDocument } from './content/document';
import { documentFolders } from './content/document-pages';
import type { PageModule } from './lazy-page';

/**
 * The pages still written as components, each its own chunk, loaded by name
 * (`src/pages/<module>.tsx`). Kept apart from the route table so tools that run outside Vite
 * (Playwright, scripts) can import the table.
 */
const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/** The pages written as documents: one module per language (`en.ts`, `he.ts`), each its own chunk. */
const documents = import.meta.glob<PageDocument>('./pages/**/{en,he}.ts', { import: 'default' });

/** A document page: the renderer, and the document in `language` only. */
async function loadDocumentPage(load: () => Promise<PageDocument>): Promise<PageModule> {
  const [{ documentPage }, document] = await Promise.all([import('./content/page-module'), load()]);
  return documentPage(document);
}

/** The page module for a route in one language: a document page, or a page component. */
export function loadPage(module: string, language: Language): Promise<PageModule> {
  const folder = documentFolders[module];
  const loadDocument = folder && documents[`./pages/${folder}/${language}.ts`];
  if (loadDocument) return loadDocumentPage(loadDocument);
  const load = pageModules[`./pages/${module}.tsx`];
  if (!load)
    return Promise.reject(new Error(`No page module src/pages/${module}.tsx (${language})`));
  return load();
}
