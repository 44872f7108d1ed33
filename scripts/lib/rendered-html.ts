/**
 * Turns the prerendering entry's output into the parts of a page: the head tags React hoists,
 * the body, and Emotion's styles gathered for `<head>`. The build uses it for every page, and
 * the contact service for the contact page it renders again at run time.
 */

export interface RenderedParts {
  /**
   * `<title>`, `<meta>` and `<link>` elements (a preload React adds for an image, such as the
   * company's mark), which React puts first; they belong in `<head>`.
   */
  headTags: string;
  body: string;
  styles: string;
}

export function splitRendered(rendered: string): RenderedParts {
  const hoisted = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+)/.exec(rendered);
  const headTags = hoisted?.[1] ?? '';
  return { headTags, ...hoistEmotionStyles(rendered.slice(headTags.length)) };
}

/**
 * Emotion's server output puts a `<style>` before each styled element. Gathered into `<head>`
 * (one element per cache key, in the format Emotion's browser cache adopts on start-up), the
 * browser parses the body without a style recalculation per element, and Emotion has nothing to
 * move before hydrating.
 */
function hoistEmotionStyles(html: string): { body: string; styles: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const body = html.replace(
    /<style data-emotion="([\w-]+) ([^"]*)">([^]*?)<\/style>/g,
    (element: string, key: string, names: string, css: string) => {
      if (key.endsWith('-global')) globals.push(element);
      else {
        ids.push(...names.split(' '));
        rules.push(css);
      }
      return '';
    },
  );
  const styles = ids.length
    ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`
    : '';
  return { body, styles: globals.join('') + styles };
}
