// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../src/routes';
import { SPRITE_ICONS } from '../../src/config/icons/sprite-icons';
import { drawIconSprite } from '../../vite.config';

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
