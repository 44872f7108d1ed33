/**
 * Turns the prerendering entry's output into the parts of a page: the head tags React hoists,
 * the body, and Emotion's styles gathered for `<head>`. The build uses it for every page, and
 * the contact service for the contact page it renders again at run time.
 */
import { createHash } from 'node:crypto';
import { ruleNames } from '../src/styles/emotion-cache';

/** A CSP hash source's value for an inline script or style (`sha256-…`). */
export const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The hash of every `<style>` element in a piece of HTML, in order: what its CSP must allow. */
export const inlineStyleHashes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([^]*?)<\/style>/g)].map(([, css]) => sha256(css!));

export interface RenderedParts {
  /**
   * `<title>`, `<meta>` and `<link>` elements (a preload React adds for an image, such as the
   * company's mark), which React puts first; they belong in `<head>`.
   */
  headTags: string;
  body: string;
  /** The page's rules for one `<style>`: the global sheets, then the components' rules. */
  css: string;
}

export function splitRendered(rendered: string): RenderedParts {
  const hoisted = /^((?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+)/.exec(rendered);
  const headTags = hoisted?.[1] ?? '';
  return { headTags, ...hoistEmotionStyles(rendered.slice(headTags.length)) };
}

/**
 * Emotion's server output puts a `<style>` before each styled element. Gathered into `<head>`, the
 * browser parses the body without a style recalculation per element. The global sheets (rendered
 * only here) and the components' rules after them become the rules of one plain element, in the
 * same order, without Emotion's `data-emotion`, which would make the browser cache move them
 * (src/styles/emotion-cache.ts): one element, so the page's CSP names one hash for them, not
 * one per sheet (each 55 bytes of every response's headers; issue 46). The
 * browser reads the class names of the rules the page arrived with from every `<style>`'s rules:
 * this checks that they are the classes Emotion rendered (its names but the animations'), no more
 * and no fewer.
 */
function hoistEmotionStyles(html: string): { body: string; css: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const body = html.replace(
    /<style data-emotion="([\w-]+) ([^"]*)">([^]*?)<\/style>/g,
    (_: string, key: string, names: string, css: string) => {
      if (key.endsWith('-global')) globals.push(css);
      else {
        ids.push(...names.split(' '));
        rules.push(css);
      }
      return '';
    },
  );
  const css = rules.join('');
  const classes = ids.filter((id) => !id.startsWith('animation-'));
  const rendered = [...new Set(classes)].sort().join(' ');
  const read = [...new Set(ruleNames(css + globals.join('')))].sort().join(' ');
  if (read !== rendered)
    throw new Error(`The rules' names (${read}) are not those Emotion rendered (${rendered})`);
  return { body, css: globals.join('') + css };
}
