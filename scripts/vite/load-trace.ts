import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { islandKey } from '../../src/platform/module-preload';
import { fromRoot } from './load-graph';

/**
 * What the app loads lazily, by what for: the one declaration the build's load graph starts from.
 * The build runs these very functions in Node and records every `import()` they make, so what a
 * page or an island loads is what its code imports, not a list beside it (`traceLoads`).
 *
 * - A page reached by navigation: `loadNavigation(language)`, then `pageForPath(path).preload()`
 *   (src/shell/Pages.tsx), as the app does before it renders the page, and the prerenderer too
 *   (src/entry-server.tsx).
 * - An island: `islandLoaders[name](language)` (src/islands/registry.ts), each name it has.
 */
export const LAZY_LOADS = {
  pages: 'src/shell/Pages.tsx',
  islands: 'src/islands/registry.ts',
} as const;

/** The traced bundle's entry: the two functions above. */
const TRACE_ENTRY = 'virtual:load-trace';

declare global {
  /** The modules the trace has seen imported since it was set (`traceLoads`). */
  var __loadTrace: Set<string> | undefined;
}

/** An `import('…')` with a literal specifier, as the bundler's plugins leave it. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * `code` with each `import('…')` recording, as it is called, the module it imports (from `root`,
 * as the load graph names it) into `globalThis.__loadTrace`; null if it has none. `resolve` gives
 * a specifier's module id.
 */
export async function recordImports(
  code: string,
  root: string,
  resolve: (specifier: string) => Promise<string | undefined>,
): Promise<string | null> {
  const found = [...code.matchAll(DYNAMIC_IMPORT)];
  if (found.length === 0) return null;
  let recorded = '';
  let last = 0;
  for (const match of found) {
    const id = await resolve(match[2]!);
    if (id === undefined) throw new Error(`The load trace cannot resolve ${match[0]}`);
    const module = JSON.stringify(fromRoot(root, id));
    recorded += `${code.slice(last, match.index)}(globalThis.__loadTrace?.add(${module}), ${match[0]})`;
    last = match.index + match[0].length;
  }
  return recorded + code.slice(last);
}

/**
 * The traced bundle's plugins: its entry, and every `import()` of the project's own modules made
 * to record what it imports (`recordImports`), after Vite has expanded `import.meta.glob`.
 */
export function loadTrace(root: string): Plugin[] {
  return [
    {
      name: 'kavana:load-trace-entry',
      enforce: 'pre',
      resolveId: (id) => (id === TRACE_ENTRY ? `\0${TRACE_ENTRY}` : null),
      load: (id) =>
        id === `\0${TRACE_ENTRY}`
          ? `export { loadNavigation } from '/${LAZY_LOADS.pages}';\n` +
            `export { islandLoaders } from '/${LAZY_LOADS.islands}';\n`
          : null,
    },
    {
      name: 'kavana:load-trace',
      enforce: 'post',
      async transform(code, id) {
        if (!id.startsWith(root) || id.includes('node_modules')) return null;
        const recorded = await recordImports(
          code,
          root,
          async (specifier) => (await this.resolve(specifier, id))?.id,
        );
        return recorded === null ? null : { code: recorded, map: null };
      },
    },
  ];
}

/** What the traced bundle exports. */
interface TracedApp {
  loadNavigation: (
    language: string,
  ) => Promise<{ pageForPath: (path: string) => { preload: () => Promise<unknown> } }>;
  islandLoaders: Record<string, (language: string) => Promise<unknown>>;
}

/** What each page and each island imports, as modules from the root, in the order imported. */
export interface TracedLoads {
  /** By the page's path (`/about`, `/he/about`). */
  pages: Record<string, string[]>;
  /** By island and language (`contact-form:he`, `islandKey`). */
  islands: Record<string, string[]>;
}

/**
 * Runs `LAZY_LOADS` in Node for each page (its path and language) and each island in each of
 * `languages`, and records the modules each imports. Each runs in a fresh copy of the app (the
 * traced bundle imported anew), so what an earlier one loaded is not missing from the next.
 * `plugins` go into the traced bundle's build before the trace's own (a test's).
 */
export async function traceLoads(
  root: string,
  pages: readonly { path: string; language: string }[],
  languages: readonly string[],
  { plugins = [] }: { plugins?: Plugin[] } = {},
): Promise<TracedLoads> {
  const output = await build({
    root,
    logLevel: 'warn',
    plugins: [...plugins, ...loadTrace(root)],
    build: {
      ssr: true,
      write: false,
      rolldownOptions: { input: TRACE_ENTRY, output: { codeSplitting: false } },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('The load trace did not build');

  // Inside the project, so that the packages it leaves out resolve as they do for the prerenderer.
  const folder = join(root, 'node_modules', '.cache', 'load-trace');
  const file = join(folder, `trace-${process.pid}-${Date.now()}.mjs`);
  await mkdir(folder, { recursive: true });
  await writeFile(file, chunk.code);
  let copies = 0;
  /** The modules `load` imports, in a fresh copy of the app. */
  const trace = async (load: (app: TracedApp) => Promise<unknown>, what: string) => {
    const app = (await import(`${pathToFileURL(file).href}?copy=${copies++}`)) as TracedApp;
    const imported = new Set<string>();
    globalThis.__loadTrace = imported;
    try {
      await load(app);
    } catch (error) {
      throw new Error(`The load trace of ${what} failed`, { cause: error });
    } finally {
      globalThis.__loadTrace = undefined;
    }
    return [...imported];
  };
  try {
    const traced: TracedLoads = { pages: {}, islands: {} };
    for (const { path, language } of pages)
      traced.pages[path] = await trace(async ({ loadNavigation }) => {
        const { pageForPath } = await loadNavigation(language);
        await pageForPath(path).preload();
      }, path);
    const { islandLoaders } = (await import(pathToFileURL(file).href)) as TracedApp;
    for (const name of Object.keys(islandLoaders))
      for (const language of languages)
        traced.islands[islandKey(name, language)] = await trace(
          ({ islandLoaders: loaders }) => loaders[name]!(language),
          `the island ${name} in ${language}`,
        );
    return traced;
  } finally {
    await rm(file, { force: true });
  }
}
