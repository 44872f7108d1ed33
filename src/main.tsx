/**
 * Start-up, in steps that are each a task of their own (decision 015). Evaluating React DOM,
 * evaluating the app, starting the machines and taking over the page are each tens of
 * milliseconds on a phone; run as one task they block input for well over a hundred. So this
 * module imports nothing heavy statically: each step loads what it needs, after the browser has
 * had its turn to paint and to handle input, and hydration itself runs in a transition, which
 * React slices into short tasks.
 */
// The web fonts' @font-face rules: imported by the entry, so the build inlines them in every page.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/heebo/hebrew-400.css';
import '@fontsource/heebo/hebrew-600.css';
import type { InspectionEvent } from 'xstate';
import { ROOT_ELEMENT_MISSING } from '../machines/constants';

const root = document.getElementById('root');
if (!root) throw new Error(ROOT_ELEMENT_MISSING);

/** Runs `work` in a task of its own, once the browser has had its turn. */
function nextTask<T>(work: () => T | Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);
}

/**
 * In development every machine reports to the offline inspector at `/__machines`
 * (src/dev/bridge.ts); with `?inspect` in the URL also to the hosted Stately inspector.
 * Production builds drop both: `import.meta.env.DEV` is false there.
 */
async function loadInspector() {
  if (!import.meta.env.DEV) return undefined;
  const { tabBridge } = await import('./dev/bridge');
  const bridge = tabBridge().inspect;
  if (!new URLSearchParams(window.location.search).has('inspect')) return bridge;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const stately = createBrowserInspector().inspect;
  return (event: InspectionEvent) => {
    bridge(event);
    stately.next?.(event);
  };
}

/**
 * The path the document was loaded at, which its prerendered HTML is for. It is not always where
 * the visitor is now: Back or Forward between two entries of this document before start-up moves
 * the address without loading a page. The app then hydrates what is there and follows the
 * visitor to where they went, as after any navigation.
 */
function loadedPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : window.location.pathname;
}

async function start(root: HTMLElement) {
  /** Production pages arrive prerendered; the dev server sends an empty root. */
  const isPrerendered = root.hasChildNodes();
  const path = isPrerendered ? loadedPath() : window.location.pathname;

  // 1. React DOM, the largest module, evaluated alone.
  await nextTask(() => import('react-dom/client'));

  // 2. The app, evaluated: XState and the machines, the browser edge they are given, Emotion, the
  // app shell, the chrome and the islands' loader, in two tasks (src/shell/yield-to-browser.ts).
  // In development the app's actors are restorable: the inspector can put them back to an earlier
  // snapshot (src/dev/travel-app.tsx).
  const { navigate, readEnvironment, serverEnvironment, renderApp, ...app } = await nextTask(
    () => import('./shell/steps'),
  );
  const inspect = await loadInspector();
  const dev = import.meta.env.DEV ? await import('./dev/travel-app') : undefined;
  const { createAppActors, prerenderedSnapshots } = dev ?? app;

  // 3. What the page was prerendered with, read by the views while React hydrates.
  const hydration = isPrerendered
    ? await nextTask(() => prerenderedSnapshots(serverEnvironment(path)))
    : undefined;

  // 4. The app's actor system, started with the browser's facts.
  const actors = await nextTask(() =>
    createAppActors({
      environment: readEnvironment(path),
      navigation: {
        currentPath: () => window.location.pathname,
        navigate: (to, { replace }) => navigate(to, { replace }),
      },
      inspect,
      hydration,
    }),
  );

  // 5. Taking over the page, in slices (src/shell/render-app.tsx); in development with the app that
  // follows the actors the inspector restores.
  const options = { actors, path, isPrerendered };
  await nextTask(() => renderApp(root, dev ? { ...options, App: dev.TravellingApp } : options));
}

await start(root);
