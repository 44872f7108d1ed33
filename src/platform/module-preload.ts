/**
 * Module preloading (issue #35, decision 005). A dynamic `import()` brings none of its chunk's
 * dependencies along: each chunk names the next only once it has arrived, so a page reached by
 * navigation used to fetch its scripts in five to seven successive round trips. The build knows
 * every chunk's graph, so it writes the module map (scripts/lib/module-map.ts): for every page of
 * the site and every island, each language, the whole list of chunks its first render needs.
 * When a page or an island is wanted, this asks for all of them together, as
 * `<link rel="modulepreload">`s, each added in a short task of its own (`preloadModules`); the
 * `import()`s that follow find them in the browser's module map.
 *
 * The boot script holds the preloader (src/boot/boot.ts): it fetches the map with the app and
 * lends the preloader on `window` (`lendPreloader`). It preloads a page on the first sign of
 * intent to follow a link to it (the boot script, `preloadPage`); every page the address moves to
 * whose content the app renders, whatever moved it: a link, Back or Forward, `history.pushState`,
 * a redirect (src/shell/Pages.tsx, which calls `__preload` itself, so that this module stays out
 * of start-up's chunk); and an island before it loads (src/islands/Island.tsx,
 * `preloadIslandModules`). One copy of the code, in the boot script: the app's bundles carry only
 * the calls.
 */

/**
 * The `<meta name>` whose content is the module map's URL: a file of its own, named for its
 * content and cached for good, so that no page's HTML carries it (its 1.5 KB gzip made a page
 * one round trip slower to paint on a slow network).
 */
export const MODULE_MAP_META = 'module-map';

/**
 * What the boot script lends the app: preloads an entry of the map, a page's by its path or an
 * island's by `islandKey`, once the map has arrived (an unknown key: nothing).
 */
export type Preloader = (entries: 'pages' | 'islands', key: string) => void;

declare global {
  /**
   * The boot script's preloader: the boot script and the app are two bundles, with a module
   * state each, and one window. Absent where no boot script ran (the prerenderer, development).
   */
  var __preload: Preloader | undefined;
}

/** What the module map's file holds. */
export interface ModuleMap {
  /** Every chunk any entry needs, once, as a path from the site's root. */
  files: string[];
  /** By a page's path (`/about`, `/he/about`): the indices in `files` of what it needs. */
  pages: Record<string, number[]>;
  /** By island and language (`contact-form:he`, `islandKey`): the same. */
  islands: Record<string, number[]>;
}

/** The key of an island's entry in the module map. */
export const islandKey = (name: string, language: string) => `${name}:${language}`;

/**
 * Asks for each module file not yet asked for, in order, each in a task of its own after the one
 * that asked; `integrity` gives each its subresource integrity, in the same order, if it has one.
 * A file already linked is skipped, whichever script linked it.
 *
 * A link starts a fetch, and adding one took 0.1–5 ms on a fast computer (the first the most):
 * a page's 7 to 20 of them in one task took 20 to 70 ms at 4× CPU, input waiting meanwhile, and
 * in the frame that answers a tap (the drawer moving focus to its first link, an intent) they
 * held that frame's paint back (decision 040).
 */
export function preloadModules(files: readonly string[], integrity: readonly string[] = []): void {
  files.forEach((file, index) => setTimeout(linkModule, 0, file, integrity[index] ?? ''));
}

/** Asks for one module file, unless a link asks for it already. */
function linkModule(file: string, integrity: string) {
  if (document.head.querySelector(`link[href="${file}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  link.integrity = integrity;
  document.head.append(link);
}

/**
 * Fetches the module map at `url`, at low priority, and lends its preloader to the app and to the
 * boot script's own listeners, on `window`. Without the map (a failed fetch, the dev server)
 * nothing is preloaded, and every chunk still loads when it is imported, in more round trips.
 */
export function lendPreloader(url: string | undefined): void {
  if (!url) return;
  const moduleMap: Promise<ModuleMap | undefined> = fetch(url, { priority: 'low' })
    .then((response) => (response.ok ? (response.json() as Promise<ModuleMap>) : undefined))
    .catch(() => undefined);
  globalThis.__preload = (entries, key) =>
    void moduleMap.then((map) => {
      // A path may end in a slash (`/about/`); the map's keys do not.
      const indices = map?.[entries]?.[key.length > 1 ? key.replace(/\/$/, '') : key];
      if (map && Array.isArray(indices))
        preloadModules(indices.flatMap((index) => map.files[index] ?? []));
    });
}

/**
 * Preloads what the page at `path` needs to render (an unknown path: nothing), where a preloader
 * was lent: not in the prerenderer, in development or before the app loads.
 */
export const preloadPage = (path: string): void => globalThis.__preload?.('pages', path);

/** Preloads what the island `name` needs to render in `language`, where a preloader was lent. */
export const preloadIslandModules = (name: string, language: string): void =>
  globalThis.__preload?.('islands', islandKey(name, language));
