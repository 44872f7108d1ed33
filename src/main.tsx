import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import type { InspectionEvent } from 'xstate';
import { ROOT_ELEMENT_MISSING } from '../machines/constants';
import { App, pageForPath } from './App';
import { createAppActors } from './app/actors';
import { CONTACT_IDS } from './contact/endpoint';
import { ContactSeedContext, readContactSeed } from './contact/seed';
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
const prerendered = root.hasChildNodes();

// Load the current page's chunk first, so hydration finds it ready and keeps the server's HTML.
// If it fails, render anyway: the error boundary shows the error screen.
await pageForPath(path)
  .preload()
  .catch(() => undefined);

const actors = createAppActors({
  environment: readEnvironment(path),
  navigation: {
    currentPath: () => window.location.pathname,
    navigate: (to, { replace }) => navigate(to, { replace }),
  },
  inspect: await loadInspector(),
  hydrateFrom: prerendered ? serverEnvironment(path) : undefined,
});

// A contact form the service rendered again after a failed post without JavaScript.
const contactSeed = readContactSeed(CONTACT_IDS.seed);

const app = (
  <StrictMode>
    <ContactSeedContext.Provider value={contactSeed}>
      <App actors={actors} />
    </ContactSeedContext.Provider>
  </StrictMode>
);

// Hydrating in a transition lets React yield to the browser between units of work, so taking
// over a long prerendered page never blocks input for long (total blocking time).
if (prerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
