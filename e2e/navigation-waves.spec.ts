import { expect, test } from '@playwright/test';
import { holdBackScripts, watchRequests, wavesOf } from '../qa/navigation-waves';
import {
  dictionaries,
  headingOf,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  reachPageEnd,
  visit,
} from './support';

/**
 * Every script response held back this long: well above the main thread's tasks, so that each
 * round trip shows as a wave of its own (qa/navigation-waves.ts), and short enough for CI.
 */
const DELAY_MS = 300;

/**
 * The most successive waves a navigation may take (issue #35): the page's own, and its island's
 * (the contact form loads when it is on screen, then in a wave of its own). A chunk that names
 * a further chunk only once it has arrived, outside the module map, makes three.
 */
const MAX_WAVES = 2;

/** The pages a visitor reaches by a link: all but the thank-you page, which a sent form opens. */
const linkedRoutes = pageRoutes.filter((route) => route.nav.group !== 'none');

for (const language of LANGUAGES) {
  const m = dictionaries[language];

  test(`${language}: each page reached by its link loads its scripts in at most ${MAX_WAVES} waves`, async ({
    page,
  }) => {
    test.slow();
    await holdBackScripts(page, DELAY_MS);
    const requests = watchRequests(page);
    await visit(page, localizedPath('/', language));
    // The view-mode switcher loads as the page's end comes near: let it load before measuring,
    // since reaching a footer link would bring it in among a navigation's scripts.
    await reachPageEnd(page);
    await requests.idle();

    // One after another, home last: each navigation fetches what the ones before did not.
    const routes = [...linkedRoutes.filter((route) => route.id !== 'home'), linkedRoutes[0]!];
    for (const route of routes) {
      const path = localizedPath(route.path, language);
      const since = requests.now();
      await page.locator(`a[href="${path}"]:visible`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route, m));
      await requests.idle();

      const scripts = requests.since(since).filter((request) => request.resourceType === 'script');
      const { count, waves } = wavesOf(scripts);
      const described = waves.map(
        (wave, index) =>
          `wave ${index + 1}: ${wave.map((request) => new URL(request.url).pathname).join(' ')}`,
      );
      expect(count, `${path}\n${described.join('\n')}`).toBeLessThanOrEqual(MAX_WAVES);
    }
  });
}
