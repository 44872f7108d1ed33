/**
 * Module preloading (issue #35, decision 005). A dynamic `import()` brings none of its chunk's
 * dependencies along: each chunk names the next only once it has arrived, so a page reached by
 * navigation used to fetch its scripts in five to seven successive round trips. The build knows
 * every chunk's graph, so it writes into each prerendered page the module map: for every page of
 * the site and every island, each language, the whole list of chunks its first render needs
 * (scripts/lib/module-map.ts). When a page or an island is wanted, this asks for all of them at
 * once, as `<link rel="modulepreload">`s; the `import()`s that follow find them in the browser's
 * module map. The boot script calls it on the first sign of intent and on history navigation,
 * before the app has loaded (src/boot/boot.ts); client navigation and the islands call it too,
 * for the loads no gesture announces.
 */

/**
 * The id of the element that holds the map (here, not with the other ids in src/config, which
 * start-up loads: nothing at start-up reads it).
 */
export const MODULE_MAP_ID = 'module-map';

/** What the build writes into a page, as JSON in `<script type="application/json" id=…>`. */
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
 * whichever script linked it (the boot script and the app are two bundles).
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

let map: ModuleMap | null | undefined;

/**
 * The page's module map, read once. None in development (nothing is prerendered) or if it is
 * unreadable, which a hand-edited page could make it: then nothing is preloaded, and every
 * chunk still loads when it is imported, only in more round trips.
 */
function moduleMap(): ModuleMap | null {
  if (map !== undefined) return map;
  try {
    map = JSON.parse(document.getElementById(MODULE_MAP_ID)?.textContent ?? 'null') as ModuleMap;
  } catch {
    map = null;
  }
  return map;
}

function preloadEntry(entries: keyof Omit<ModuleMap, 'files'>, key: string): void {
  const found = moduleMap();
  const indices = found?.[entries]?.[key];
  if (found && indices) preloadModules(indices.flatMap((index) => found.files[index] ?? []));
}

/** Preloads what the page at `path` needs to render (an unknown path: nothing). */
export const preloadPage = (path: string): void =>
  preloadEntry('pages', path.length > 1 ? path.replace(/\/$/, '') : path);

/** Preloads what the island `name` needs to render in `language`. */
export const preloadIslandModules = (name: string, language: string): void =>
  preloadEntry('islands', islandKey(name, language));
