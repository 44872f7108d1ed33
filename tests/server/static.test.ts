import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaticSite, type StaticSite } from '../../server/static';
import { tempDir } from './helpers';

let dir: Awaited<ReturnType<typeof tempDir>>;
let site: StaticSite;
let server: Server;
let origin: string;

/** A built site of one page, with each language's not-found page where the build puts it. */
beforeAll(async () => {
  dir = await tempDir();
  await mkdir(join(dir.dir, 'he/about'), { recursive: true });
  await writeFile(join(dir.dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(join(dir.dir, '404.html'), 'not found (en)');
  await writeFile(join(dir.dir, 'he/404.html'), 'not found (he)');
  await writeFile(join(dir.dir, 'he/about/index.html'), 'about (he)');
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
    ['/nope', 'not found (en)'],
    ['/services/nope', 'not found (en)'],
    ['/hebrew', 'not found (en)'],
    ['/he', 'not found (he)'],
    ['/he/nope', 'not found (he)'],
    ['/he/services/nope', 'not found (he)'],
  ])('answers %s with 404 and the not-found page of its language', async (path, page) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(page);
  });
});
