import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_STYLIS_PLUGINS,
  emotionPrefixerOut,
} from '../../../scripts/vite/emotion-prefixer-out';

type Transform = (
  this: { error: (message: string) => never },
  code: string,
  id: string,
  options?: { ssr?: boolean },
) => { code: string } | null;
const transform = emotionPrefixerOut().transform as Transform;

const CACHE = '/site/node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js';
const CODE = `import { prefixer } from 'stylis';\n${DEFAULT_STYLIS_PLUGINS}\nexport default createCache;`;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('Emotion’s vendor prefixer out of the browser’s bundle', () => {
  it('gives the browser build of Emotion’s cache no default stylis plugin', () => {
    const { code } = transform.call(context, CODE, CACHE)!;
    expect(code).toContain('var defaultStylisPlugins = [];');
    expect(code).not.toContain(DEFAULT_STYLIS_PLUGINS);
  });

  it('leaves the server’s build, which writes the prerendered CSS, and every other module', () => {
    expect(transform.call(context, CODE, CACHE, { ssr: true })).toBeNull();
    expect(transform.call(context, CODE, '/site/src/styles/emotion-cache.ts')).toBeNull();
  });

  it('fails the build when a new Emotion no longer has the line', () => {
    const error = vi.fn(context.error);
    expect(() => transform.call({ error }, 'var plugins = [prefixer];', CACHE)).toThrow(
      /no longer has/,
    );
    expect(error).toHaveBeenCalledOnce();
  });
});
