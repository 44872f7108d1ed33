/**
 * The footer of a prerendered page is adopted, not rendered (decision 005): React keeps the
 * server's markup and follows its site links itself. Its links must still open their pages
 * within the document, as the rendered footer's do, and after the language toggle the footer is
 * rendered in the other language, with links that work the same way.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  chrome,
  expectPageShown,
  headingOf,
  localizedPath,
  routeById,
  visit,
  type Language,
} from './support';

const footerLink = (page: Page, language: Language, id: Parameters<typeof routeById>[0]) => {
  const { m } = chrome(page, language);
  return page
    .getByRole('contentinfo')
    .getByRole('link', { name: m[routeById(id).nav.label], exact: true });
};

test('the footer’s links open their pages in the same document, before and after the language toggle', async ({
  page,
}) => {
  await visit(page, '/about');
  // Gone if a link loads a new document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

  await footerLink(page, 'en', 'accessibility').click();
  await expect(page).toHaveURL('/accessibility');
  await expectPageShown(page, headingOf(routeById('accessibility'), chrome(page, 'en').m), 'en');
  expect(await sameDocument(), 'the adopted footer’s link stayed in the document').toBe(true);

  await chrome(page, 'en').languageToggle.click();
  await expect(page).toHaveURL(localizedPath('/accessibility', 'he'));
  const about = footerLink(page, 'he', 'about');
  await expect(about, 'the footer is in Hebrew').toHaveAttribute(
    'href',
    localizedPath('/about', 'he'),
  );
  await about.click();
  await expect(page).toHaveURL(localizedPath('/about', 'he'));
  await expectPageShown(page, headingOf(routeById('about'), chrome(page, 'he').m), 'he');
  expect(await sameDocument(), 'the rendered footer’s link stayed in the document').toBe(true);
});
