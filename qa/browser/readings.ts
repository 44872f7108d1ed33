/**
 * What a step's checks look at, read in the page in one round trip, and whether each holds: the
 * in-page function is plain (no closure, no import), so Playwright's `page.evaluate` runs it in
 * Chromium and Firefox and WebdriverIO's `execute` in WebKit (`webkit/`), and both judge what
 * they read with the same `holds`.
 */
import { isDeepStrictEqual } from 'node:util';
import { storedJsonExpected, storedJsonReading, type Check } from '../paths/model';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the page shows now for one check: the elements its target matches, and one value. */
export interface Reading {
  count: number;
  value: unknown;
}

/**
 * One round trip reads what every check of a step looks at, as Playwright's assertions would:
 * an attribute or the `class` attribute, `textContent`, the computed style, focus, visibility
 * (visible: `checkVisibility()` with `visibility: visible`, and a box of some size), storage, the
 * title and the page's records. An accessible name is left to the driver, and a path is the URL.
 * Runs in the page.
 */
export const readChecks = ({
  checks,
  announced,
}: {
  checks: readonly Check[];
  announced: number;
}): Reading[] => {
  const records = window as unknown as {
    __posts: Record<string, number>;
    __viewModeChanged: string[];
  };
  /** Playwright's rule; `null` for `display: contents`, which it judges by the children. */
  const isVisible = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.display === 'contents') return null;
    const { width, height } = element.getBoundingClientRect();
    return element.checkVisibility() && style.visibility === 'visible' && width > 0 && height > 0;
  };
  return checks.map((check): Reading => {
    const elements = 'target' in check ? document.querySelectorAll(check.target.css) : [];
    const [element] = elements;
    const read = (value: (element: Element) => unknown) => ({
      count: elements.length,
      value: element ? value(element) : undefined,
    });
    switch (check.kind) {
      case 'attribute':
        return read((element) => element.getAttribute(check.name));
      case 'class':
        return read((element) => element.getAttribute('class') ?? '');
      case 'text':
        return read((element) => element.textContent ?? '');
      case 'css':
        return read((element) => getComputedStyle(element).getPropertyValue(check.property));
      case 'focused':
        return read((element) => element === document.activeElement);
      case 'visible':
        return read(isVisible);
      case 'storage':
      case 'storedJson':
        return {
          count: 0,
          value: (check.session ? sessionStorage : localStorage).getItem(check.key),
        };
      case 'titlePrefix':
        return { count: 0, value: document.title };
      case 'posts':
        return { count: 0, value: records.__posts[check.url] ?? 0 };
      case 'announced':
        return { count: 0, value: records.__viewModeChanged.slice(announced) };
      default:
        return { count: elements.length, value: undefined };
    }
  });
};

/** Playwright's whitespace rule for text: trimmed, runs of white space as one space. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Whether a check holds in what was read. Only ever stricter than its assertion: a target must
 * match one element (a locator is strict), and anything in doubt is `false`, for `verify`.
 */
export function holds(check: Check, { count, value }: Reading, url: string): boolean {
  const one = count === 1;
  switch (check.kind) {
    case 'attribute':
      return one && value === check.value;
    case 'class':
      return (
        one &&
        new RegExp(`(^|\\s)${escape(check.name)}(\\s|$)`).test(value as string) === check.present
      );
    case 'text':
      return one && normalized(value as string).includes(normalized(check.text));
    case 'css':
      return one && value === check.value;
    case 'focused':
      return one && value === true;
    case 'visible':
      return check.visible ? one && value === true : count === 0 || (one && value === false);
    case 'absent':
      return count === 0;
    case 'count':
      return count === check.count;
    case 'storage':
      return value === check.value;
    case 'storedJson':
      return isDeepStrictEqual(
        storedJsonReading(value as string | null, check),
        storedJsonExpected(check),
      );
    case 'titlePrefix':
      return (value as string).startsWith(check.prefix) === check.present;
    case 'path':
      return new URL(url).pathname === check.path;
    case 'posts':
      return value === check.count;
    case 'announced':
      return isDeepStrictEqual(value, check.modes);
    case 'name':
      return false;
  }
}
