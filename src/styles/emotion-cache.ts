import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/**
 * Emotion's style sheet, with the rules it adds at run time (a toast, the drawer's first opening,
 * a page reached by navigation, the contact form's errors) inserted into a constructed
 * `CSSStyleSheet` the document adopts, not into new `<style>` elements. The CSP's `style-src`
 * allows inline `<style>` only by hash (the server-rendered ones, hashed by the build) and would
 * refuse Emotion's elements; CSSOM rules, and so adopted sheets, are not subject to it
 * (docs/decisions/016-observatory-and-strict-csp.md). `insertRule` is what Emotion's own
 * production ("speedy") mode does too, so a rule the browser does not parse is skipped, as there.
 */
class AdoptedStyleSheet extends StyleSheet {
  private adopted: CSSStyleSheet | undefined;

  override insert(rule: string): void {
    if (!this.adopted) {
      this.adopted = new CSSStyleSheet();
      // A <Global>'s sheet goes before the components' sheet, as Emotion orders its elements.
      document.adoptedStyleSheets = this.key.endsWith('-global')
        ? [this.adopted, ...document.adoptedStyleSheets]
        : [...document.adoptedStyleSheets, this.adopted];
    }
    try {
      this.adopted.insertRule(rule, this.adopted.cssRules.length);
    } catch {
      // Another engine's prefixed selector (`::-moz-…`): refused here, as in speedy mode.
    }
  }

  /** Removes the server-rendered elements it adopted (`hydrate`) and the run-time rules. */
  override flush(): void {
    super.flush();
    if (!this.adopted) return;
    const adopted = this.adopted;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== adopted);
    this.adopted = undefined;
  }
}

/**
 * The browser's Emotion cache (key `css`, as on the server). `createCache` finds the
 * server-rendered `<style data-emotion="css …">` blocks in `<head>` and marks their rules as
 * inserted, so hydration adds nothing twice and nothing flashes; only rules the page did not
 * arrive with go to the adopted sheet. `<Global>` builds its sheet from the cache's sheet's
 * class, so it gets an adopted one too (ours is server-rendered and static: it inserts nothing).
 *
 * In development Emotion keeps its `<style>` elements (editable, with source maps; the dev server
 * sends no CSP), and so does a browser without adoptable sheets (Safari before 16.4, Firefox
 * before 101), where the CSP then refuses the run-time rules.
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (import.meta.env.DEV || !('adoptedStyleSheets' in Document.prototype)) return cache;
  const { sheet } = cache;
  const adopted = new AdoptedStyleSheet({ key: sheet.key, container: sheet.container });
  // The server-rendered elements `createCache` took over, which `<Global>` places itself by.
  adopted.tags = sheet.tags;
  cache.sheet = adopted;
  return cache;
}
