import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every page path the build's sitemap lists (`/`, `/about`, `/he`, …), in its order. */
export function sitemapPaths(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  );
}

/** `--pages /,/he/about`: the paths named, else every page of the sitemap. */
export function pagesToMeasure(dist: string, requested: string | undefined): string[] {
  return requested ? requested.split(',').map((path) => path.trim()) : sitemapPaths(dist);
}
