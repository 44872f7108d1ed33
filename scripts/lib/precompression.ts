/**
 * How the build precompresses what it writes (`.br` and `.gz` beside each file the server may send
 * compressed): the highest levels, since it is done once. The no-JavaScript floor and the round-trip
 * check compress their HTML the same way, so that their bytes are the ones a browser would get.
 */
import { brotliCompressSync, constants as zlib, type ZlibOptions } from 'node:zlib';

/**
 * Brotli's highest quality, with its own choice of block size and with the smallest, 64 KiB:
 * at quality 11 the encoder's choices swing the size of a page by tens of bytes on any change to
 * it (a chunk's new hash in the HTML moved `/` by 69 bytes, over the first round trip), and
 * either may come out smaller. Both are plain brotli to a browser.
 */
const BROTLI_PARAMS = [
  { [zlib.BROTLI_PARAM_QUALITY]: 11 },
  { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGBLOCK]: 16 },
];

/** `content` in brotli: the smallest of the encodings `BROTLI_PARAMS` gives. */
export function brotli(content: Buffer | string): Buffer {
  return BROTLI_PARAMS.map((params) => brotliCompressSync(content, { params })).reduce(
    (smallest, encoded) => (encoded.length < smallest.length ? encoded : smallest),
  );
}

export const GZIP_OPTIONS: ZlibOptions = { level: 9 };
