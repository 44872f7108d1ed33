/** The browser reading of a path's checks (`qa/paths/model.ts`), with Playwright's web-first assertions. */
import { isDeepStrictEqual } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { storedJsonExpected, storedJsonReading, type Check } from '../../qa/paths/model';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value a check names in local storage, or in session storage where it says so. */
const readStored = (page: Page, check: { key: string; session?: boolean }) =>
  page.evaluate(
    ([key, session]) => (session ? window.sessionStorage : window.localStorage).getItem(key),
    [check.key, check.session ?? false] as const,
  );

/** One check as a web-first assertion, retried until it holds or the expect timeout. */
export async function verify(page: Page, check: Check, announced: number) {
  const says = check.says;
  const at = (css: string): Locator => page.locator(css);
  switch (check.kind) {
    case 'attribute':
      if (check.value === null)
        await expect(at(check.target.css), says).not.toHaveAttribute(check.name);
      else await expect(at(check.target.css), says).toHaveAttribute(check.name, check.value);
      return;
    case 'class': {
      const pattern = new RegExp(`(^|\\s)${escape(check.name)}(\\s|$)`);
      if (check.present) await expect(at(check.target.css), says).toHaveClass(pattern);
      else await expect(at(check.target.css), says).not.toHaveClass(pattern);
      return;
    }
    case 'storage':
      await expect.poll(() => readStored(page, check), { message: says }).toBe(check.value);
      return;
    case 'storedJson':
      await expect
        .poll(async () => storedJsonReading(await readStored(page, check), check), {
          message: says,
        })
        .toEqual(storedJsonExpected(check));
      return;
    case 'titlePrefix':
      await expect
        .poll(() => page.evaluate((prefix) => document.title.startsWith(prefix), check.prefix), {
          message: says,
        })
        .toBe(check.present);
      return;
    case 'path':
      await expect.poll(() => new URL(page.url()).pathname, { message: says }).toBe(check.path);
      return;
    case 'text':
      await expect(at(check.target.css), says).toContainText(check.text);
      return;
    case 'visible':
      if (check.visible) await expect(at(check.target.css), says).toBeVisible();
      else await expect(at(check.target.css), says).toBeHidden();
      return;
    case 'absent':
      await expect(at(check.target.css), says).toHaveCount(0);
      return;
    case 'count':
      await expect(at(check.target.css), says).toHaveCount(check.count);
      return;
    case 'css':
      await expect(at(check.target.css), says).toHaveCSS(check.property, check.value);
      return;
    case 'focused':
      await expect(at(check.target.css), says).toBeFocused();
      return;
    case 'name':
      await expect(at(check.target.css), says).toHaveAccessibleName(new RegExp(escape(check.name)));
      return;
    case 'posts':
      await expect
        .poll(
          () =>
            page.evaluate(
              (url) => (window as unknown as { __posts: Record<string, number> }).__posts[url] ?? 0,
              check.url,
            ),
          { message: says },
        )
        .toBe(check.count);
      return;
    case 'announced':
      await expect
        .poll(
          () =>
            page.evaluate(
              (from) =>
                (window as unknown as { __viewModeChanged: string[] }).__viewModeChanged.slice(
                  from,
                ),
              announced,
            ),
          { message: says },
        )
        .toEqual(check.modes);
      return;
  }
}

/** What the page shows now for one check: the elements its target matches, and one value. */
interface Reading {
  count: number;
  value: unknown;
}

/**
 * One round trip reads what every check of a step looks at, as Playwright's assertions would:
 * an attribute or the `class` attribute, `textContent`, the computed style, focus, visibility
 * (visible: `checkVisibility()` with `visibility: visible`, and a box of some size), storage, the
 * title and the page's records. An accessible name is left to Playwright, and a path is the URL.
 */
const readNow = (page: Page, checks: readonly Check[], announced: number) =>
  page.evaluate(
    ({ checks, announced }) => {
      const records = window as unknown as {
        __posts: Record<string, number>;
        __viewModeChanged: string[];
      };
      /** Playwright's rule; `null` for `display: contents`, which it judges by the children. */
      const isVisible = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.display === 'contents') return null;
        const { width, height } = element.getBoundingClientRect();
        return (
          element.checkVisibility() && style.visibility === 'visible' && width > 0 && height > 0
        );
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
    },
    { checks, announced },
  );

/** Playwright's whitespace rule for text: trimmed, runs of white space as one space. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Whether a check holds in what was read. Only ever stricter than its assertion: a target must
 * match one element (a locator is strict), and anything in doubt is `false`, for `verify`.
 */
function holds(check: Check, { count, value }: Reading, url: string): boolean {
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

/** Which checks hold in one reading of the page now; none if it cannot be read (it is loading). */
export async function holdingNow(page: Page, checks: readonly Check[], announced: number) {
  const readings = await readNow(page, checks, announced).catch(() => null);
  const url = page.url();
  return checks.map((check, index) => !!readings && holds(check, readings[index]!, url));
}

/**
 * A step's checks. Most hold at once, so all are read in one round trip first; those that do
 * not (yet), and the accessible names, are then web-first assertions side by side, each retrying
 * on its own, and the step fails with the first failing one in the plan's order, as checking one
 * by one would. (One assertion per check was about a quarter of a path's time.)
 */
export async function verifyAll(page: Page, checks: readonly Check[], announced: number) {
  const holding = await holdingNow(page, checks, announced);
  const pending = checks.filter((_, index) => !holding[index]);
  const results = await Promise.allSettled(pending.map((check) => verify(page, check, announced)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** How many `viewModeChanged` events the page has dispatched so far. */
export const announcedSoFar = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __viewModeChanged: string[] }).__viewModeChanged.length,
  );

/** Records every `viewModeChanged` event's detail, from the first script on. */
export const recordAnnouncements = (page: Page) =>
  page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __viewModeChanged: string[] }).__viewModeChanged = log;
    window.addEventListener('viewModeChanged', (event) =>
      log.push(String((event as CustomEvent).detail)),
    );
  });

/** Counts the page's POST requests (by `fetch`) per path, from the first script on. */
export const recordPosts = (page: Page) =>
  page.addInitScript(() => {
    const posts: Record<string, number> = {};
    (window as unknown as { __posts: Record<string, number> }).__posts = posts;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : null;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      if (method === 'POST') {
        const { pathname } = new URL(
          request ? request.url : (input as string | URL),
          window.location.href,
        );
        posts[pathname] = (posts[pathname] ?? 0) + 1;
      }
      return original(input, init);
    };
  });
