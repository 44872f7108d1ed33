/**
 * A page's no-JavaScript floor: the same prerendered HTML with every script removed, so it paints
 * what the server sent and runs nothing. Measured beside the real page in the same run, it is the
 * best any amount of JavaScript work could do, and the ratio between the two is stable on a
 * noisy machine where absolute times are not (issue #10).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli, GZIP_OPTIONS } from '../lib/precompression';

/**
 * Removes the `<script>` elements a browser runs (module entries, the inline boot script) and the
 * links that fetch scripts ahead (`modulepreload`, and `preload` as a script). Everything else
 * stays as it is: styles, font preloads, and the JSON-LD data block (`application/ld+json`), which
 * no browser runs and a site without JavaScript would carry just the same. (Until issue 46 the
 * floor dropped it too: 200 bytes of the home pages' compressed HTML, which put their floor, and
 * not them, in the first round trip's 14,600 bytes.)
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[^]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?script"?)[^>]*>/gi, '');
}

/**
 * Copies the build to `target` with every HTML file's scripts removed. The build's precompressed
 * copies (`.gz`, `.br`) of those files are written again from the new HTML, at the build's
 * levels: the server prefers them, and they must not bring the scripts back.
 */
export function writeNoJsFloor(dist: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const htmlFiles = readdirSync(target, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const file of htmlFiles) {
    const path = join(target, file);
    const html = Buffer.from(withoutScripts(readFileSync(path, 'utf8')));
    writeFileSync(path, html);
    writeFileSync(`${path}.gz`, gzipSync(html, GZIP_OPTIONS));
    writeFileSync(`${path}.br`, brotli(html));
  }
}
