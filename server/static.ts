/**
 * Serves the production build the way deploy/nginx.conf does (this replaced scripts/serve.ts):
 * `/about` → `about/index.html`, precompressed files when the browser accepts them, immutable
 * caching for hashed assets, a day's caching for images, revalidation for HTML, the headers of
 * `dist/_headers`, and the right language's `404.html` with status 404 (and that file's headers)
 * for unknown paths and for the built service in `dist/server/`, which is run, not served.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import sirv from 'sirv';
import { LANGUAGES, type Language } from '../machines/constants';
import { languageOfPath, notFoundFile } from '../src/urls';
import { SERVICE_OUT } from './layout';

type Rule = { pattern: string; headers: [string, string][] };

/**
 * `dist/_headers`: a path pattern line, then indented `Name: value` lines. A pattern is a path,
 * or a prefix ending in `*`; a path gets the headers of every rule that matches it, and of one
 * header named twice the last (deploy/headers.ts writes no two policies for one path).
 */
function readHeaders(dist: string): Rule[] {
  const rules: Rule[] = [];
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

export interface StaticSite {
  /** Serves a file, or the language's 404 page; resolves once the response is under way. */
  serve(request: IncomingMessage, response: ServerResponse): void;
  /** The headers `dist/_headers` gives a path (security headers, caching). */
  headersFor(pathname: string): [string, string][];
  /** A prerendered page's HTML (`/he/contact` → `he/contact/index.html`). */
  page(pathname: string): string | undefined;
}

/** The built site, or undefined when `dist/` has not been built. */
export function openStaticSite(dist: string): StaticSite | undefined {
  if (!existsSync(join(dist, '_headers'))) return undefined;
  const rules = readHeaders(dist);
  const headersFor = (pathname: string) => {
    const headers: [string, string][] = [];
    for (const { pattern, headers: add } of rules) {
      const matches = pattern.endsWith('*')
        ? pathname.startsWith(pattern.slice(0, -1))
        : pathname === pattern;
      if (matches) headers.push(...add);
    }
    // `/assets/`, the icons and the link-preview images have their own caching in `_headers`.
    if (!headers.some(([name]) => name === 'Cache-Control'))
      headers.push(['Cache-Control', 'no-cache']);
    return headers;
  };
  const applyHeaders = (response: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(pathname)) response.setHeader(name, value);
  };

  const serveStatic = sirv(dist, {
    gzip: true,
    brotli: true,
    extensions: ['html'],
    dotfiles: false,
    // Look files up on each request, so a rebuild under a running server never serves a stale list.
    dev: true,
    // A page asked for by its file's name (`/about/index.html`) gets the page's headers.
    setHeaders: (response, pathname) =>
      applyHeaders(response, pathname.replace(/\/index\.html$/, '') || '/'),
  });

  /** Would sirv take this request's file from `dist/server/`? (It resolves the path so too.) */
  const serviceDir = join(dist, SERVICE_OUT);
  const isServiceFile = (url: string) => {
    let path = url.split(/[?#]/, 1)[0] ?? '';
    try {
      path = decodeURI(path);
    } catch {
      // sirv looks a path it cannot decode up as it is.
    }
    const file = join(dist, path);
    return file === serviceDir || file.startsWith(serviceDir + sep);
  };

  const notFound = Object.fromEntries(
    LANGUAGES.map((language) => [language, readFileSync(join(dist, notFoundFile(language)))]),
  ) as Record<Language, Buffer>;

  return {
    headersFor,
    page: (pathname) => {
      const file = join(dist, pathname, 'index.html');
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    serve: (request, response) => {
      const sendNotFound = () => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const language = languageOfPath(pathname);
        // The headers of the file sent (the not-found page's policy), not of the path asked for.
        applyHeaders(response, notFoundFile(language));
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(notFound[language]);
      };
      if (isServiceFile(request.url ?? '/')) sendNotFound();
      else serveStatic(request, response, sendNotFound);
    },
  };
}
