import { createHash } from 'node:crypto';
import { runnerImport, type Plugin } from 'vite';
import type * as SpriteIcons from '../../src/config/icons/sprite-icons';

/** What a lucide-react icon module holds besides its component: the icon's shapes. */
interface LucideIconModule {
  __iconData: { node: [tag: string, attributes: Record<string, string>][] };
}

/** The chrome's icons as one SVG of `<symbol>`s, from lucide's data (React's `key`s dropped). */
export async function drawIconSprite(): Promise<string> {
  const { SPRITE_ICONS } = (
    await runnerImport<typeof SpriteIcons>('/src/config/icons/sprite-icons.ts')
  ).module;
  const symbols = await Promise.all(
    SPRITE_ICONS.map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as LucideIconModule;
      const shapes = __iconData.node.map(([tag, { key: _key, ...attributes }]) => {
        const pairs = Object.entries(attributes).map(
          ([attribute, value]) => ` ${attribute}="${value}"`,
        );
        return `<${tag}${pairs.join('')}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export const ICON_SPRITE_MODULE = 'virtual:icon-sprite';

/**
 * The chrome's icon sprite (src/config/icons/sprite-icons.ts): `import spriteHref from
 * 'virtual:icon-sprite'` is its URL, named for its content so it is cached for good. The client
 * build writes the file beside the other assets and the dev server serves it; the prerenderer
 * only needs its URL. `draw` is for tests.
 */
export function iconSprite(draw: () => Promise<string> = drawIconSprite): Plugin {
  let base = '/';
  let isBuild = false;
  let sprite: Promise<{ svg: string; fileName: string }> | undefined;
  const drawn = () =>
    (sprite ??= draw().then((svg) => {
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
      return { svg, fileName: `assets/icons-${hash}.svg` };
    }));
  return {
    name: 'kavana:icon-sprite',
    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === ICON_SPRITE_MODULE ? `\0${ICON_SPRITE_MODULE}` : null),
    async load(id, options) {
      if (id !== `\0${ICON_SPRITE_MODULE}`) return null;
      const { svg, fileName } = await drawn();
      if (isBuild && !options?.ssr) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        drawn()
          .then(({ svg, fileName }) => {
            if (req.url?.split('?')[0] !== base + fileName) return next();
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(svg);
          })
          .catch(next);
      });
    },
  };
}
