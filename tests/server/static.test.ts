import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticHostHeaders } from '../../deploy/headers';
import { openStaticSite, type StaticSite } from '../../server/static';
import { tempDir } from './helpers';

let dir: Awaited<ReturnType<typeof tempDir>>;
let site: StaticSite;
let server: Server;
let origin: string;

/** Each document's policy, as the build names them in `_headers` (deploy/headers.ts). */
const policies = {
  documents: [
    { path: '/', file: '/index.html', csp: 'policy of home (en)' },
    { path: '/he/about', file: '/he/about/index.html', csp: 'policy of about (he)' },
    { file: '/404.html', csp: 'policy of not found (en)' },
    { file: '/he/404.html', csp: 'policy of not found (he)' },
  ],
  otherwise: 'policy of other files',
};

/**
 * A built site of two pages and an asset, with each language's not-found page where the build
 * puts it, and the build's `_headers`.
 */
beforeAll(async () => {
  dir = await tempDir();
  await mkdir(join(dir.dir, 'he/about'), { recursive: true });
  await mkdir(join(dir.dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir.dir, '_headers'),
    staticHostHeaders(policies, [{ pattern: '/assets/*', cacheControl: 'immutable' }]),
  );
  await writeFile(join(dir.dir, '404.html'), 'not found (en)');
  await writeFile(join(dir.dir, 'he/404.html'), 'not found (he)');
  await writeFile(join(dir.dir, 'index.html'), 'home (en)');
  await writeFile(join(dir.dir, 'he/about/index.html'), 'about (he)');
  await writeFile(join(dir.dir, 'assets/app.js'), 'app');
  // The built service (scripts/build.ts writes it into the site's build, to be run by node).
  await mkdir(join(dir.dir, 'server'), { recursive: true });
  await writeFile(join(dir.dir, 'server/main.js'), 'the service');
  const opened = openStaticSite(dir.dir);
  if (!opened) throw new Error('the site did not open');
  site = opened;
  server = createServer((request, response) => site.serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await dir.remove();
});

describe('the static site', () => {
  it('serves a prerendered page and reads it for the service', async () => {
    const response = await fetch(`${origin}/he/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('about (he)');
    expect(site.page('/he/about')).toBe('about (he)');
    expect(site.page('/about')).toBeUndefined();
  });

  it.each([
    ['/', 200, 'home (en)'],
    ['/index.html', 200, 'home (en)'],
    ['/he/about', 200, 'about (he)'],
    ['/he/about/', 200, 'about (he)'],
    ['/he/about/index.html', 200, 'about (he)'],
    // An unknown path: the not-found page of its language.
    ['/nope', 404, 'not found (en)'],
    ['/services/nope', 404, 'not found (en)'],
    ['/hebrew', 404, 'not found (en)'],
    ['/he', 404, 'not found (he)'],
    ['/he/nope', 404, 'not found (he)'],
    ['/he/services/nope', 404, 'not found (he)'],
  ])('answers %s with %i and %s, under that page’s policy alone', async (path, status, page) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(page);
    // Two policies would read as one header with both values, joined by a comma.
    expect(response.headers.get('content-security-policy')).toBe(`policy of ${page}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/', '/he/about', '/he/about/', '/404.html', '/he/404.html', '/assets/app.js'])(
    'gives %s one policy among all the rules that match it, as a static host combines them',
    (path) => {
      const found = site.headersFor(path).filter(([name]) => name === 'Content-Security-Policy');
      expect(found).toHaveLength(1);
    },
  );

  /** A GET of a path exactly as written, as a client that does not normalise it sends it. */
  const getRaw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(origin, { path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });

  it.each([
    '/server/main.js',
    '/server',
    '/server/',
    '/%73erver/main.js',
    '//server/main.js',
    '/he/../server/main.js',
    '/server/main.js?x=1',
  ])('never sends the built service in dist/server/: %s is not found', async (path) => {
    const response = await getRaw(path);
    expect(response.status).toBe(404);
    expect(response.body).toMatch(/^not found/);
  });

  it('sends a file that is no document with the policy for other files and its caching', async () => {
    const response = await fetch(`${origin}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe('policy of other files');
    expect(response.headers.get('cache-control')).toBe('immutable');
  });
});
