// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lendPreloader,
  preloadIslandModules,
  preloadModules,
  preloadPage,
  type ModuleMap,
} from '../../src/platform/module-preload';

/** A module map in small (the build writes it: tests/scripts/lib/module-map.test.ts). */
const map: ModuleMap = {
  files: [
    '/assets/PageRoutes-1.js',
    '/assets/site-1.js',
    '/assets/en-1.js',
    '/assets/ContactPage-1.js',
    '/assets/ContactForm-1.js',
    '/assets/messages-contact-en-1.js',
    '/assets/messages-contact-he-1.js',
  ],
  pages: { '/services/sales': [0, 1, 2], '/contact': [0, 1, 3] },
  islands: { 'contact-form:en': [4, 5], 'contact-form:he': [4, 6] },
};

/** The modules the document asks the browser for. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** The files of a page's entry. */
const filesOf = (path: string) => map.pages[path]!.map((index) => map.files[index]);

/** The preloader lent, as the boot script lends it, over a map answered by `response`. */
function lentWith(response: Response) {
  const fetch = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  lendPreloader('/assets/module-map-1.json');
  return fetch;
}

/** Lets the tasks queued so far run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the preloads that wait on the map run: the map arrives, then they run in a task of their own. */
const settled = async () => {
  await nextTask();
  await nextTask();
};

describe('module preloading in the page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete globalThis.__preload;
  });

  it('fetches the map at low priority, and asks for every module of a page at once, each once', async () => {
    const fetch = lentWith(new Response(JSON.stringify(map)));
    expect(fetch).toHaveBeenCalledWith('/assets/module-map-1.json', { priority: 'low' });
    preloadPage('/services/sales/');
    await settled();
    expect(preloaded().sort()).toEqual(filesOf('/services/sales').sort());
    preloadPage('/services/sales');
    preloadPage('/contact');
    await settled();
    expect(preloaded()).toHaveLength(new Set(preloaded()).size);
    expect(preloaded()).toContain('/assets/ContactPage-1.js');
  });

  it('adds the links in a task after the one that asked, not before that task ends', async () => {
    lentWith(new Response(JSON.stringify(map)));
    preloadPage('/contact');
    await settled();
    document.head.innerHTML = '';
    preloadPage('/services/sales');
    // The map has arrived: all that is left of the asking task are its microtasks.
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(preloaded()).toEqual([]);
    await nextTask();
    expect(preloaded().sort()).toEqual(filesOf('/services/sales').sort());
  });

  it('adds each link in a task of its own, in the order asked (decision 040)', () => {
    const tasks: Array<() => void> = [];
    vi.stubGlobal('setTimeout', (work: (...args: unknown[]) => void, _ms = 0, ...args: unknown[]) =>
      tasks.push(() => work(...args)),
    );
    const files = map.files.slice(0, 3);
    preloadModules(files);
    expect(preloaded()).toEqual([]);
    expect(tasks).toHaveLength(files.length);
    tasks.forEach((task, index) => {
      task();
      expect(preloaded()).toEqual(files.slice(0, index + 1));
    });
  });

  it('lends the preloader to the app, which asks it by page', async () => {
    lentWith(new Response(JSON.stringify(map)));
    globalThis.__preload?.('pages', '/contact');
    await settled();
    expect(preloaded().sort()).toEqual(filesOf('/contact').sort());
  });

  it('asks for an island’s modules in its language', async () => {
    lentWith(new Response(JSON.stringify(map)));
    preloadIslandModules('contact-form', 'en');
    await settled();
    expect(preloaded()).toContain('/assets/messages-contact-en-1.js');
    expect(preloaded()).not.toContain('/assets/messages-contact-he-1.js');
  });

  it('skips a module the boot script has already linked, with its integrity', async () => {
    lentWith(new Response(JSON.stringify(map)));
    preloadModules(['/assets/site-1.js'], ['sha256-abc']);
    preloadPage('/services/sales');
    await settled();
    const site = document.head.querySelectorAll('link[href="/assets/site-1.js"]');
    expect(site).toHaveLength(1);
    expect((site[0] as HTMLLinkElement).integrity).toBe('sha256-abc');
  });

  it('preloads nothing, and throws nothing, before it is lent, without a map, for an unknown path, or when the map failed or is corrupt', async () => {
    preloadPage('/services/sales');
    preloadIslandModules('contact-form', 'en');
    lendPreloader(undefined);
    expect(globalThis.__preload).toBeUndefined();

    for (const response of [
      new Response(JSON.stringify(map)),
      new Response('gone', { status: 404 }),
      new Response('{"files":['),
      new Response('{"pages":{"/services/sales":7}}'),
    ]) {
      lentWith(response);
      preloadPage('/nowhere');
      preloadPage(response.status === 200 ? '/services/sales' : '/nowhere');
      await settled();
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    lendPreloader('/assets/module-map-1.json');
    preloadPage('/services/sales');
    await settled();
    // Only the one good map's page was preloaded, once.
    expect(preloaded().sort()).toEqual(filesOf('/services/sales').sort());
  });
});
