/**
 * Module preloading (issue #35, decision 005). A dynamic `import()` brings none of its chunk's
 * dependencies along: each chunk names the next only once it has arrived, so a page reached by
 * navigation used to fetch its scripts in five to seven successive round trips. The build knows
 * every chunk's graph, so it writes the module map (scripts/lib/module-map.ts): for every page of
 * the site and every island, each language, the whole list of chunks its first render needs.
 * When a page or an island is wanted, this asks for all of them at once, as
 * `<link rel="modulepreload">`s; the `import()`s that follow find them in the browser's module
 * map. The boot script fetches the map with the app, and preloads a page on the first sign of
 * intent to follow a link to it (src/boot/boot.ts); client navigation and the islands call this
 * too, for the loads no gesture announces (back and forward, a redirect, an island on screen).
 */

/**
 * The `<meta name>` whose content is the module map's URL: a file of its own, named for its
 * content and cached for good, so that no page's HTML carries it (its 1.5 KB gzip made a page
 * one round trip slower to paint on a slow network).
 */
export const MODULE_MAP_META = 'module-map';

declare global {
  interface Window {
    /**
     * The module map, as the boot script fetches it with the app (`fetchModuleMap`): the boot
     * script and the app are two bundles, with a module state each, and one window. Absent where
     * no boot script ran (development); undefined once settled if the map could not be had.
     */
    __moduleMap?: Promise<ModuleMap | undefined>;
  }
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
 * Asks for each module file not yet asked for, all at once; `integrity` gives each its
 * subresource integrity, in the same order, if it has one. A file already linked is skipped,
 * whichever script linked it.
 */
export function preloadModules(files: readonly string[], integrity: readonly string[] = []): void {
  files.forEach((file, index) => {
    if (document.head.querySelector(`link[href="${file}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.integrity = integrity[index] ?? '';
    document.head.append(link);
  });
}

/**
 * Fetches the module map at `url`, at low priority. Without it (a failed fetch, the dev server)
 * nothing is preloaded, and every chunk still loads when it is imported, in more round trips.
 */
export function fetchModuleMap(url: string | undefined): void {
  if (!url) return;
  window.__moduleMap = fetch(url, { priority: 'low' })
    .then((response) => (response.ok ? (response.json() as Promise<ModuleMap>) : undefined))
    .catch(() => undefined);
}

/** Preloads an entry of the map, once it has arrived; nothing in the prerenderer. */
function preloadEntry(entries: 'pages' | 'islands', key: string): void {
  if (typeof window === 'undefined') return;
  void window.__moduleMap?.then((map) => {
    const indices = map?.[entries]?.[key];
    if (map && Array.isArray(indices))
      preloadModules(indices.flatMap((index) => map.files[index] ?? []));
  });
}

/** Preloads what the page at `path` needs to render (an unknown path: nothing). */
export const preloadPage = (path: string): void =>
  preloadEntry('pages', path.length > 1 ? path.replace(/\/$/, '') : path);

/** Preloads what the island `name` needs to render in `language`. */
export const preloadIslandModules = (name: string, language: string): void =>
  preloadEntry('islands', islandKey(name, language));
