import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App as ProductionApp, type AppProps } from './App';
import { loadNavigation, preloadNavigationOnIntent } from './Pages';
import { createNavigation } from './navigation';
import { createStartUp } from './start-up';
import { AppActorsProvider } from '../state/AppActorsProvider';
import type { AppActors } from '../state/actors';
import { CONTACT_IDS } from '../contact/endpoint';
import { loadMessages } from '../i18n/messages';
import { ContactSeedContext, readContactSeed } from '../contact/seed';
import type { HydratedIslands, HydrateOptions } from '../islands/hydrate';
import { ISLAND_ATTRIBUTE } from '../config/element-ids';
import { languageOfPath } from '../urls';
import { createStyleCache } from '../styles/emotion-cache';

/**
 * Hydrates the islands in the adopted content (src/islands/hydrate.tsx), whose code loads only on
 * a page that has one. Should it fail to load, the islands stay prerendered and start-up goes on.
 */
function hydrateIslandsIn(content: Element, options: HydrateOptions): HydratedIslands {
  if (!content.querySelector(`[${ISLAND_ATTRIBUTE}]`))
    return { ready: Promise.resolve(), dispose: () => {} };
  const islands = import('../islands/hydrate').then(
    ({ hydrateIslands }) => hydrateIslands(content, options),
    // The browser's error names the chunk that did not load.
    console.error,
  );
  return {
    ready: islands.then((hydrated) => hydrated?.ready),
    dispose: () => void islands.then((hydrated) => hydrated?.dispose()),
  };
}

interface RenderOptions {
  actors: AppActors;
  /** The path the page was loaded at. */
  path: string;
  /** Whether `root` holds the prerendered page (production), or nothing (the dev server). */
  isPrerendered: boolean;
  /**
   * The app to render; `App` by default. The entry hands in development's, which follows the
   * actors the inspector restores when it travels in time (src/dev/travel-app.tsx).
   */
  App?: ComponentType<AppProps>;
}

/**
 * Renders the app into `root`: a prerendered page is hydrated in a transition, so React yields to
 * the browser between units of work and taking over the page never blocks input for long; its
 * content is adopted, not hydrated (decision 013). The start-up actor follows it through
 * (./start-up), and the navigation actor the router's pages (./navigation). Without prerendering the app renders from scratch, once the current page's
 * chunk is there. Either waits for the page's dictionary (the boot script has preloaded it); if
 * that fails, the app does not start, and a prerendered page stays as it was sent, which reads
 * and navigates without it.
 */
export async function renderApp(
  root: HTMLElement,
  { actors, path, isPrerendered, App = ProductionApp }: RenderOptions,
) {
  const loaded = await loadMessages(languageOfPath(path)).then(
    () => true,
    (error: unknown) => {
      console.error('The app does not start: the page’s dictionary did not load.', error);
      return false;
    },
  );
  if (!loaded) return;

  /**
   * One Emotion cache for the app and every island root: it adopts the server-rendered styles and
   * puts run-time rules where the CSP allows them (src/styles/emotion-cache.ts). Made here, not as
   * the module is evaluated: reading the page's rules is a millisecond of a fast machine's time,
   * which would lengthen start-up's longest task, the app's evaluation (decision 034).
   */
  const styleCache = createStyleCache();

  // A contact form the service rendered again after a failed post without JavaScript.
  const contactSeed = readContactSeed(CONTACT_IDS.seed);

  /** What every island root reads: the same actors as the app, and the contact form's seed. */
  const islandProviders: HydrateOptions['providers'] = (island) => (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppActorsProvider actors={actors}>
          <ContactSeedContext.Provider value={contactSeed}>{island}</ContactSeedContext.Provider>
        </AppActorsProvider>
      </CacheProvider>
    </StrictMode>
  );

  const navigation = createNavigation(
    { loadedPath: path, currentPath: window.location.pathname, prerendered: isPrerendered },
    {
      actors,
      hydrateIslands: (content) =>
        hydrateIslandsIn(content, { providers: islandProviders, inspect: actors.inspect }),
    },
  );
  const startUp = createStartUp({ prerendered: isPrerendered }, { actors, navigation });

  // The dev server's page arrives without the global stylesheet the prerenderer writes.
  const DevGlobalStyles = import.meta.env.DEV
    ? (await import('../styles/GlobalStyles')).GlobalStyles
    : null;

  const app = (
    <StrictMode>
      <CacheProvider value={styleCache}>
        {DevGlobalStyles && <DevGlobalStyles />}
        <ContactSeedContext.Provider value={contactSeed}>
          <App actors={actors} startUp={startUp} navigation={navigation} />
        </ContactSeedContext.Provider>
      </CacheProvider>
    </StrictMode>
  );

  if (isPrerendered) {
    startTransition(() => void hydrateRoot(root, app));
    preloadNavigationOnIntent();
    return;
  }
  // If navigation or the page's chunk fails, render anyway: the error boundary shows it.
  await loadNavigation(languageOfPath(path))
    .then(({ pageForPath }) => pageForPath(path).preload())
    .catch(() => undefined);
  createRoot(root).render(app);
}
