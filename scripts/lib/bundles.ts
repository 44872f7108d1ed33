/**
 * The build's bundles, each a Vite build of its own (scripts/build.ts runs them in turn): the
 * client, the prerendering bundle, the inline boot script and the service.
 */
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as EntryServerModule from '../../src/entry-server';
import { PRERENDER_OUT, SERVICE_OUT } from '../../server/layout';

const root = join(import.meta.dirname, '..', '..');
/** The service, built: what `npm run serve` runs (server/layout.ts says where it looks). */
export const serviceOut = join(root, 'dist', SERVICE_OUT);
/**
 * The prerendering bundle. The contact service renders with it at run time too (server/render.ts),
 * so it ships with the built service.
 */
const prerenderOut = join(serviceOut, PRERENDER_OUT);

export type EntryServer = typeof EntryServerModule;
export async function buildClient() {
  await build({ root, logLevel: 'warn', build: { manifest: true, emptyOutDir: true } });
}

export async function buildServer(): Promise<EntryServer> {
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: prerenderOut,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  return import(pathToFileURL(join(prerenderOut, 'entry-server.js')).href) as Promise<EntryServer>;
}

/** The boot script as one minified classic script, for inlining. */
export async function buildBootScript(): Promise<string> {
  const output = await build({
    root,
    logLevel: 'warn',
    configFile: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, 'src/boot/boot.ts'), formats: ['iife'], name: 'kavanaBoot' },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('boot script did not build');
  return chunk.code.trim();
}

/**
 * The service (server/main.ts, server/submissions.ts and what they import from src/ and machines/)
 * as JavaScript for `node`, the way the anchors ship theirs (Astro's Node adapter,
 * `dist/server/entry.mjs`; Next.js's `output: 'standalone'`). The production `dependencies` stay
 * imports, installed by `npm ci --omit=dev` (better-sqlite3 is a native module); anything else it
 * imports is bundled in. The chunks sit beside the entries, so `import.meta.dirname` is
 * `dist/server/` in each, where the migrations are copied.
 */
export async function buildService() {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    // No `.env`: the service reads its configuration from the environment when it runs.
    envDir: false,
    ssr: { noExternal: true, external: Object.keys(manifest.dependencies) },
    build: {
      ssr: true,
      target: 'node24',
      outDir: serviceOut,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: {
          main: join(root, 'server/main.ts'),
          submissions: join(root, 'server/submissions.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        // A package the service imports only for a module it shares with the site (Emotion, for
        // a constant of src/styles/emotion-cache.ts) is not loaded for nothing.
        treeshake: { moduleSideEffects: 'no-external' },
      },
    },
  });
  await cp(join(root, 'server/migrations'), join(serviceOut, 'migrations'), { recursive: true });
}
