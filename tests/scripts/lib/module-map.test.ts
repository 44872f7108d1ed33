import { describe, expect, it } from 'vitest';
import { buildModuleMap, moduleMapFile } from '../../../scripts/lib/module-map';
import type { LoadGraph, LoadGraphChunk } from '../../../scripts/vite/load-graph';
import type { TracedLoads } from '../../../scripts/vite/load-trace';

/** A chunk of the graph: its file, what it holds, what it imports. */
const chunk = (
  file: string,
  modules: string[],
  imports: string[] = [],
  more: Partial<LoadGraphChunk> = {},
): LoadGraphChunk => ({
  file: `assets/${file}`,
  entry: false,
  modules,
  imports: imports.map((imported) => `assets/${imported}`),
  dynamicImports: [],
  ...more,
});

/**
 * A client build's load graph in small: start-up (`react`, `app`), client navigation, a document
 * page that names a chart, a component page, and an island, each chunk with its static imports.
 */
const graph: LoadGraph = {
  chunks: [
    chunk('index-1.js', ['src/main.tsx'], ['react-1.js'], { entry: true }),
    chunk('react-1.js', ['node_modules/react/index.js']),
    chunk('app-1.js', ['src/shell/App.tsx'], ['react-1.js']),
    chunk('site-1.js', ['src/config/site.ts']),
    chunk('blocks-1.js', ['src/content/blocks/index.ts'], ['app-1.js', 'lucide-1.js']),
    chunk('lucide-1.js', ['node_modules/lucide-react/dist/esm/Icon.mjs']),
    chunk('kit-1.js', ['src/charts/kit.tsx'], ['marks-1.js']),
    chunk('marks-1.js', ['src/charts/marks.tsx']),
    chunk('PageRoutes-1.js', ['src/shell/PageRoutes.tsx'], ['app-1.js', 'site-1.js']),
    chunk('ErrorScreen-1.js', ['src/chrome/ErrorScreen.tsx'], ['app-1.js']),
    chunk('messages-en-1.js', ['src/i18n/en.ts']),
    chunk('messages-pages-en-1.js', ['src/i18n/pages/en.ts']),
    chunk('page-module-1.js', ['src/content/page-module.tsx'], ['blocks-1.js']),
    chunk('en-1.js', ['src/pages/services/sales/en.ts'], ['blocks-1.js']),
    chunk(
      'SalesIllustration-1.js',
      ['src/charts/illustrations/SalesIllustration.tsx'],
      ['kit-1.js'],
    ),
    chunk('ContactPage-1.js', ['src/pages/ContactPage.tsx'], ['blocks-1.js']),
    chunk('ContactForm-1.js', ['src/contact/ContactForm.tsx'], ['app-1.js']),
    chunk('messages-contact-en-1.js', ['src/i18n/contact/en.ts']),
    // A dynamically imported module of a chunk group: a chunk that only re-exports it.
    chunk('steps-1.js', [], ['app-1.js'], { facade: 'src/shell/steps.ts' }),
  ],
};

const navigation = [
  'src/chrome/ErrorScreen.tsx',
  'src/shell/PageRoutes.tsx',
  'src/i18n/en.ts',
  'src/i18n/pages/en.ts',
];

/** What the app imports for each, as the trace records it (scripts/vite/load-trace.ts). */
const loads: TracedLoads = {
  pages: {
    '/services/sales': [
      ...navigation,
      'src/content/page-module.tsx',
      'src/pages/services/sales/en.ts',
      'src/charts/illustrations/SalesIllustration.tsx',
    ],
    '/contact': [...navigation, 'src/pages/ContactPage.tsx'],
  },
  islands: { 'contact-form:en': ['src/contact/ContactForm.tsx', 'src/i18n/contact/en.ts'] },
};

const START_UP = ['/assets/index-1.js', '/assets/react-1.js', '/assets/app-1.js'];
const map = buildModuleMap(graph, loads, START_UP);

/** The files a page or island entry names. */
const filesOf = (indices: number[] | undefined) => (indices ?? []).map((i) => map.files[i]);

describe('the module map the build writes', () => {
  it('lists every chunk of what a page’s load imports, and theirs, all the way down', () => {
    expect(filesOf(map.pages['/services/sales']).sort()).toEqual(
      [
        '/assets/PageRoutes-1.js',
        '/assets/site-1.js',
        '/assets/ErrorScreen-1.js',
        '/assets/messages-en-1.js',
        '/assets/messages-pages-en-1.js',
        '/assets/page-module-1.js',
        '/assets/blocks-1.js',
        '/assets/lucide-1.js',
        '/assets/en-1.js',
        '/assets/SalesIllustration-1.js',
        '/assets/kit-1.js',
        '/assets/marks-1.js',
      ].sort(),
    );
  });

  it('leaves out what start-up has loaded', () => {
    for (const indices of [...Object.values(map.pages), ...Object.values(map.islands)])
      for (const file of START_UP) expect(filesOf(indices)).not.toContain(file);
  });

  it('gives a page only what its load imported: a component page no document renderer', () => {
    const files = filesOf(map.pages['/contact']);
    expect(files).toContain('/assets/ContactPage-1.js');
    expect(files).not.toContain('/assets/page-module-1.js');
    expect(files).not.toContain('/assets/SalesIllustration-1.js');
  });

  it('gives each island its chunk, its texts and what they import', () => {
    expect(filesOf(map.islands['contact-form:en']).sort()).toEqual(
      ['/assets/ContactForm-1.js', '/assets/messages-contact-en-1.js'].sort(),
    );
  });

  it('names the chunk an import of a module loads: its re-exporting chunk, then the group’s', () => {
    const withSteps = buildModuleMap(
      graph,
      { pages: { '/x': ['src/shell/steps.ts'] }, islands: {} },
      [],
    );
    expect(withSteps.pages['/x']!.map((i) => withSteps.files[i])).toEqual([
      '/assets/steps-1.js',
      '/assets/app-1.js',
      '/assets/react-1.js',
    ]);
  });

  it('names each file once, and each entry in order', () => {
    expect(new Set(map.files).size).toBe(map.files.length);
    for (const indices of Object.values(map.pages))
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('fails the build on a module the build does not have', () => {
    expect(() =>
      buildModuleMap(graph, { pages: { '/x': ['src/pages/Gone.tsx'] }, islands: {} }, START_UP),
    ).toThrow(/src\/pages\/Gone\.tsx/);
  });

  it('writes the map as a file named for its content', () => {
    const file = moduleMapFile(map);
    expect(JSON.parse(file.text)).toEqual(map);
    expect(file.path).toMatch(/^\/assets\/module-map-[0-9a-f]{10}\.json$/);
    expect(moduleMapFile(map).path).toBe(file.path);
  });
});
