import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic `import()` of the client build in. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * A call of the preload helper as Vite writes it into a chunk before it is minified: the
 * helper's name as the chunk imports it (`__vitePreload`, or `__vitePreload$1` should it clash),
 * then the loader; `PRELOAD_DEPENDENCIES` closes it.
 */
const PRELOAD_CALL = /\b__vitePreload(?:\$\d+)?\(/g;
const PRELOAD_DEPENDENCIES = ', __VITE_PRELOAD__)';

/**
 * `__vitePreload(load, __VITE_PRELOAD__)` as `(load)()`, in a rendered chunk's code: each call
 * opens with the one and closes with the other, so each can be rewritten on its own, nested or not.
 */
export function unwrapPreloadCalls(code: string): string {
  if (!code.includes(PRELOAD_DEPENDENCIES)) return code;
  return code.replace(PRELOAD_CALL, '(').replaceAll(PRELOAD_DEPENDENCIES, ')()');
}

/**
 * Dynamic imports as the browser's own `import()`. Vite wraps each in a helper that first fetches
 * the imported chunk's dependencies and CSS; with `modulePreload: false` the list is always empty
 * (start-up and the pages load their own chunks, decision 015; the rest from the module map,
 * decision 005), yet every page carried the helper (0.7 KB gzip) and each import its call. The
 * helper is a plain call, and each call is taken out before the chunk is minified, which leaves
 * `import()` (0.03 KB gzip a page). Should a lazily loaded chunk ever import CSS, which the plain
 * `import()` would not load, the build fails.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'kavana:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    renderChunk: {
      order: 'post',
      handler(code) {
        const plain = unwrapPreloadCalls(code);
        return plain === code ? null : { code: plain, map: null };
      },
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(
            `${chunk.fileName} imports CSS, which only the entry may (scripts/vite/plain-dynamic-imports.ts)`,
          );
        }
      }
    },
  };
}
