import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunkOf,
  chunksOf,
  LOAD_GRAPH_FILE,
  loadGraph,
  loadGraphOf,
  startUpChunks,
  type LoadGraph,
} from '../../../scripts/vite/load-graph';
import { buildFixture, INDEX_HTML } from './fixture-build';

/** A rendered chunk, with only what the graph reads. */
const rendered = (
  fileName: string,
  moduleIds: string[],
  more: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facade?: string } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  isEntry: more.isEntry ?? false,
  facadeModuleId: more.facade ?? null,
});

const bundle = {
  'assets/index-1.js': rendered('assets/index-1.js', ['/site/index.html', '/site/src/main.tsx'], {
    imports: ['assets/react-1.js'],
    dynamicImports: ['assets/steps-1.js'],
    isEntry: true,
    facade: '/site/index.html',
  }),
  'assets/react-1.js': rendered('assets/react-1.js', [
    '/site/node_modules/react/index.js',
    '\0vite/preload-helper.js',
  ]),
  'assets/steps-1.js': rendered('assets/steps-1.js', [], {
    imports: ['assets/app-1.js'],
    facade: '/site/src/shell/steps.ts',
  }),
  'assets/app-1.js': rendered(
    'assets/app-1.js',
    ['/site/src/shell/steps.ts', '/site/src/shell/App.tsx'],
    {
      imports: ['assets/react-1.js'],
      dynamicImports: ['assets/PageRoutes-1.js'],
    },
  ),
  'assets/PageRoutes-1.js': rendered('assets/PageRoutes-1.js', ['/site/src/shell/PageRoutes.tsx'], {
    imports: ['assets/app-1.js', 'assets/site-1.js'],
    facade: '/site/src/shell/PageRoutes.tsx',
  }),
  'assets/site-1.js': rendered('assets/site-1.js', ['/site/src/config/site.ts']),
  'assets/icons-1.svg': { type: 'asset' as const, fileName: 'assets/icons-1.svg' },
} as unknown as Rolldown.OutputBundle;

const graph: LoadGraph = loadGraphOf(bundle, '/site');

describe('the load graph of a client build', () => {
  it('has every chunk, its modules from the root, and what it imports', () => {
    expect(graph.chunks.map((chunk) => chunk.file)).toEqual([
      'assets/PageRoutes-1.js',
      'assets/app-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/site-1.js',
      'assets/steps-1.js',
    ]);
    expect(chunkOf(graph, 'src/shell/PageRoutes.tsx')).toEqual({
      file: 'assets/PageRoutes-1.js',
      entry: false,
      facade: 'src/shell/PageRoutes.tsx',
      modules: ['src/shell/PageRoutes.tsx'],
      imports: ['assets/app-1.js', 'assets/site-1.js'],
      dynamicImports: [],
    });
    expect(chunkOf(graph, '\0vite/preload-helper.js').file).toBe('assets/react-1.js');
  });

  it('names the chunk an `import()` of a module loads: the one that re-exports it, if any', () => {
    expect(chunkOf(graph, 'src/shell/steps.ts').file).toBe('assets/steps-1.js');
    expect(chunkOf(graph, 'src/shell/App.tsx').file).toBe('assets/app-1.js');
  });

  it('gives a module’s chunks: its own first, then what it imports, all the way down', () => {
    expect(chunksOf(graph, 'src/shell/PageRoutes.tsx')).toEqual([
      'assets/PageRoutes-1.js',
      'assets/app-1.js',
      'assets/react-1.js',
      'assets/site-1.js',
    ]);
  });

  it('gives start-up: the entry first, its imports, and each step it imports', () => {
    expect(startUpChunks(graph)).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/steps-1.js',
      'assets/app-1.js',
    ]);
  });

  it('fails on a module the build does not have', () => {
    expect(() => chunksOf(graph, 'src/pages/Gone.tsx')).toThrow(/no module src\/pages\/Gone\.tsx/);
  });
});

describe('the load graph plugin', () => {
  it('writes the client build’s graph beside its manifest', async () => {
    const { assets, chunks } = await buildFixture(
      {
        'index.html': INDEX_HTML,
        'main.js': 'const { lazy } = await import("./lazy.js");\ndocument.title = lazy();',
        'lazy.js': 'export const lazy = () => document.title + "lazy";',
      },
      [loadGraph()],
    );
    const asset = assets.find((file) => file.fileName === LOAD_GRAPH_FILE);
    const written = JSON.parse(String(asset?.source)) as LoadGraph;
    const lazy = chunkOf(written, 'lazy.js');
    expect(lazy.file).toBe(chunks.find((chunk) => chunk.name === 'lazy')?.fileName);
    expect(written.chunks.find((chunk) => chunk.entry)?.dynamicImports).toEqual([lazy.file]);
  });

  it('applies to the client’s build only', () => {
    const applies = loadGraph().applyToEnvironment as (environment: unknown) => boolean;
    expect(applies({ config: { consumer: 'client' } })).toBe(true);
    expect(applies({ config: { consumer: 'server' } })).toBe(false);
  });
});
