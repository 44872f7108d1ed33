import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, unhinted } from '../../../scripts/vite/compile-hints';
import { buildFixture, INDEX_HTML } from './fixture-build';

const chunk = (name: string, code: string) => ({ type: 'chunk', name, code });

describe('the chunks that must begin with the compile hint', () => {
  it('finds nothing wrong when each named chunk begins with it', () => {
    const bundle = {
      'assets/react-1.js': chunk('react', `${COMPILE_HINT}\nimport{t as e}from"./r.js";`),
      'assets/app-2.js': chunk('app', `${COMPILE_HINT}\nexport{}`),
      'assets/index-3.js': chunk('index', 'import("./app-2.js")'),
    };
    expect(unhinted(bundle, ['react', 'app'])).toEqual([]);
  });

  it('names a chunk built without it, and a name no chunk has', () => {
    const bundle = {
      'assets/react-1.js': chunk('react', 'import{t as e}from"./r.js";'),
      'assets/app-2.js': chunk('app', `// ${COMPILE_HINT}\nexport{}`),
    };
    expect(unhinted(bundle, ['react', 'app', 'steps'])).toEqual([
      'no chunk is named steps',
      `react does not begin with ${COMPILE_HINT}`,
      `app does not begin with ${COMPILE_HINT}`,
    ]);
  });
});

describe('compile hints in a minified client build', () => {
  const files = {
    'index.html': INDEX_HTML,
    'main.js': 'import("./late.js").then(({ late }) => { document.title = late(); });',
    'late.js': 'export function late() { return "late"; }',
  };

  it('begins the named chunk with the hint, and no other, and its hash covers it', async () => {
    const hinted = await buildFixture(files, [compileHints({ chunks: ['late'] })], {
      minify: true,
    });
    const plain = await buildFixture(files, [], { minify: true });
    const late = (build: typeof plain) => build.chunks.find((output) => output.name === 'late')!;

    expect(late(hinted).code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(late(hinted).code.slice(COMPILE_HINT.length + 1)).toBe(late(plain).code);
    const entry = hinted.chunks.find((output) => output.isEntry)!;
    expect(entry.code).not.toContain(COMPILE_HINT);
    expect(entry.code).toBe(
      plain.chunks
        .find((output) => output.isEntry)!
        .code.replace(
          late(plain).fileName.replace('assets/', ''),
          late(hinted).fileName.replace('assets/', ''),
        ),
    );
    // A browser holding the chunk without the hint must not be handed it under the same name.
    expect(late(hinted).fileName).not.toBe(late(plain).fileName);
  });

  it('fails the build when no chunk has a name it was given', async () => {
    await expect(
      buildFixture(files, [compileHints({ chunks: ['late', 'app'] })], { minify: true }),
    ).rejects.toThrow(/no chunk is named app/);
  });
});
