import { expect, test, type Locator } from '@playwright/test';
import { DESKTOP, LANGUAGES, localizedPath, PHONE, routeById, visit } from './support';

/**
 * The sales funnel (src/charts/illustrations/SalesIllustration.tsx) reads in the page's
 * direction: in English the stage names and bars start at the left and the shares stand at the
 * right; in Hebrew the other way round.
 */

const boxes = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right } = node.getBoundingClientRect();
      return { left, right };
    }),
  );

for (const language of LANGUAGES) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`${language}: the funnel's names, bars and shares read ${language === 'he' ? 'right to left' : 'left to right'} at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await visit(page, localizedPath(routeById('sales').path, language));
      const chart = page.getByRole('main').locator('figure svg[role="img"]');
      const bars = await boxes(chart.locator('rect'));
      const names = await boxes(chart.locator('[data-text="label"]'));
      const shares = await boxes(chart.locator('[data-text="rate"]'));
      expect(bars).toHaveLength(5);
      expect(names).toHaveLength(5);
      expect(shares).toHaveLength(4);

      // `start`: the edge a reader begins at; `end`: the other one. Coordinates grow towards
      // the end in English and towards the start in Hebrew.
      const rtl = language === 'he';
      const start = (box: { left: number; right: number }) => (rtl ? box.right : box.left);
      const end = (box: { left: number; right: number }) => (rtl ? box.left : box.right);
      const beyond = (a: number, b: number) => (rtl ? a < b : a > b);

      const barStart = start(bars[0]!);
      for (const [index, bar] of bars.entries()) {
        // Every bar grows from the same start edge, and its stage's name starts there too.
        expect(Math.abs(start(bar) - barStart)).toBeLessThan(3);
        expect(Math.abs(start(names[index]!) - barStart)).toBeLessThan(3);
      }
      // The shares stand past the end of the longest bar.
      const longest = Math.max(...bars.map((bar) => Math.abs(end(bar) - barStart)));
      for (const share of shares) {
        expect(beyond(start(share), barStart + (rtl ? -longest : longest))).toBe(true);
      }
    });
  }
}
