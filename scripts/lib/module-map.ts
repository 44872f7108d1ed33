/**
 * The module map (issue #35, decision 005): for every page of the site and every island, in each
 * language, every chunk its first render needs. The build writes it as a file each prerendered
 * page names, and src/platform/module-preload.ts asks for a whole entry at once when its page or
 * island is wanted: one round trip instead of a chain of them, since a dynamic `import()` names
 * its chunk's imports only once the chunk has arrived.
 *
 * Nothing here names a module (decision 028): what a page or an island loads is what the app's own
 * code imports when it loads one, recorded by running it (scripts/vite/load-trace.ts), and the
 * chunks are the client build's, each with every chunk it imports statically, all the way down
 * (scripts/vite/load-graph.ts). Islands are not part of their page's entry: one below the fold
 * loads when the visitor comes to it, then in one wave of its own.
 */
import { createHash } from 'node:crypto';
import { type ModuleMap } from '../../src/platform/module-preload';
import { chunksOf, type LoadGraph } from '../vite/load-graph';
import type { TracedLoads } from '../vite/load-trace';

/**
 * The module map of the traced pages and islands: each file once, as a path from the site's
 * root, each entry a list of indices into it, in order, so that entries alike compress alike.
 * Without the chunks every page loads at start-up (`startUp`, paths from the root): a navigation
 * or an island only happens once they are there.
 */
export function buildModuleMap(
  graph: LoadGraph,
  loads: TracedLoads,
  startUp: readonly string[],
): ModuleMap {
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const entry = (modules: readonly string[]) => {
    const chunks = new Set(modules.flatMap((module) => chunksOf(graph, module)));
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
  for (const [path, modules] of Object.entries(loads.pages)) map.pages[path] = entry(modules);
  for (const [key, modules] of Object.entries(loads.islands)) map.islands[key] = entry(modules);
  return map;
}

/** The map as its file: its text, and its path from the site's root, named for its content. */
export function moduleMapFile(map: ModuleMap): { path: string; text: string } {
  const text = JSON.stringify(map);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { path: `/assets/module-map-${hash}.json`, text };
}
