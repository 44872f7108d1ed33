import type { Plugin } from 'vite';
import type * as Logo from '../../src/brand/logo';

/**
 * Serves the favicon, the mark of src/brand/logo.ts, in `npm run dev`. The production build
 * writes it into dist/ with the PNG icons (scripts/lib/app-icons.ts); public/ has no copy.
 */
export function devFavicon(): Plugin {
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
