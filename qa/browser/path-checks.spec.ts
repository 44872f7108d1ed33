/**
 * The generated paths read a step's checks in one round trip (`holdingNow`, playwright-checks.ts)
 * and leave to Playwright's web-first assertions only what does not hold yet. That reading may
 * only ever be stricter than the assertion it stands in for: whatever it says holds, the
 * assertion must pass, or a path would pass where it should fail. Playwright's own assertions
 * are the judge here, on a page built for the edge cases. It runs before the paths of every run,
 * once in each Playwright engine of the run (the `checks` projects of playwright.config.ts): a
 * runner that cannot be trusted stops there.
 */
import { expect, test } from '@playwright/test';
import type { Check } from '../paths/model';
import { holdingNow, verify } from './playwright-checks';

const PAGE = `<!doctype html>
<title>Checks of a path</title>
<button id="menu" class="menu open" aria-expanded="true" aria-label="Site menu" style="display: inline-block">
  Open
     menu
</button>
<p class="twin">one</p><p class="twin">two</p>
<div id="gone" style="display: none">gone</div>
<div id="ghost" style="visibility: hidden">ghost</div>
<div id="empty"></div>
<div id="contents" style="display: contents"><span>shown by its child</span></div>`;

const at = (css: string) => ({ css, label: css });

/** Checks that hold on the page: the one reading must say so, and Playwright must agree. */
const holding: Check[] = [
  {
    says: 'expanded',
    kind: 'attribute',
    target: at('#menu'),
    name: 'aria-expanded',
    value: 'true',
  },
  {
    says: 'no such attribute',
    kind: 'attribute',
    target: at('#menu'),
    name: 'data-x',
    value: null,
  },
  { says: 'has the class', kind: 'class', target: at('#menu'), name: 'open', present: true },
  { says: 'not a class prefix', kind: 'class', target: at('#menu'), name: 'ope', present: false },
  { says: 'white space as one space', kind: 'text', target: at('#menu'), text: 'Open menu' },
  { says: 'visible', kind: 'visible', target: at('#menu'), visible: true },
  { says: 'display: none', kind: 'visible', target: at('#gone'), visible: false },
  { says: 'visibility: hidden', kind: 'visible', target: at('#ghost'), visible: false },
  { says: 'no box', kind: 'visible', target: at('#empty'), visible: false },
  { says: 'not there is hidden', kind: 'visible', target: at('#nowhere'), visible: false },
  { says: 'absent', kind: 'absent', target: at('#nowhere') },
  { says: 'two of them', kind: 'count', target: at('.twin'), count: 2 },
  {
    says: 'computed style',
    kind: 'css',
    target: at('#menu'),
    property: 'display',
    value: 'inline-block',
  },
  { says: 'focused', kind: 'focused', target: at('#menu') },
  { says: 'stored', kind: 'storage', key: 'choice', value: 'mobile' },
  { says: 'not stored', kind: 'storage', key: 'nothing', value: null },
  { says: 'stored JSON', kind: 'storedJson', key: 'draft', value: { name: 'Dana' } },
  { says: 'title', kind: 'titlePrefix', prefix: 'Checks', present: true },
  { says: 'path', kind: 'path', path: '/path-checks' },
  { says: 'no post', kind: 'posts', url: '/api/contact', count: 0 },
  { says: 'one announcement', kind: 'announced', modes: ['mobile'] },
];

/**
 * Checks the one reading must leave to Playwright: two elements for one target (a locator is
 * strict), `display: contents` (judged by its children), and accessible names.
 */
const doubtful: Check[] = [
  { says: 'two elements', kind: 'attribute', target: at('.twin'), name: 'class', value: 'twin' },
  { says: 'contents: visible', kind: 'visible', target: at('#contents'), visible: true },
  { says: 'contents: hidden', kind: 'visible', target: at('#contents'), visible: false },
  { says: 'a name', kind: 'name', target: at('#menu'), name: 'Site menu' },
];

test('the one reading of a step says a check holds only where Playwright’s assertion passes', async ({
  page,
}) => {
  await page.route('**/path-checks', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  await page.goto('/path-checks');
  await page.evaluate(() => {
    localStorage.setItem('choice', 'mobile');
    localStorage.setItem('draft', JSON.stringify({ name: 'Dana', message: 'Hello' }));
    Object.assign(window, { __posts: {}, __viewModeChanged: ['desktop', 'mobile'] });
    document.getElementById('menu')!.focus();
  });
  const announced = 1;

  expect(await holdingNow(page, holding, announced)).toEqual(holding.map(() => true));
  for (const check of holding) await verify(page, check, announced);

  expect(await holdingNow(page, doubtful, announced)).toEqual(doubtful.map(() => false));
  // Playwright's verdicts on them, which the paths then rely on.
  // Playwright's verdicts on them, which the assertions then give: a target of two elements is
  // an error, and `#contents` is visible, so "hidden" fails and "visible" passes.
  await expect(page.locator('.twin').getAttribute('class', { timeout: 500 })).rejects.toThrow(
    /strict mode violation/,
  );
  expect(await page.locator('#contents').isVisible()).toBe(true);
  await verify(page, doubtful[1]!, announced);
  await verify(page, doubtful[3]!, announced);
});
