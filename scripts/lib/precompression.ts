/**
 * How the build precompresses what it writes (`.br` and `.gz` beside each file the server may send
 * compressed): the highest levels, since it is done once. The no-JavaScript floor and the round-trip
 * check compress their HTML the same way, so that their bytes are the ones a browser would get.
 */
import { constants as zlib, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export const BROTLI_OPTIONS: BrotliOptions = { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS: ZlibOptions = { level: 9 };
