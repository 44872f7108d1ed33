import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress } from '../../server/compress';

describe('the service’s pages, compressed', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j is answered in %j', (accept, encoding) => {
    expect(chooseEncoding(accept)).toBe(encoding);
  });

  it('comes back whole in either coding', () => {
    const page = `<!doctype html><html lang="he" dir="rtl"><p>${'שלום, עולם. '.repeat(2000)}</p></html>`;
    const br = compress(page, 'br');
    const gzip = compress(page, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gzip).toString()).toBe(page);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });
});
