import { describe, expect, it } from 'vitest';
import {
  plainDynamicImports,
  PRELOAD_HELPER,
  unwrapPreloadCalls,
} from '../../../scripts/vite/plain-dynamic-imports';
import { buildFixture, INDEX_HTML } from './fixture-build';

describe('Vite’s preload calls taken out of a rendered chunk', () => {
  it('leaves the loader, called, for each call', () => {
    const code = [
      'const page = () => __vitePreload(() => import("./page.js").then((m) => m.page), __VITE_PRELOAD__);',
      'const form = __vitePreload$1(async () => { const { a } = await import("./a.js"); return a; }, __VITE_PRELOAD__);',
    ].join('\n');
    expect(unwrapPreloadCalls(code)).toBe(
      [
        'const page = () => (() => import("./page.js").then((m) => m.page))();',
        'const form = (async () => { const { a } = await import("./a.js"); return a; })();',
      ].join('\n'),
    );
  });

  it('unwraps a call inside another’s loader', () => {
    const code =
      '__vitePreload(async () => (await __vitePreload(() => import("./b.js"), __VITE_PRELOAD__)).b, __VITE_PRELOAD__)';
    expect(unwrapPreloadCalls(code)).toBe('(async () => (await (() => import("./b.js"))()).b)()');
  });

  it('leaves a chunk with no call as it is', () => {
    const code = 'const __vitePreload = (load) => load(); export { __vitePreload as a };';
    expect(unwrapPreloadCalls(code)).toBe(code);
  });
});

describe('plain dynamic imports in a client build', () => {
  it('makes Vite’s preload helper a plain call', () => {
    const load = plainDynamicImports().load as (id: string) => string | null;
    expect(load(PRELOAD_HELPER)).toBe('export const __vitePreload = (load) => load();');
    expect(load('/site/src/main.tsx')).toBeNull();
  });

  it('writes each dynamic import as the browser’s own `import()`', async () => {
    const { chunks } = await buildFixture(
      {
        'index.html': INDEX_HTML,
        'main.js': 'const { lazy } = await import("./lazy.js");\ndocument.title = lazy;',
        'lazy.js': 'export const lazy = "lazy";',
      },
      [plainDynamicImports()],
    );
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(entry.code).toMatch(/import\("\.\/lazy-[\w-]+\.js"\)/);
    expect(entry.code).not.toContain('__VITE_PRELOAD__');
    expect(entry.code).not.toMatch(/__vitePreload\(/);
  });

  it('fails the build when a lazily loaded chunk imports CSS, which `import()` would not load', async () => {
    await expect(
      buildFixture(
        {
          'index.html': INDEX_HTML,
          'main.js': 'await import("./lazy.js");',
          'lazy.js': 'import "./lazy.css";\nexport const lazy = 1;',
          'lazy.css': 'body { color: red }',
        },
        [plainDynamicImports()],
      ),
    ).rejects.toThrow(/imports CSS, which only the entry may/);
  });
});
