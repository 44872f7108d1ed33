import type { Language } from '../machines/constants';
import type { PageModule } from './lazy-page';

/**
 * The page modules, each its own chunk, loaded by name (`src/pages/<module>.tsx`). Kept apart
 * from the route table so tools that run outside Vite (Playwright, scripts) can import the table.
 */
const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './pages/services/*Page.tsx',
]);

/** The page module for a route in one language (both languages share one module today). */
export function loadPage(module: string, language: Language): Promise<PageModule> {
  const load = pageModules[`./pages/${module}.tsx`];
  if (!load)
    return Promise.reject(new Error(`No page module src/pages/${module}.tsx (${language})`));
  return load();
}
