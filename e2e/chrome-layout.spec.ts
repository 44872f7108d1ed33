/**
 * ARCHITECTURE P3b: nothing fixed on screen covers the text being read, and the company is
 * named at the top of every page. Every page, both languages, on a phone, in a 700 px window and
 * on a desktop, scrolled from top to bottom in 300 px steps.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  DESKTOP,
  dictionaries,
  IPHONE_USER_AGENT,
  LANGUAGES,
  localizedPath,
  pageRoutes,
  PHONE,
  visit,
  type Language,
} from './support';
import { FIREFOX_CANNOT } from './engines';

const SCROLL_STEP = 300;
/** The top of the page where a visitor looks for whose site it is. */
const BRAND_ZONE = 96;

const devices = [
  {
    name: 'a phone',
    options: {
      viewport: PHONE,
      userAgent: IPHONE_USER_AGENT,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: 'a 700 px window', options: { viewport: { width: 700, height: 800 } } },
  { name: 'a desktop', options: { viewport: DESKTOP } },
] as const;

interface Covered {
  scrollY: number;
  text: string;
  by: string;
}

/**
 * Scrolls the page in steps and, at each, lists every line of text in `main` that a visible
 * fixed or sticky element overlaps (a line is one client rect of a text node's range).
 */
function findCoveredText(step: number): Covered[] {
  const describe = (element: Element) =>
    element.id
      ? `#${element.id}`
      : `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''}`;
  const floating = [...document.body.querySelectorAll('*')].filter((element) => {
    const style = getComputedStyle(element);
    return (
      (style.position === 'fixed' || style.position === 'sticky') &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) > 0
    );
  });
  const main = document.querySelector('main')!;
  const lines: Array<{ node: Text; rects: DOMRect[] }> = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) lines.push({ node: node as Text, rects: [] });
  }
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const viewport = new DOMRect(0, 0, window.innerWidth, window.innerHeight);

  const covered: Covered[] = [];
  const end = document.documentElement.scrollHeight - window.innerHeight;
  for (let y = 0; ; y = Math.min(y + step, end)) {
    window.scrollTo(0, y);
    const covers = floating
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => overlap(rect, viewport));
    for (const { node } of lines) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (!overlap(line, viewport)) continue;
        const by = covers.find(
          ({ element, rect }) => !element.contains(node) && overlap(line, rect),
        );
        if (by)
          covered.push({
            scrollY: y,
            text: node.textContent.trim().slice(0, 40),
            by: describe(by.element),
          });
      }
    }
    if (y >= end) break;
  }
  window.scrollTo(0, 0);
  return covered;
}

/** The highest visible element that names the company: its name, or its mark. */
async function brandBottom(page: Page, language: Language): Promise<number> {
  const name = dictionaries[language]['site.name'];
  const candidates = page.getByRole('link', { name, exact: true });
  const boxes = await Promise.all(
    (await candidates.all()).map(async (link) =>
      (await link.isVisible()) ? link.boundingBox() : null,
    ),
  );
  const bottoms = boxes.flatMap((box) => (box ? [box.y + box.height] : []));
  return bottoms.length > 0 ? Math.min(...bottoms) : Number.POSITIVE_INFINITY;
}

for (const device of devices) {
  test.describe(`on ${device.name}`, () => {
    test.use(device.options);
    test.skip(
      ({ browserName }) => browserName === 'firefox' && 'hasTouch' in device.options,
      FIREFOX_CANNOT.touch,
    );

    for (const language of LANGUAGES) {
      test(`no fixed control covers a line of text on any ${language} page, and the company is named at the top`, async ({
        page,
      }) => {
        const paths = [
          ...pageRoutes.map((route) => localizedPath(route.path, language)),
          localizedPath('/no-such-page', language),
        ];
        for (const path of paths) {
          await visit(page, path);
          const covered = await page.evaluate(findCoveredText, SCROLL_STEP);
          expect(covered, `text covered on ${path}`).toEqual([]);
          expect(
            await brandBottom(page, language),
            `the company named at the top of ${path}`,
          ).toBeLessThanOrEqual(BRAND_ZONE);
        }
      });
    }
  });
}
