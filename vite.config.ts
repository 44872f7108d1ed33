import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const INSPECTOR_PATH = '/__machines';

/**
 * Serves the dev machine inspector (src/dev/inspector.html) at `/__machines` in `npm run dev`.
 * `apply: 'serve'`: a production build never sees the page, so neither it nor ELK is bundled.
 */
function machineInspector(): Plugin {
  return {
    name: 'kavana:machine-inspector',
    apply: 'serve',
    configureServer(server) {
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

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), machineInspector()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    reporters: ['default', './tests/models/coverage-reporter.ts'],
  },
});
