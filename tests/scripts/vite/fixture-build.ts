import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** A client build's output, and the folder it was built in. */
export interface FixtureBuild {
  root: string;
  chunks: Rolldown.OutputChunk[];
  assets: Rolldown.OutputAsset[];
}

/**
 * Builds a small site of `files` (paths from its root, `index.html` its entry) in a folder of its
 * own, as the client build does, with `plugins` and none of the site's configuration; writes
 * nothing but the sources, which it removes after. Unminified unless `minify`.
 */
export async function buildFixture(
  files: Record<string, string>,
  plugins: Plugin[],
  { minify = false }: { minify?: boolean } = {},
): Promise<FixtureBuild> {
  const root = await mkdtemp(join(tmpdir(), 'kavana-vite-fixture-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), text);
    }
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, modulePreload: false, minify },
    });
    const result = Array.isArray(output) ? output[0] : output;
    if (!result || !('output' in result)) throw new Error('The fixture did not build');
    return {
      root,
      chunks: result.output.filter((file) => file.type === 'chunk'),
      assets: result.output.filter((file) => file.type === 'asset'),
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** A page whose module script is `main.js`. */
export const INDEX_HTML = '<!doctype html><script type="module" src="/main.js"></script>';
