/** The JS and CSS a prerendered page loads before anything else: its module entry, preloads, styles. */
export function initialAssets(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, src] of html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)) js.add(src!);
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    js.add(href!);
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g))
    css.add(href!);
  return { js: [...js], css: [...css] };
}
