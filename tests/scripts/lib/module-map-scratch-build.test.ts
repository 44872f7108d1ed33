/**
 * Issue #44, item 2: which chunks load when is derived, not copied, so a lazy import added in one
 * place needs no edit anywhere else. A build of the site with one lazy module more, which only the
 * thank-you page imports (its `import()` injected into src/pages/ContactThanksPage.tsx by a
 * plugin, so the tree is not touched), and the module map the build derives from it.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModuleMap } from '../../../scripts/lib/module-map';
import {
  chunkOf,
  chunksOf,
  LOAD_GRAPH_FILE,
  startUpChunks,
  type LoadGraph,
} from '../../../scripts/vite/load-graph';
import { traceLoads } from '../../../scripts/vite/load-trace';
import type { ModuleMap } from '../../../src/platform/module-preload';

const root = join(import.meta.dirname, '..', '..', '..');

/** The added lazy module, and a module only it imports. */
const LAZY = 'virtual:scratch-lazy';
const LAZY_DEPENDENCY = 'virtual:scratch-lazy-dependency';

/** The thank-you page imports the lazy module as it loads; nothing else knows of it. */
function addLazyImport(): Plugin {
  return {
    name: 'test:add-lazy-import',
    enforce: 'pre',
    resolveId: (id) => (id === LAZY || id === LAZY_DEPENDENCY ? `\0${id}` : null),
    load(id) {
      if (id === `\0${LAZY}`)
        return `import { dependency } from '${LAZY_DEPENDENCY}';\nexport const lazy = 'lazy ' + dependency;`;
      if (id === `\0${LAZY_DEPENDENCY}`) return `export const dependency = 'dependency';`;
      return null;
    },
    transform(code, id) {
      if (!id.endsWith('/src/pages/ContactThanksPage.tsx')) return null;
      return { code: `${code}\nvoid import('${LAZY}');\n`, map: null };
    },
  };
}

const PAGES = [
  { path: '/contact/thanks', language: 'en' },
  { path: '/he/contact/thanks', language: 'he' },
  { path: '/about', language: 'en' },
];

let graph: LoadGraph;
let map: ModuleMap;

beforeAll(async () => {
  // A production build, as `npm run build` makes it: Vitest's `test` would keep the dev tools in.
  process.env.NODE_ENV = 'production';
  const output = await build({
    root,
    logLevel: 'error',
    plugins: [addLazyImport()],
    build: { write: false, emptyOutDir: false },
  });
  const result = Array.isArray(output) ? output[0] : output;
  const asset =
    result && 'output' in result
      ? result.output.find((file) => file.fileName === LOAD_GRAPH_FILE)
      : undefined;
  if (asset?.type !== 'asset') throw new Error('The scratch build wrote no load graph');
  graph = JSON.parse(String(asset.source)) as LoadGraph;
  const loads = await traceLoads(root, PAGES, ['en'], { plugins: [addLazyImport()] });
  map = buildModuleMap(
    graph,
    loads,
    startUpChunks(graph).map((file) => `/${file}`),
  );
}, 180_000);

const filesOf = (path: string) => (map.pages[path] ?? []).map((index) => map.files[index]);

describe('a lazy module added in one page', () => {
  it('is a chunk of its own, with what only it imports, outside start-up', () => {
    const lazy = chunkOf(graph, `\0${LAZY}`);
    expect(lazy.facade).toBe(`\0${LAZY}`);
    expect(chunksOf(graph, `\0${LAZY_DEPENDENCY}`)).toContain(lazy.file);
    expect(startUpChunks(graph)).not.toContain(lazy.file);
  });

  it('is in that page’s module map, in both languages, with nothing copied anywhere', () => {
    const lazy = `/${chunkOf(graph, `\0${LAZY}`).file}`;
    expect(filesOf('/contact/thanks')).toContain(lazy);
    expect(filesOf('/he/contact/thanks')).toContain(lazy);
  });

  it('is in no other page’s', () => {
    expect(filesOf('/about')).not.toContain(`/${chunkOf(graph, `\0${LAZY}`).file}`);
  });

  it('leaves every chunk the page’s load needs in its entry or in start-up: one wave', () => {
    const preloaded = new Set([
      ...filesOf('/contact/thanks'),
      ...startUpChunks(graph).map((file) => `/${file}`),
    ]);
    const needed = [
      'src/pages/ContactThanksPage.tsx',
      `\0${LAZY}`,
      'src/shell/PageRoutes.tsx',
    ].flatMap((module) => chunksOf(graph, module));
    for (const file of needed) expect(preloaded).toContain(`/${file}`);
  });
});
