// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from 'vite';
import { buildModuleMap, moduleMapFile, modulesOfPage } from '../../scripts/lib/module-map';

/**
 * A client build's manifest in small: start-up (`react`, `app`), client navigation, a document
 * page that names a chart, a component page, and the islands, each chunk with its static imports.
 */
const manifest: Manifest = {
  _react: { file: 'assets/react-1.js' },
  _app: { file: 'assets/app-1.js', imports: ['_react'] },
  _site: { file: 'assets/site-1.js', imports: ['_app'] },
  _blocks: { file: 'assets/blocks-1.js', imports: ['_app', '_lucide'] },
  _lucide: { file: 'assets/lucide-1.js' },
  _kit: { file: 'assets/kit-1.js', imports: ['_marks'] },
  _marks: { file: 'assets/marks-1.js' },
  _shared: { file: 'assets/islands-shared-1.js', imports: ['_app'] },
  'src/shell/PageRoutes.tsx': { file: 'assets/PageRoutes-1.js', imports: ['_app', '_site'] },
  'src/chrome/ErrorScreen.tsx': { file: 'assets/ErrorScreen-1.js', imports: ['_app'] },
  'src/i18n/en.ts': { file: 'assets/messages-en-1.js' },
  'src/i18n/he.ts': { file: 'assets/messages-he-1.js' },
  'src/i18n/pages/en.ts': { file: 'assets/messages-pages-en-1.js' },
  'src/i18n/pages/he.ts': { file: 'assets/messages-pages-he-1.js' },
  'src/content/page-module.tsx': { file: 'assets/page-module-1.js', imports: ['_blocks'] },
  'src/pages/services/sales/en.ts': { file: 'assets/en-1.js', imports: ['_blocks'] },
  'src/pages/services/sales/he.ts': { file: 'assets/he-1.js', imports: ['_blocks'] },
  'src/charts/illustrations/SalesIllustration.tsx': {
    file: 'assets/SalesIllustration-1.js',
    imports: ['_kit'],
  },
  'src/pages/ContactPage.tsx': { file: 'assets/ContactPage-1.js', imports: ['_blocks'] },
  'src/contact/ContactForm.tsx': { file: 'assets/ContactForm-1.js', imports: ['_shared'] },
  'src/i18n/contact/en.ts': { file: 'assets/messages-contact-en-1.js' },
  'src/i18n/contact/he.ts': { file: 'assets/messages-contact-he-1.js' },
  'src/demo/DemoPlayer.tsx': { file: 'assets/DemoPlayer-1.js', imports: ['_shared', '_kit'] },
  'src/demo/demo.en.ts': { file: 'assets/demo.en-1.js' },
  'src/demo/demo.he.ts': { file: 'assets/demo.he-1.js' },
};

const sales = { kind: 'document', folder: 'services/sales' } as const;
const contact = { kind: 'component', module: 'ContactPage' } as const;
const START_UP = ['/assets/react-1.js', '/assets/app-1.js', '/assets/messages-en-1.js'];

const map = buildModuleMap(
  manifest,
  [
    { path: '/services/sales', sources: modulesOfPage(sales, 'en', ['sales']) },
    { path: '/he/services/sales', sources: modulesOfPage(sales, 'he', ['sales']) },
    { path: '/contact', sources: modulesOfPage(contact, 'en', []) },
  ],
  ['en', 'he'],
  START_UP,
);

/** The files a page or island entry names. */
const filesOf = (indices: number[] | undefined) => (indices ?? []).map((i) => map.files[i]);

/** The modules the document asks the browser for. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the module map the build writes', () => {
  it('lists everything a document page needs: navigation, its texts, its renderer, its charts, all the way down', () => {
    expect(filesOf(map.pages['/services/sales']).sort()).toEqual(
      [
        '/assets/PageRoutes-1.js',
        '/assets/site-1.js',
        '/assets/ErrorScreen-1.js',
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

  it('leaves out what start-up has loaded, but not the other language’s dictionary', () => {
    const hebrew = filesOf(map.pages['/he/services/sales']);
    expect(hebrew).toContain('/assets/messages-he-1.js');
    expect(hebrew).toContain('/assets/he-1.js');
    for (const file of START_UP) expect(hebrew).not.toContain(file);
  });

  it('gives a component page its module, and no document renderer', () => {
    const files = filesOf(map.pages['/contact']);
    expect(files).toContain('/assets/ContactPage-1.js');
    expect(files).not.toContain('/assets/page-module-1.js');
  });

  it('gives each island, in each language, its chunk, its texts and what they import', () => {
    expect(filesOf(map.islands['contact-form:he']).sort()).toEqual(
      [
        '/assets/ContactForm-1.js',
        '/assets/islands-shared-1.js',
        '/assets/messages-contact-he-1.js',
      ].sort(),
    );
    expect(filesOf(map.islands['demo-player:en'])).toContain('/assets/marks-1.js');
  });

  it('names each file once, and each entry in order', () => {
    expect(new Set(map.files).size).toBe(map.files.length);
    for (const indices of Object.values(map.pages))
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
  });

  it('fails the build on a page whose module the build does not have', () => {
    expect(() =>
      buildModuleMap(
        manifest,
        [{ path: '/x', sources: modulesOfPage(sales, 'en', ['procurement']) }],
        ['en'],
        START_UP,
      ),
    ).toThrow(/ProcurementIllustration/);
  });
});

describe('module preloading in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__moduleMap;
  });
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  /** The module, with the map fetched as the boot script fetches it, answered by `response`. */
  async function withMap(response: Response) {
    const fetch = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetch);
    const module = await import('../../src/platform/module-preload');
    module.fetchModuleMap('/assets/module-map-1.json');
    await window.__moduleMap;
    return { ...module, fetch };
  }

  /** Lets the preloads that wait on the map run. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('fetches the map at low priority, and asks for every module of a page at once, each once', async () => {
    const { preloadPage, fetch } = await withMap(new Response(moduleMapFile(map).text));
    expect(fetch).toHaveBeenCalledWith('/assets/module-map-1.json', { priority: 'low' });
    preloadPage('/services/sales/');
    await settled();
    expect(preloaded().sort()).toEqual(filesOf(map.pages['/services/sales']).sort());
    preloadPage('/services/sales');
    preloadPage('/contact');
    await settled();
    expect(preloaded()).toHaveLength(new Set(preloaded()).size);
    expect(preloaded()).toContain('/assets/ContactPage-1.js');
  });

  it('asks for an island’s modules in its language', async () => {
    const { preloadIslandModules } = await withMap(new Response(moduleMapFile(map).text));
    preloadIslandModules('contact-form', 'en');
    await settled();
    expect(preloaded()).toContain('/assets/messages-contact-en-1.js');
    expect(preloaded()).not.toContain('/assets/messages-contact-he-1.js');
  });

  it('skips a module the boot script has already linked, with its integrity', async () => {
    const { preloadModules, preloadPage } = await withMap(new Response(moduleMapFile(map).text));
    preloadModules(['/assets/site-1.js'], ['sha256-abc']);
    preloadPage('/services/sales');
    await settled();
    const site = document.head.querySelectorAll('link[href="/assets/site-1.js"]');
    expect(site).toHaveLength(1);
    expect((site[0] as HTMLLinkElement).integrity).toBe('sha256-abc');
  });

  it('preloads nothing, and throws nothing, for an unknown path, before the map, or when it failed or is corrupt', async () => {
    const { preloadPage } = await import('../../src/platform/module-preload');
    preloadPage('/services/sales');

    for (const response of [
      new Response(moduleMapFile(map).text),
      new Response('gone', { status: 404 }),
      new Response('{"files":['),
      new Response('{"pages":{"/services/sales":7}}'),
    ]) {
      const module = await withMap(response);
      module.preloadPage('/nowhere');
      module.preloadPage(response.status === 200 ? '/services/sales' : '/nowhere');
      await settled();
    }
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', failing);
    const { fetchModuleMap } = await import('../../src/platform/module-preload');
    fetchModuleMap('/assets/module-map-1.json');
    await expect(window.__moduleMap).resolves.toBeUndefined();
    // Only the one good map's page was preloaded, once.
    expect(preloaded().sort()).toEqual(filesOf(map.pages['/services/sales']).sort());
  });
});
