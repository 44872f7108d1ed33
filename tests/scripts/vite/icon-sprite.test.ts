// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../../../src/routes';
import { SPRITE_ICONS } from '../../../src/config/icons/sprite-icons';
import { drawIconSprite, ICON_SPRITE_MODULE, iconSprite } from '../../../scripts/vite/icon-sprite';

/** What lucide-react itself draws inside the `<svg>` of an icon: its shapes. */
async function lucideShapes(name: string): Promise<string> {
  const { default: Icon } = (await import(`lucide-react/icons/${name}`)) as {
    default: Parameters<typeof createElement>[0];
  };
  const markup = renderToStaticMarkup(createElement(Icon));
  return /^<svg[^>]*>(.*)<\/svg>$/.exec(markup)![1]!;
}

/** The shapes of one symbol of the sprite, parsed as the browser parses them. */
function spriteShapes(sprite: string, name: string): string | undefined {
  const document = new DOMParser().parseFromString(sprite, 'image/svg+xml');
  const symbol = document.getElementById(name);
  if (!symbol) return undefined;
  const html = document.implementation.createHTMLDocument();
  const svg = html.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const shape of symbol.children) svg.append(html.importNode(shape, true));
  html.body.append(svg);
  return html.body.firstElementChild!.innerHTML;
}

describe('the chrome icon sprite', () => {
  it('has a symbol for every side-bar icon and the menu button’s two', async () => {
    const sprite = await drawIconSprite();
    const needed = new Set([...pageRoutes.map((route) => route.nav.icon), 'menu', 'x']);
    for (const name of needed) expect(spriteShapes(sprite, name), name).toBeDefined();
  });

  it.each(SPRITE_ICONS)('draws %s with the shapes lucide-react draws', async (name) => {
    const sprite = await drawIconSprite();
    expect(spriteShapes(sprite, name)).toBe(await lucideShapes(name));
  });
});

describe('the icon sprite plugin', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="menu"/></svg>\n';
  type Load = (this: unknown, id: string, options?: { ssr?: boolean }) => Promise<string | null>;

  /** The plugin, resolved for a build or the dev server, drawing `SVG`. */
  function resolved(command: 'build' | 'serve', base = '/') {
    const plugin = iconSprite(() => Promise.resolve(SVG));
    (plugin.configResolved as (config: unknown) => void)({ base, command });
    return plugin;
  }

  it('gives `virtual:icon-sprite` the sprite’s URL, named for its content', async () => {
    const plugin = resolved('build', '/site/');
    const id = (plugin.resolveId as (id: string) => string | null)(ICON_SPRITE_MODULE);
    expect(id).toBe(`\0${ICON_SPRITE_MODULE}`);
    const emitFile = vi.fn();
    const code = await (plugin.load as Load).call({ emitFile }, id!, { ssr: true });
    expect(code).toMatch(/^export default "\/site\/assets\/icons-[0-9a-f]{10}\.svg";$/);
    expect(emitFile).not.toHaveBeenCalled();
  });

  it('writes the file beside the assets in the client build only', async () => {
    const emitFile = vi.fn();
    await (resolved('build').load as Load).call({ emitFile }, `\0${ICON_SPRITE_MODULE}`);
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: expect.stringMatching(/^assets\/icons-[0-9a-f]{10}\.svg$/) as string,
      source: SVG,
    });
    const served = vi.fn();
    await (resolved('serve').load as Load).call({ emitFile: served }, `\0${ICON_SPRITE_MODULE}`);
    expect(served).not.toHaveBeenCalled();
  });

  it('leaves every other module to the others', async () => {
    const plugin = resolved('build');
    expect((plugin.resolveId as (id: string) => string | null)('./sprite.svg')).toBeNull();
    expect(await (plugin.load as Load).call({}, '/src/main.tsx')).toBeNull();
  });

  it('serves the sprite at its URL in development, and passes on every other request', async () => {
    const plugin = resolved('serve');
    let middleware: (req: { url?: string }, res: unknown, next: () => void) => void = () => {};
    (plugin.configureServer as (server: unknown) => void)({
      middlewares: { use: (handler: typeof middleware) => (middleware = handler) },
    });
    const url = /"(.+)"/.exec(
      (await (plugin.load as Load).call({}, `\0${ICON_SPRITE_MODULE}`))!,
    )![1]!;
    const res = { setHeader: vi.fn(), end: vi.fn() };
    await new Promise<void>((done) => {
      res.end.mockImplementation(() => done());
      middleware({ url: `${url}?v=1` }, res, () => done());
    });
    expect(res.setHeader).toHaveBeenCalledWith('Content-Type', 'image/svg+xml');
    expect(res.end).toHaveBeenCalledWith(SVG);
    const next = await new Promise<boolean>((done) =>
      middleware({ url: '/about' }, res, () => done(true)),
    );
    expect(next).toBe(true);
  });
});
