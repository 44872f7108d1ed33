import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion's style sheet, with the rules it adds at run time (a toast, a page reached by
 * navigation, the contact form's errors) inserted into a constructed `CSSStyleSheet` the document
 * adopts, not into new `<style>` elements. The CSP's `style-src` allows inline `<style>` only by
 * hash (the server-rendered ones, hashed by the build) and would refuse Emotion's elements; CSSOM
 * rules, and so adopted sheets, are not subject to it
 * (docs/decisions/016-observatory-and-strict-csp.md). `insertRule` is what Emotion's own
 * production ("speedy") mode does too, so a rule the browser does not parse is skipped, as there.
 */
class AdoptedStyleSheet extends StyleSheet {
  private adopted: CSSStyleSheet | undefined;

  override insert(rule: string): void {
    if (!this.adopted) {
      this.adopted = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.adopted];
    }
    try {
      this.adopted.insertRule(rule, this.adopted.cssRules.length);
    } catch {
      // Another engine's prefixed selector (`::-moz-…`): refused here, as in speedy mode.
    }
  }

  /** Removes the run-time rules. */
  override flush(): void {
    super.flush();
    if (!this.adopted) return;
    const adopted = this.adopted;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== adopted);
    this.adopted = undefined;
  }
}

/**
 * The class names of the rules in the server-rendered `<style>`s (`.css-1hvbl1` is `1hvbl1`), the
 * names Emotion's cache keeps. Read from the rules rather than listed beside them: the list was
 * 250–350 bytes of every page's compressed HTML, enough to cost a page a round trip on a slow
 * network (issue 46). The build checks that these are exactly the classes Emotion rendered
 * (`ruleNames`, server/rendered-html.ts). An animation's `@keyframes` is not among them (its
 * name would cost the first page's JavaScript bytes it does not have): a component that uses
 * one defines it again, the same, in the adopted sheet when it renders.
 */
const RULE_NAMES = /\.css-(\w+)/g;

/** The class names of the rules in `css` (`RULE_NAMES`), as often as they occur. */
export const ruleNames = (css: string): string[] =>
  Array.from(css.matchAll(RULE_NAMES), ([, name]) => name!);

/**
 * The prerenderer's Emotion cache, a new one for each page. Its rules have no vendor prefixes,
 * as the browser's run-time rules have none (scripts/vite/emotion-prefixer-out.ts): every
 * property the site's rules use is unprefixed in every engine that runs the app (flexbox,
 * transform, transition, animation, logical margins and paddings), and `appearance: auto` is a
 * select's own look anyway. The prefixes were 260–380 bytes of every page's compressed HTML.
 * The global and print styles write the two prefixes they need by hand. One cache for the whole
 * page also writes each rule once, where Emotion's default cache is one per styled subtree.
 */
export const createPrerenderStyleCache = (): EmotionCache =>
  createCache({ key: 'css', stylisPlugins: [] });

/**
 * The browser's Emotion cache (key `css`, as on the server), told which rules the page arrived
 * with (`RULE_NAMES`), so hydration adds no class twice, nothing flashes and no stylesheet
 * moves; only rules the page did not arrive with are inserted, into an adopted sheet.
 *
 * In development Emotion keeps its `<style>` elements (editable, with source maps; the dev server
 * sends no CSP), and so does a browser without adoptable sheets (Safari before 16.4, Firefox
 * before 101), where the CSP then refuses the run-time rules.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of document.querySelectorAll('style'))
    for (const [, name] of element.textContent.matchAll(RULE_NAMES)) cache.inserted[name!] = true;
  if (import.meta.env.DEV || !('adoptedStyleSheets' in Document.prototype)) return cache;
  cache.sheet = new AdoptedStyleSheet({ key: cache.sheet.key, container: cache.sheet.container });
  return cache;
}
