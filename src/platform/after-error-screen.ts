/**
 * A page the visitor reaches after the error screen. A module that failed to load stays failed for
 * the document's life in Firefox and WebKit (HTML's module map keeps the failure; Chromium alone
 * fetches it again), so trying the failed load again in this document cannot succeed there: the
 * page loads as a new document instead, once the site answers, in every engine alike.
 *
 * Only a failure needs this, so it comes with the error screen's chunk (src/chrome/ErrorScreen):
 * trying each failed load again first would keep Chromium's document, at the cost of more code in
 * every page's first JavaScript (issue #20's target).
 */
import { use } from 'react';

/** The address last asked after the error screen, and what its answer settles. */
let asked: string | undefined;
let answer: Promise<void>;

/**
 * For the render of a page the visitor reaches after the error screen: the browser may be keeping
 * the failure (see above), so it suspends (its boundary shows the spinner) while the page's
 * address is asked; if it answers, the page loads as a new document, and the suspension lasts
 * until it does, so nothing the visitor could use shows in between. If it does not, the page
 * renders in this document, and a load that fails again shows the error screen, which says so.
 */
export function readAfterErrorScreen(
  path: string,
  reloadDocument: () => void = () => location.reload(),
): void {
  if (asked !== path) {
    asked = path;
    answer = fetch(path, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => {
        if (response.ok) {
          reloadDocument();
          return new Promise(() => {});
        }
      },
      () => {},
    );
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called while a component renders
  use(answer);
}
