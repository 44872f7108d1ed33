/**
 * The prerendering entry (built with `vite build --ssr`). It renders one path to HTML with the
 * same React tree the browser hydrates, waiting for the page's lazy chunk (`prerender` does,
 * `renderToString` does not).
 */
import { prerender } from 'react-dom/static';
import { App, pageForPath } from './App';
import { createServerActors } from './app/actors';
import { readEnvironment } from './platform/environment';

export async function renderPage(path: string): Promise<string> {
  await pageForPath(path).preload();
  const actors = createServerActors(readEnvironment(path));
  const { prelude } = await prerender(<App actors={actors} ssrPath={path} />, {
    // Never outline a finished boundary into a streaming script: the page must be plain HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

export { company, SITE_ORIGIN } from './config/site';
export { dictionaries } from './i18n';
export { basePath, languageOfPath, localizedPath } from './paths';
export { pageRoutes } from './routes';
