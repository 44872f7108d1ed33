import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { ROOT_ELEMENT_MISSING } from '../machines/constants';
import { App } from './App';
import { createAppActors } from './app/actors';
import { readEnvironment } from './platform/environment';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_ELEMENT_MISSING);

/** `?inspect` in development connects every machine to the Stately inspector. */
async function loadInspector() {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) {
    return undefined;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

const actors = createAppActors({
  environment: readEnvironment(window.location.pathname),
  navigation: {
    currentPath: () => window.location.pathname,
    navigate: (to, { replace }) => navigate(to, { replace }),
  },
  inspect: await loadInspector(),
});

createRoot(root).render(
  <StrictMode>
    <App actors={actors} />
  </StrictMode>,
);
