import type { Plugin } from 'vite';

/**
 * V8's file-level compile hint (Chrome 136+): a script or module that begins with it has every
 * function compiled eagerly, on a background thread while it streams in, where V8 would otherwise
 * only pre-parse a function and compile it on the main thread at its first call. Gecko and WebKit
 * read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * What `postBanner` gives a chunk it leaves as it is: nothing, which the bundler reads as no
 * banner. An empty string would still be written, as a blank first line.
 */
const NO_BANNER = undefined as unknown as string;

/** The chunks of a bundle named in `chunks` that do not begin with the hint. */
export function unhinted(
  bundle: Record<string, { type: string; name?: string; code?: string }>,
  chunks: readonly string[],
): string[] {
  const named = Object.values(bundle).filter(
    (output) => output.type === 'chunk' && chunks.includes(output.name ?? ''),
  );
  const missing = chunks.filter((name) => !named.some((output) => output.name === name));
  return [
    ...missing.map((name) => `no chunk is named ${name}`),
    ...named
      .filter((output) => !output.code?.startsWith(`${COMPILE_HINT}\n`))
      .map((output) => `${output.name} does not begin with ${COMPILE_HINT}`),
  ];
}

/**
 * The client's chunks named in `chunks` compiled whole while they download (decision 039):
 * start-up's, most of whose functions run before the app is live (React DOM's hydration, XState's
 * interpreter and the machines, the shell). The hint is the chunk's first line, written after the
 * minifier (which drops every comment but a licence) and before the chunk is hashed, so its file
 * name and its integrity hash cover it. The build fails if a chunk named here is missing or was
 * built without the hint, rather than lose it silently to a rename.
 */
export function compileHints({ chunks }: { chunks: readonly string[] }): Plugin {
  return {
    name: 'kavana:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    outputOptions(output) {
      return {
        ...output,
        postBanner: (chunk) => (chunks.includes(chunk.name) ? COMPILE_HINT : NO_BANNER),
      };
    },
    generateBundle(_, bundle) {
      const problems = unhinted(bundle, chunks);
      if (problems.length) this.error(`${problems.join('; ')} (scripts/vite/compile-hints.ts)`);
    },
  };
}
