import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { ROOT_ELEMENT_MISSING } from '../machines/constants';
import { App, pageForPath, type PrerenderedPage } from './App';
import { AppActorsProvider } from './app/AppActorsProvider';
import { createAppActors } from './app/actors';
import { CONTACT_IDS } from './contact/endpoint';
import { ContactSeedContext, readContactSeed } from './contact/seed';
import { hydrateIslands, type IslandProviders } from './islands/hydrate';
import { readEnvironment, serverEnvironment } from './platform/environment';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_ELEMENT_MISSING);

/**
 * In development every machine reports to the offline inspector at `/__machines`
 * (src/dev/bridge.ts); with `?inspect` in the URL also to the hosted Stately inspector.
 * Production builds drop both: `import.meta.env.DEV` is false there.
 */
async function loadInspector() {
  if (!import.meta.env.DEV) return undefined;
  const { connectBridge } = await import('./dev/bridge');
  const bridge = connectBridge();
  if (!new URLSearchParams(window.location.search).has('inspect')) return bridge;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const stately = createBrowserInspector().inspect;
  return (event: InspectionEvent) => {
    bridge(event);
    stately.next?.(event);
  };
}

const path = window.location.pathname;
/** Production pages arrive prerendered; the dev server sends an empty root. */
const isPrerendered = root.hasChildNodes();

// Rendering from scratch needs the current page's chunk; a prerendered page's content is adopted
// as it is, so its chunk is never loaded. If it fails, render anyway: the error boundary shows it.
if (!isPrerendered) {
  await pageForPath(path)
    .preload()
    .catch(() => undefined);
}

const actors = createAppActors({
  environment: readEnvironment(path),
  navigation: {
    currentPath: () => window.location.pathname,
    navigate: (to, { replace }) => navigate(to, { replace }),
  },
  inspect: await loadInspector(),
  hydrateFrom: isPrerendered ? serverEnvironment(path) : undefined,
});

// A contact form the service rendered again after a failed post without JavaScript.
const contactSeed = readContactSeed(CONTACT_IDS.seed);

/** What every island root reads: the same actors as the app, and the contact form's seed. */
const islandProviders: IslandProviders = (island) => (
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <ContactSeedContext.Provider value={contactSeed}>{island}</ContactSeedContext.Provider>
    </AppActorsProvider>
  </StrictMode>
);

const prerendered: PrerenderedPage | undefined = isPrerendered
  ? { path, hydrateIslands: (content) => hydrateIslands(content, islandProviders) }
  : undefined;

const app = (
  <StrictMode>
    <ContactSeedContext.Provider value={contactSeed}>
      <App actors={actors} prerendered={prerendered} />
    </ContactSeedContext.Provider>
  </StrictMode>
);

// Hydrating in a transition lets React yield to the browser between units of work, so taking
// over the page never blocks input for long (total blocking time).
if (isPrerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
