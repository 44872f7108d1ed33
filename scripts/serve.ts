/**
 * Serves the production build the way deploy/nginx.conf does: `/about` → `about/index.html`,
 * precompressed files when the browser accepts them, immutable caching for hashed assets,
 * revalidation for HTML, the headers of `dist/_headers`, and the right language's `404.html`
 * with status 404 for unknown paths.
 *
 *   npx tsx scripts/serve.ts [--port 4173]
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

const dist = join(import.meta.dirname, '..', 'dist');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 4173));

/** `dist/_headers`: a path pattern line, then indented `Name: value` lines. */
function readHeaders(): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)?.headers.push([name ?? '', value.join(': ')]);
    }
  }
  return rules;
}

const rules = readHeaders();
const applyHeaders = (response: ServerResponse, pathname: string) => {
  for (const { pattern, headers } of rules) {
    if (pathname.startsWith(pattern.replace(/\*$/, ''))) {
      for (const [name, value] of headers) response.setHeader(name, value);
    }
  }
  if (!pathname.startsWith('/assets/')) response.setHeader('Cache-Control', 'no-cache');
};

const serveStatic = sirv(dist, {
  gzip: true,
  brotli: true,
  extensions: ['html'],
  dotfiles: false,
  // Look files up on each request, so a rebuild under a running server never serves a stale list.
  dev: true,
  setHeaders: (response, pathname) => applyHeaders(response, pathname),
});

const notFound = {
  en: readFileSync(join(dist, '404.html')),
  he: readFileSync(join(dist, 'he/404.html')),
};

const server = createServer((request, response) => {
  serveStatic(request, response, () => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const language = pathname === '/he' || pathname.startsWith('/he/') ? 'he' : 'en';
    applyHeaders(response, pathname);
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(notFound[language]);
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
