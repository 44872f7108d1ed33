/** The browser reading of a path's checks (`qa/paths/model.ts`), with Playwright's web-first assertions. */
import { expect, type Locator, type Page } from '@playwright/test';
import { storedJsonExpected, storedJsonReading, type Check } from '../paths/model';
import { escape, holds, readChecks } from './readings';

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

/** Which checks hold in one reading of the page now; none if it cannot be read (it is loading). */
export async function holdingNow(page: Page, checks: readonly Check[], announced: number) {
  const readings = await page.evaluate(readChecks, { checks, announced }).catch(() => null);
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
