/** Issue #20's targets for a page's initial JavaScript (gzip bytes): without an island, and with. */
export const ISSUE_20_TARGET = { withoutIsland: 103 * 1000, withIsland: 110 * 1000 };

/**
 * The JS and CSS a prerendered page loads on its own: the modules its `<meta name="app-modules">`
 * names (the boot script loads them after the first paint), plus any module script, preload or
 * stylesheet link.
 */
export function initialAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const listed = /<meta name="app-modules" content="([^"]*)">/.exec(html)?.[1] ?? '';
  for (const path of listed.split(' ').filter(Boolean)) js.add(path.replace(/^\//, ''));
  for (const [, src] of html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)) js.add(src!);
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    js.add(href!);
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g))
    css.add(href!);
  return { js: [...js], css: [...css] };
}
