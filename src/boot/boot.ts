/**
 * The pre-paint boot script, inlined into every prerendered page's <head> (its hash is in the CSP).
 * Before anything paints it
 *  1. sends a visitor whose stored language is Hebrew from an English path to its Hebrew twin
 *     (ARCHITECTURE P2), unless they came from that twin: then it stores their choice, and
 *  2. puts the view-mode markers on <html>, so the first paint already has the right layout, and
 *     records what the visitor does to the chrome until the app is live
 *     (src/platform/early-input.ts).
 * From then on it preloads a page's chunks, together, as soon as the visitor shows the intent
 * to go there (4, below).
 * Both are the boot decisions (`machines/boot-decisions.ts`), which the language and view-mode
 * machines make again when the app starts; keep this free of React and XState (it must stay tiny).
 * In development (no prerendering) Vite loads the app itself and this script is not used.
 */
import { STORAGE_KEYS } from '../../machines/constants';
import { describeDevice } from '../../machines/device';
import { decideLanguage, decideViewMode } from '../../machines/boot-decisions';
import { recordEarlyInput } from '../platform/early-input';
import { listenForIntent } from '../platform/intent';
import {
  lendPreloader,
  MODULE_MAP_META,
  preloadModules,
  preloadPage,
} from '../platform/module-preload';
import { cameFromTwin, languageOfPath, twinPath } from '../urls';
import { applyViewModeMarkers } from '../platform/document';
import { readStored, writeStored } from '../platform/storage';

const { origin, pathname, search, hash } = window.location;
const urlLanguage = languageOfPath(pathname);
// A page reached from its twin (the language toggle, followed by the browser before the app was
// live) is the visitor's choice: stored before anything reads it, so that neither this script nor
// the app sends them back, whatever the page they left wrote as it went.
if (cameFromTwin(origin + pathname, document.referrer))
  writeStored(STORAGE_KEYS.language, urlLanguage);
const language = decideLanguage(urlLanguage, () => readStored(STORAGE_KEYS.language));

if (language !== urlLanguage) {
  window.location.replace(twinPath(pathname, language) + search + hash);
} else {
  const device = describeDevice({
    userAgent: navigator.userAgent,
    devicePixelRatio: window.devicePixelRatio || 1,
    maxTouchPoints: navigator.maxTouchPoints || 0,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  });
  applyViewModeMarkers({
    mode: decideViewMode(device, () => readStored(STORAGE_KEYS.viewMode)).mode,
    device,
    viewportWidth: window.innerWidth,
  });
  recordEarlyInput();
}

/** The words of a `<meta name>`'s content. */
const metaList = (name: string) =>
  document
    .querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.content.split(' ')
    .filter(Boolean) ?? [];

/**
 * 3. Loads the app once the page has loaded (fonts and images in) and its first contentful paint
 * is on screen, so the app's chunks never compete with what the first paints need: the HTML names
 * the entry module and the chunks it needs in `<meta name="app-modules">`, and their subresource
 * integrity, in the same order, in `<meta name="app-integrity">`. A preloaded chunk is checked
 * once; the module graph then uses it as it was checked. Each request is started in a task of its
 * own, so no task of the load is long (decision 040).
 */
function loadApp() {
  const [entry, ...chunks] = metaList('app-modules');
  const [entryIntegrity = '', ...integrity] = metaList('app-integrity');
  if (!entry) return;
  preloadModules(chunks, integrity);
  // After the chunks' links, so that the entry's imports find them asked for; then the map.
  setTimeout(appendEntry, 0, entry, entryIntegrity);
  setTimeout(lendPreloader, 0, metaList(MODULE_MAP_META)[0]);
}

/** Runs the app's entry module, checked against `integrity`. */
function appendEntry(entry: string, integrity: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.integrity = integrity;
  document.head.append(script);
}

/**
 * The longest the app waits, once the page has loaded, for the first contentful paint to be
 * reported. Firefox reports none for a page that opens scrolled to a fragment (`/contact#…`,
 * `/about#main`): without a limit the app would never load there.
 */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Runs `then` once the first contentful paint has been presented, or `FIRST_PAINT_WAIT_MS` after
 * the next frame if none is reported. A frame's paint reaches the screen some time after the main
 * thread has produced it, so "after the next frame" is too soon. Where paint timing is unknown,
 * after the next frame.
 */
function afterFirstContentfulPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(once, FIRST_PAINT_WAIT_MS));
}

const whenPainted = () => afterFirstContentfulPaint(loadApp);

if (document.visibilityState === 'hidden') {
  document.addEventListener('DOMContentLoaded', loadApp, { once: true });
} else if (document.readyState === 'complete') {
  whenPainted();
} else {
  window.addEventListener('load', whenPainted, { once: true });
}

/**
 * 4. Preloads the chunks of the page a link within the site leads to, together, on the first
 * sign that the visitor is about to follow it (src/platform/intent.ts), from the module map the
 * app's loading fetched (src/platform/module-preload.ts): the whole page in one round trip.
 */
listenForIntent(document, (event) => {
  const link = event.target instanceof Element && event.target.closest('a[href^="/"]');
  if (link instanceof HTMLAnchorElement) preloadPage(link.pathname);
});
