import type { Plugin } from 'vite';

/** The bundler's wrapper of a CommonJS module, as named in a chunk before it is minified. */
const WRAPPER = String.raw`\b(__commonJS(?:Min)?(?:\$\d+)?)\(`;
/** Every call of the wrapper. */
const WRAPPER_CALL = new RegExp(WRAPPER, 'g');
/** A call whose factory is as the bundler writes it: `((exports, module) => {`. */
const ARROW_FACTORY = new RegExp(String.raw`${WRAPPER}\(\(([\w$, ]*)\) => \{`, 'g');

/**
 * Each CommonJS factory in a rendered chunk's code as a parenthesised function expression:
 * `__commonJSMin(((exports) => {` becomes `__commonJSMin((function(exports) {`; the body and the
 * closing `}))` stay as they are. Throws if a wrapper's factory is written some other way.
 */
export function eagerFactories(code: string): string {
  const wrappers = code.match(WRAPPER_CALL)?.length ?? 0;
  if (!wrappers) return code;
  let rewritten = 0;
  const eager = code.replace(ARROW_FACTORY, (_, wrapper: string, parameters: string) => {
    rewritten++;
    return `${wrapper}((function(${parameters}) {`;
  });
  if (rewritten !== wrappers)
    throw new Error(
      `${wrappers - rewritten} of ${wrappers} CommonJS factories are not \`((exports) => {\` arrows (scripts/vite/eager-commonjs.ts)`,
    );
  return eager;
}

/**
 * React's CommonJS modules compiled while their chunk downloads, not when start-up first reads
 * them (decision 038). V8 compiles a function eagerly, off the main thread as the chunk streams
 * in, when it is a function expression in parentheses; any other function it only pre-parses,
 * and compiles on the main thread when it is first called. The bundler wraps each CommonJS
 * module in an arrow factory, and the minifier writes a one-parameter arrow as `e=>{…}`, which
 * V8 does not compile eagerly: React DOM's client, 200 KB, was parsed and compiled in start-up's
 * first task. As `(function(e){…})` it is compiled with the chunk.
 */
export function eagerCommonJs(): Plugin {
  return {
    name: 'kavana:eager-commonjs',
    apply: 'build',
    renderChunk: {
      order: 'post',
      handler(code, chunk) {
        try {
          const eager = eagerFactories(code);
          return eager === code ? null : { code: eager, map: null };
        } catch (error) {
          this.error(`${chunk.fileName}: ${(error as Error).message}`);
        }
      },
    },
  };
}
