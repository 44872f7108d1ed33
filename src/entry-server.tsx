/**
 * The prerendering entry (built with `vite build --ssr`). It renders one path to HTML with the
 * same React tree the browser hydrates, waiting for the page's lazy chunk (`prerender` does,
 * `renderToString` does not). The contact service also renders with it at run time, to show a
 * form refused without JavaScript again, filled in (`contactSeed`).
 */
import { prerender } from 'react-dom/static';
import { CacheProvider } from '@emotion/react';
import type { Language } from '../machines/constants';
import { App } from './shell/App';
import { loadNavigation } from './shell/Pages';
import { createServerActors } from './state/actors';
import { ContactSeedContext, type ContactSeed } from './contact/seed';
import { loadPrerenderMessages } from './i18n/messages';
import { languageOfPath } from './urls';
import { readEnvironment } from './platform/environment';
import { GlobalStyles } from './styles/GlobalStyles';
import { createPrerenderStyleCache } from './styles/emotion-cache';

/**
 * Both dictionaries, loaded before any page renders: the browser loads one at a time, the
 * prerenderer has both from the start. Loaded as the browser does, so each stays a chunk.
 */
const [en, he] = await Promise.all([loadPrerenderMessages('en'), loadPrerenderMessages('he')]);
export const dictionaries = { en, he } satisfies Record<Language, unknown>;

export async function renderPage(
  path: string,
  { contactSeed = null }: { contactSeed?: ContactSeed | null } = {},
): Promise<string> {
  const { pageForPath } = await loadNavigation(languageOfPath(path));
  await pageForPath(path).preload();
  const actors = createServerActors(readEnvironment(path));
  // The global stylesheet, written into the page once: the browser never builds it.
  const app = (
    <CacheProvider value={createPrerenderStyleCache()}>
      <GlobalStyles />
      <ContactSeedContext.Provider value={contactSeed}>
        <App actors={actors} ssrPath={path} />
      </ContactSeedContext.Provider>
    </CacheProvider>
  );
  const { prelude } = await prerender(app, {
    // Never outline a finished boundary into a streaming script: the page must be plain HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

export { company, SITE_ORIGIN } from './config/site';
export { languageOfPath };
export { pageRoutes } from './routes';
export { ISLAND_ATTRIBUTE } from './config/element-ids';
export { isIslandName } from './islands/registry';
export { printStylesheet } from './styles/print';
