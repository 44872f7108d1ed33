import type { Plugin } from 'vite';

/** Emotion's browser build, whose `createCache` defaults its stylis plugins to the prefixer. */
const EMOTION_CACHE_BROWSER =
  /node_modules[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/;
export const DEFAULT_STYLIS_PLUGINS = 'var defaultStylisPlugins = [prefixer];';

/**
 * Emotion's vendor prefixer out of the browser's bundle (1.1 KB gzip): `createCache` defaults to
 * it, so tree-shaking cannot drop it. The prerenderer writes no prefixes either (its own cache,
 * `createPrerenderStyleCache`); the rules inserted at run time (a toast, a page reached by
 * navigation, the form's errors) have the same class names as the prerendered: Emotion hashes
 * the serialised styles before stylis runs. Those rules reach only browsers with adoptable style
 * sheets (Chrome 73+, Safari 16.4+, Firefox 101+, src/styles/emotion-cache.ts), and every property
 * of the site's that stylis prefixes is unprefixed there: flexbox, transform, transition, animation
 * and `@keyframes`, logical margins and paddings, `position: sticky`, `width: fit-content`
 * (Firefox 94) and a one-value `text-decoration`. `appearance: auto` (the
 * contact form's select) takes `-webkit-` before Chrome 84, which draws the select so anyway.
 * `text-size-adjust` and `print-color-adjust` are only in the prerendered global and print
 * styles, which write their prefixes by hand. Fails the build if a new Emotion moved the line.
 */
export function emotionPrefixerOut(): Plugin {
  return {
    name: 'kavana:emotion-prefixer-out',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !EMOTION_CACHE_BROWSER.test(id)) return null;
      if (!code.includes(DEFAULT_STYLIS_PLUGINS))
        this.error(
          `${id} no longer has \`${DEFAULT_STYLIS_PLUGINS}\` (scripts/vite/emotion-prefixer-out.ts)`,
        );
      return {
        code: code.replace(DEFAULT_STYLIS_PLUGINS, 'var defaultStylisPlugins = [];'),
        map: null,
      };
    },
  };
}
