import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as Logo from './src/brand/logo';
import type * as SpriteIcons from './src/config/icons/sprite-icons';
import type * as SessionFile from './src/dev/session-file';
import type * as PathFile from './qa/paths/path-file';
import type * as SessionPath from './qa/paths/session-path';
import type * as Shortest from './qa/paths/shortest';

const INSPECTOR_PATH = '/__machines';

/** The module Vite wraps every dynamic `import()` of the client build in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * React, React DOM and the scheduler, which are CommonJS: their chunk's top level only declares
 * them, and React DOM runs when start-up's first step asks for it (src/main.tsx).
 */
const isReact = (id: string) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);

/**
 * The modules the entry imports statically, which the entry's own task evaluates: they go in
 * React's chunk, whose top level runs nothing else, so that task does not evaluate the app.
 */
const isEntryImport = (id: string) =>
  id === PRELOAD_HELPER || /[\\/]machines[\\/]constants\.ts$/.test(id);

/**
 * XState and the machines every page starts: the app's actor system, the start-up lifecycle and
 * the boot decisions they share with the boot script. Not the islands': the island lifecycle
 * loads on a page that has an island, the demo's and the form's with their islands.
 * `@xstate/react` is the islands' alone: the chrome reads actors through `useActorSelector`.
 */
const isStartUpMachine = (id: string) =>
  /node_modules[\\/]xstate[\\/]/.test(id) ||
  /[\\/]machines[\\/](app|language|view-mode|side-bar|start-up|toast)\.machine\.ts$/.test(id) ||
  /[\\/]machines[\\/](boot-decisions|device|system)\.ts$/.test(id);

/**
 * CommonJS packages that libraries import though nothing here reads them, and that the bundler
 * would keep for side effects they do not have: @emotion/react's hoist-non-react-statics (and
 * with it react-is), which only its unused `withTheme` calls, and use-sync-external-store's
 * `WithSelector`, which only @xstate/react's unused `useSelector` calls.
 */
const isUnreadCommonJs = (id: string) =>
  /node_modules[\\/](hoist-non-react-statics|react-is|use-sync-external-store)[\\/]/.test(id);

/** Emotion: its cache, serialiser, stylis and the React binding. */
const isEmotion = (id: string) => /node_modules[\\/](@emotion|stylis)[\\/]/.test(id);

/**
 * A part of a language's dictionary: the chrome's, loaded by the pages in that language; the
 * pages' own texts, by client navigation; the contact form's, by its island. Each a chunk.
 */
const isDictionary = (id: string) =>
  /[\\/]src[\\/]i18n[\\/]((contact|pages)[\\/])?(en|he)\.ts$/.test(id);

/**
 * Modules under the start-up folders that only lazily loaded views import: the pages' and the
 * content's icons as lucide components, the list styles of content and charts, the company's
 * details (the pages and the footer's content, which client navigation brings), the texts of
 * the notifications, the view-mode switcher and the error screen, which load with their views,
 * what a page after the error screen needs, which loads with it, and module preloading, which
 * client navigation and the islands use (the boot script has its own copy).
 */
const isLoadedLater = (id: string) =>
  /[\\/]src[\\/](config[\\/](icons[\\/](page|content)-icons|site)|styles[\\/]lists|platform[\\/](module-preload|after-error-screen)|i18n[\\/](error-screen|switcher|toast)[\\/](en|he))\.ts$/.test(
    id,
  );

/**
 * What both islands import besides start-up: `@xstate/react`, and the locale module's isolation
 * and formatting, which page content uses too. One chunk, not two: a page with an island fetches
 * both, and one gzip stream of them is 0.14 KB smaller; a page reached by navigation brings
 * `@xstate/react` along (0.5 KB), once.
 */
const isIslandShared = (id: string) =>
  /node_modules[\\/]@xstate[\\/]react[\\/]/.test(id) ||
  /[\\/]src[\\/]i18n[\\/]locale\.tsx$/.test(id);

/** Client navigation, which loads with the first navigation (src/shell/Pages.tsx). */
const isNavigation = (id: string) =>
  /[\\/]src[\\/](shell[\\/](PageRoutes|page-modules)|platform[\\/]lazy-page)\.tsx?$/.test(id);

/**
 * The app shell, the chrome every page shows and what they import (not the lazy chrome). None of
 * the islands' code (their markers are element ids, src/config): it loads on a page that has one.
 */
const isStartUpView = (id: string) =>
  /node_modules[\\/](wouter|regexparam)[\\/]/.test(id) ||
  /[\\/]src[\\/](routes|urls)\.ts$/.test(id) ||
  (/[\\/]src[\\/](shell|state|platform|i18n|styles|config)[\\/]/.test(id) &&
    !isDictionary(id) &&
    !isLoadedLater(id) &&
    !isIslandShared(id) &&
    !isNavigation(id)) ||
  /[\\/]src[\\/]chrome[\\/](Footer|LanguageToggle|MobileMenu|SideBar|SkipLink|Spinner|SpriteIcon)\.tsx$/.test(
    id,
  ) ||
  /[\\/]src[\\/]contact[\\/](endpoint|seed)\.tsx?$/.test(id);

/**
 * A machine's `description: '…'` of a state or transition, prose (it has a space: a toast's
 * `description` is a message key, which has none), with its comma.
 */
const MACHINE_DESCRIPTION = /\bdescription:\s*'(?:[^'\\\n]|\\.)* (?:[^'\\\n]|\\.)*',?/g;

/**
 * Leaves the machines' descriptions out of production bundles: they are documentation, which
 * `docs/machines/` and the dev inspector read from the source, and every page would carry them.
 */
function machineDescriptionsOut(): Plugin {
  return {
    name: 'kavana:machine-descriptions-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]machines[\\/][\w-]+\.machine\.ts$/.test(id)) return null;
      return { code: code.replace(MACHINE_DESCRIPTION, ''), map: null };
    },
  };
}

/**
 * Vite's preload helper, as a plain call. Vite wraps each dynamic import in a helper that first
 * fetches the imported chunk's dependencies and CSS; with `modulePreload: false` the list is
 * always empty (start-up and the pages load their own chunks, decision 015), yet every page
 * carried the helper (0.7 KB gzip). Should a lazily loaded chunk ever import CSS, which the plain
 * call would not load, the build fails.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'kavana:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS, which only the entry may (vite.config.ts)`);
        }
      }
    },
  };
}

/** Emotion's browser build, whose `createCache` defaults its stylis plugins to the prefixer. */
const EMOTION_CACHE_BROWSER =
  /node_modules[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/;
const DEFAULT_STYLIS_PLUGINS = 'var defaultStylisPlugins = [prefixer];';

/**
 * Emotion's vendor prefixer out of the browser's bundle (1.1 KB gzip): `createCache` defaults to
 * it, so tree-shaking cannot drop it. The server build keeps it, so the prerendered CSS is as it
 * was; only the rules inserted at run time (a toast, the drawer's first opening, a page reached by
 * navigation, the form's errors) lose their prefixes, and their class names stay the same:
 * Emotion hashes the serialised styles before stylis runs. Those rules reach only browsers with
 * adoptable style sheets (Chrome 73+, Safari 16.4+, Firefox 101+, src/styles/emotion-cache.ts),
 * and every property of the site's that stylis prefixes is unprefixed there: flexbox, transform,
 * transition, animation and `@keyframes`, logical margins and paddings, `position: sticky`,
 * `width: fit-content` (Firefox 94) and a one-value `text-decoration`. `appearance: auto` (the
 * contact form's select) takes `-webkit-` before Chrome 84, which draws the select so anyway.
 * `text-size-adjust` and `print-color-adjust` are only in the prerendered global and print
 * styles, which write their prefixes by hand. Fails the build if a new Emotion moved the line.
 */
function emotionPrefixerOut(): Plugin {
  return {
    name: 'kavana:emotion-prefixer-out',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !EMOTION_CACHE_BROWSER.test(id)) return null;
      if (!code.includes(DEFAULT_STYLIS_PLUGINS))
        this.error(`${id} no longer has \`${DEFAULT_STYLIS_PLUGINS}\` (vite.config.ts)`);
      return {
        code: code.replace(DEFAULT_STYLIS_PLUGINS, 'var defaultStylisPlugins = [];'),
        map: null,
      };
    },
  };
}

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

const ICON_SPRITE_MODULE = 'virtual:icon-sprite';

/**
 * The chrome's icon sprite (src/config/icons/sprite-icons.ts): `import spriteHref from
 * 'virtual:icon-sprite'` is its URL, named for its content so it is cached for good. The client
 * build writes the file beside the other assets and the dev server serves it; the prerenderer
 * only needs its URL.
 */
function iconSprite(): Plugin {
  let base = '/';
  let isBuild = false;
  const sprite = drawIconSprite().then((svg) => {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    return { svg, fileName: `assets/icons-${hash}.svg` };
  });
  return {
    name: 'kavana:icon-sprite',
    configResolved(config) {
      base = config.base;
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === ICON_SPRITE_MODULE ? `\0${ICON_SPRITE_MODULE}` : null),
    async load(id, options) {
      if (id !== `\0${ICON_SPRITE_MODULE}`) return null;
      const { svg, fileName } = await sprite;
      if (isBuild && !options?.ssr) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        sprite
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

/** The largest session the inspector may post to be made a path (a long session is a few MB). */
const MAX_SESSION_BYTES = 16 * 1024 * 1024;

/** A JSON answer of the inspector's endpoints. */
function answer(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** A request's body as text, refused (`null`) past `limit` bytes. */
async function bodyOf(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the dev machine inspector (src/dev/inspector.html) at `/__machines` in `npm run dev`,
 * and what it asks of the paths tooling, which runs in Node (issue #22):
 * - `GET /__machines/coverage.json`: the last `npm run paths -- run`'s paths-report/coverage.json;
 * - `POST /__machines/path` with `{ session, machine }`: the session as a path file
 *   (qa/paths/session-path.ts);
 * - `GET /__machines/shortest?machine=&target=[&project=]`: the shortest generated path that
 *   covers a state or transition, with the command that runs it (qa/paths/shortest.ts).
 * Errors are `{ error }` with a 4xx status. `apply: 'serve'`: a production build never sees the
 * page, so neither it nor ELK is bundled.
 */
function machineInspector(): Plugin {
  return {
    name: 'kavana:machine-inspector',
    apply: 'serve',
    configureServer(server) {
      const load = <T>(module: string) => server.ssrLoadModule(module) as Promise<T>;
      server.middlewares.use(`${INSPECTOR_PATH}/coverage.json`, (req, res, next) => {
        if (req.method !== 'GET') return next();
        readFile(join(server.config.root, 'paths-report/coverage.json'), 'utf8')
          .then((text) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(text);
          })
          .catch(() =>
            answer(res, 404, {
              error: 'No paths-report/coverage.json yet: run `npm run paths -- run` first',
            }),
          );
      });
      server.middlewares.use(`${INSPECTOR_PATH}/path`, (req, res, next) => {
        if (req.method !== 'POST') return next();
        (async () => {
          const text = await bodyOf(req, MAX_SESSION_BYTES);
          if (text === null)
            return answer(res, 413, {
              error: `The session is larger than ${MAX_SESSION_BYTES} bytes`,
            });
          let body: { session?: unknown; machine?: unknown };
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            return answer(res, 400, { error: 'The body is not JSON: send { session, machine }' });
          }
          if (typeof body.machine !== 'string' || typeof body.session !== 'object')
            return answer(res, 400, {
              error: 'Send { session, machine }: a session and a machine id',
            });
          const { parseSession } = await load<typeof SessionFile>('/src/dev/session-file.ts');
          const { pathFileOfSession } = await load<typeof SessionPath>('/qa/paths/session-path.ts');
          const { pathFileText } = await load<typeof PathFile>('/qa/paths/path-file.ts');
          try {
            const session = parseSession(JSON.stringify(body.session));
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(pathFileText(pathFileOfSession(session, body.machine)));
          } catch (error) {
            answer(res, 400, { error: (error as Error).message });
          }
        })().catch(next);
      });
      server.middlewares.use(`${INSPECTOR_PATH}/shortest`, (req, res, next) => {
        if (req.method !== 'GET') return next();
        const query = new URL(req.url ?? '', 'http://dev').searchParams;
        const machine = query.get('machine');
        const target = query.get('target');
        if (!machine || !target)
          return answer(res, 400, { error: 'Ask for ?machine=…&target=…[&project=…]' });
        load<typeof Shortest>('/qa/paths/shortest.ts')
          .then(({ shortestPathTo }) => {
            let shortest: ReturnType<typeof shortestPathTo>;
            try {
              shortest = shortestPathTo(machine, target, query.get('project') ?? undefined);
            } catch (error) {
              return answer(res, 400, { error: (error as Error).message });
            }
            if (shortest === null)
              return answer(res, 404, { error: `No generated path reaches ${target}` });
            answer(res, 200, shortest);
          })
          .catch(next);
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== INSPECTOR_PATH && path !== `${INSPECTOR_PATH}/`) return next();
        readFile(join(server.config.root, 'src/dev/inspector.html'), 'utf8')
          .then((html) => server.transformIndexHtml(req.url ?? INSPECTOR_PATH, html))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}

/**
 * Serves the favicon, the mark of src/brand/logo.ts, in `npm run dev`. The production build
 * writes it into dist/ with the PNG icons (scripts/lib/app-icons.ts); public/ has no copy.
 */
function devFavicon(): Plugin {
  return {
    name: 'kavana:dev-favicon',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res, next) => {
        server
          .ssrLoadModule('/src/brand/logo.ts')
          .then((logo) => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end((logo as typeof Logo).logoSvg());
          })
          .catch(next);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    machineDescriptionsOut(),
    plainDynamicImports(),
    emotionPrefixerOut(),
    iconSprite(),
    machineInspector(),
    devFavicon(),
  ],
  resolve: {
    // @xstate/react imports the shims that give React 17 `useSyncExternalStore`; React 19 has it,
    // and the package's own entry points for React 18+ use it directly (decision 005).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        // The shim's one export is React's own hook (React 18+). Not the package's main entry,
        // which re-exports the same and, in development, logs an error saying so.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'react',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Start-up imports its steps itself (src/main.tsx) and the boot script preloads them all;
    // lazy pages fetch their static imports with the module graph.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => (isUnreadCommonJs(id) ? false : undefined),
      },
      output: {
        // A dictionary's chunk is named for what it is (`messages-he-….js`,
        // `messages-pages-he-….js`, `messages-contact-he-….js`), not just its file.
        chunkFileNames: ({ facadeModuleId: id }) => {
          if (!id || !isDictionary(id)) return 'assets/[name]-[hash].js';
          const part = /[\\/](contact|pages)[\\/]/.exec(id)?.[1];
          return `assets/messages-${part ? `${part}-` : ''}[name]-[hash].js`;
        },
        // Two chunks for start-up, not one per shared module: each chunk is a request, a <link>
        // the boot script inserts and a gzip stream that starts with an empty window (decision
        // 005). React's is evaluated in start-up's first step, the app's in its second (decision
        // 015): the entry imports nothing of it statically, so the entry's task does not run it.
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => isReact(id) || isEntryImport(id), priority: 2 },
            {
              name: 'app',
              test: (id) => isStartUpMachine(id) || isEmotion(id) || isStartUpView(id),
              priority: 1,
            },
            { name: 'islands-shared', test: (id) => isIslandShared(id), priority: 1 },
          ],
        },
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
