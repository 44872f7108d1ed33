import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordImports, traceLoads, type TracedLoads } from '../../../scripts/vite/load-trace';

const root = join(import.meta.dirname, '..', '..', '..');

describe('recording what an `import()` imports', () => {
  const resolve = (specifier: string) =>
    Promise.resolve(
      specifier.startsWith('virtual:') ? `\0${specifier}` : `/site/src/${specifier.slice(2)}.ts`,
    );

  it('records each module as it is imported, from the root, and imports it as before', async () => {
    const code = 'const a = () => import("./a");\nconst b = import(\'./b/c\').then((m) => m.c);';
    expect(await recordImports(code, '/site', resolve)).toBe(
      'const a = () => (globalThis.__loadTrace?.add("src/a.ts"), import("./a"));\n' +
        'const b = (globalThis.__loadTrace?.add("src/b/c.ts"), import(\'./b/c\')).then((m) => m.c);',
    );
  });

  it('names a virtual module as the load graph does', async () => {
    expect(await recordImports('import("virtual:x")', '/site', resolve)).toBe(
      '(globalThis.__loadTrace?.add("\\u0000virtual:x"), import("virtual:x"))',
    );
  });

  it('leaves a module without `import()` alone', async () => {
    expect(await recordImports('import { a } from "./a";', '/site', resolve)).toBeNull();
  });

  it('fails on an import it cannot follow', async () => {
    await expect(
      recordImports('import("./gone")', '/site', () => Promise.resolve(undefined)),
    ).rejects.toThrow(/cannot resolve import\("\.\/gone"\)/);
  });
});

describe('the site’s loads, traced', () => {
  let traced: TracedLoads;
  beforeAll(async () => {
    traced = await traceLoads(
      root,
      [
        { path: '/services/sales', language: 'en' },
        { path: '/he/contact', language: 'he' },
      ],
      ['he'],
    );
  }, 120_000);

  it('gives a document page client navigation, its texts, its renderer, its document and its chart', () => {
    expect(traced.pages['/services/sales']).toEqual([
      'src/chrome/ErrorScreen.tsx',
      'src/shell/PageRoutes.tsx',
      'src/i18n/en.ts',
      'src/i18n/pages/en.ts',
      'src/content/page-module.tsx',
      'src/pages/services/sales/en.ts',
      'src/charts/illustrations/SalesIllustration.tsx',
    ]);
  });

  it('gives a page written as a component its module, in its language only, and no island', () => {
    expect(traced.pages['/he/contact']).toEqual([
      'src/chrome/ErrorScreen.tsx',
      'src/shell/PageRoutes.tsx',
      'src/i18n/he.ts',
      'src/i18n/pages/he.ts',
      'src/pages/ContactPage.tsx',
    ]);
  });

  it('gives every island of the registry its module and its texts, in each language asked for', () => {
    expect(traced.islands).toEqual({
      'demo-player:he': ['src/demo/DemoPlayer.tsx', 'src/demo/demo.he.ts'],
      'contact-form:he': ['src/contact/ContactForm.tsx', 'src/i18n/contact/he.ts'],
    });
  });
});
