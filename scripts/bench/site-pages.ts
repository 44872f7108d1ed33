import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every page path the build's sitemap lists (`/`, `/about`, `/he`, …), in its order. */
function sitemapPaths(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  );
}

/**
 * `--pages /,/he/about`: the paths named, else every page of the sitemap. A named path the build
 * has no page for is an error: measuring the not-found page in its place would mislead.
 */
export function pagesToMeasure(dist: string, requested: string | undefined): string[] {
  if (!requested) return sitemapPaths(dist);
  const paths = requested.split(',').map((path) => path.trim());
  const missing = paths.filter((path) => !existsSync(join(dist, path, 'index.html')));
  if (missing.length > 0) throw new Error(`No built page at ${missing.join(', ')}`);
  return paths;
}
