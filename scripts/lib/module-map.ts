/**
 * The module map (issue #35, decision 005): for every page of the site and every island, in each
 * language, every chunk its first render needs, from the client build's manifest. The build writes
 * it as a file each prerendered page names, and src/platform/module-preload.ts asks for a whole
 * entry at once when its page or island is wanted: one round trip instead of a chain of them, since a dynamic
 * `import()` names its chunk's imports only once the chunk has arrived.
 *
 * What a first render needs mirrors what the app loads, and a source the manifest does not know
 * fails the build:
 *  - a page: client navigation (src/shell/Pages.tsx: the route table and the error screen, the
 *    pages' texts) and the chrome's dictionary, for a page in the other language; the page's
 *    module (src/shell/page-modules.ts); a document's renderer and the charts it names
 *    (src/content/page-module.tsx), each `src/charts/illustrations/<Id>Illustration.tsx`
 *    (src/charts/chart-registry.ts);
 *  - an island: its chunk and the texts it loads with it (src/islands/registry.ts).
 * Each with every chunk those import statically, all the way down. Islands are not part of their
 * page's entry: one below the fold loads when the visitor comes to it, then in one wave of its own.
 */
import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';
import type { Language } from '../../machines/constants';
import type { IslandName } from '../../src/islands/registry';
import { islandKey, type ModuleMap } from '../../src/platform/module-preload';
import type { PageSource } from '../../src/shell/page-modules';

/** The JS chunks a module needs: its own chunk and everything it imports statically. */
export function moduleChunks(manifest: Manifest, source: string): string[] {
  if (!manifest[source]) throw new Error(`The build's manifest has no module ${source}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}

/** The source module of a chart (`sales` → `src/charts/illustrations/SalesIllustration.tsx`). */
const chartSource = (id: string) =>
  `src/charts/illustrations/${id[0]?.toUpperCase()}${id.slice(1)}Illustration.tsx`;

/** What a page's first render loads, in `language`, as source modules. */
export function modulesOfPage(
  page: PageSource,
  language: Language,
  charts: readonly string[],
): string[] {
  const navigation = [
    'src/shell/PageRoutes.tsx',
    'src/chrome/ErrorScreen.tsx',
    `src/i18n/${language}.ts`,
    `src/i18n/pages/${language}.ts`,
  ];
  if (page.kind === 'component') return [...navigation, `src/pages/${page.module}.tsx`];
  return [
    ...navigation,
    'src/content/page-module.tsx',
    `src/pages/${page.folder}/${language}.ts`,
    ...charts.map(chartSource),
  ];
}

/** What an island loads before it renders, in `language` (src/islands/registry.ts). */
const islandSources: Record<IslandName, (language: Language) => string[]> = {
  'demo-player': (language) => ['src/demo/DemoPlayer.tsx', `src/demo/demo.${language}.ts`],
  'contact-form': (language) => ['src/contact/ContactForm.tsx', `src/i18n/contact/${language}.ts`],
};

const ISLAND_NAMES = Object.keys(islandSources) as IslandName[];

/**
 * The module map of the given pages (path and source modules) and of every island in each of
 * `languages`: each file once, each entry a list of indices into it, in order, so that entries
 * alike compress alike. Without the chunks every page loads at start-up (`startUp`, paths from
 * the root): a navigation or an island only happens once they are there.
 */
export function buildModuleMap(
  manifest: Manifest,
  pages: readonly { path: string; sources: readonly string[] }[],
  languages: readonly Language[],
  startUp: readonly string[],
): ModuleMap {
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const entry = (sources: readonly string[]) => {
    const chunks = new Set(sources.flatMap((source) => moduleChunks(manifest, source)));
    const indices = [...chunks]
      .map((chunk) => `/${chunk}`)
      .filter((file) => !startUp.includes(file))
      .map((file) => {
        let index = indexOf.get(file);
        if (index === undefined) {
          index = files.push(file) - 1;
          indexOf.set(file, index);
        }
        return index;
      });
    return indices.sort((a, b) => a - b);
  };
  const map: ModuleMap = { files, pages: {}, islands: {} };
  for (const { path, sources } of pages) map.pages[path] = entry(sources);
  for (const language of languages)
    for (const name of ISLAND_NAMES)
      map.islands[islandKey(name, language)] = entry(islandSources[name](language));
  return map;
}

/** The map as its file: its text, and its path from the site's root, named for its content. */
export function moduleMapFile(map: ModuleMap): { path: string; text: string } {
  const text = JSON.stringify(map);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { path: `/assets/module-map-${hash}.json`, text };
}
