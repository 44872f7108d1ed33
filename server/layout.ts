/**
 * Where the service is, and where it finds what it reads (decision 022). It runs from source in
 * `server/` (with tsx, in a checkout) or as the build wrote it in `dist/server/` (with `node`, in
 * a checkout or a release folder): either way the folder above is the one with package.json,
 * `dist/` the built site and `data/` the default store. Its migrations are copied beside the
 * built files, so `import.meta.dirname` finds them in both.
 */
import { basename, dirname, join } from 'node:path';

/** The built service's folder in `dist/` (scripts/build.ts writes it; the site never serves it). */
export const SERVICE_OUT = 'server';

/** The prerendering bundle (src/entry-server.tsx), in the built service's folder. */
export const PRERENDER_OUT = 'prerender';

const here = import.meta.dirname;
const built = basename(here) === SERVICE_OUT && basename(dirname(here)) === 'dist';

/** The checkout or the release folder. */
export const ROOT = built ? join(here, '..', '..') : join(here, '..');

/** The built service's entry: what `npm run serve` runs, and the scripts that start the service. */
export const SERVICE_MAIN = join(ROOT, 'dist', SERVICE_OUT, 'main.js');

/**
 * The stores' numbered schemas, `sqlite/` and `postgres/` (the build copies them beside the built
 * service): this file sits in the service's folder in both, wherever the store's modules are.
 */
export const MIGRATIONS = join(here, 'migrations');

/** The prerendering bundle's entry, with which the service renders a page again at run time. */
export const PRERENDER_ENTRY = join(ROOT, 'dist', SERVICE_OUT, PRERENDER_OUT, 'entry-server.js');
