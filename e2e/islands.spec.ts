import { expect, test, type Page } from '@playwright/test';
import { ISLAND_HYDRATED } from '../src/config/element-ids';
import { DESKTOP, dictionaries, islandOf, PHONE, reachIsland, visit } from './support';
import { EVERY_ENGINE } from './engines';

/**
 * Decision 005: an island below the first screen of a prerendered page loads only when the
 * visitor comes to it (src/islands/hydrate.tsx). Until then it is the prerendered markup, and
 * what the visitor does to it is not lost.
 */
const ISLAND_CHUNKS = /\/assets\/(DemoPlayer|ContactForm)-[\w-]+\.js$/;

/** The island chunks the page has asked for so far. */
function islandRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const chunk = ISLAND_CHUNKS.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) requested.push(chunk);
  });
  return requested;
}

const ISLANDS = [
  { path: '/', name: 'demo-player', chunk: 'DemoPlayer' },
  { path: '/he/contact', name: 'contact-form', chunk: 'ContactForm' },
] as const;

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const { path, name, chunk } of ISLANDS) {
      test(`${path}: the ${name} island below the first screen loads once scrolled to`, async ({
        page,
      }) => {
        const requested = islandRequests(page);
        await visit(page, path);
        await page.waitForLoadState('networkidle');
        const island = islandOf(page, name);
        expect(requested).toEqual([]);
        await expect(island).not.toHaveAttribute(ISLAND_HYDRATED);

        await reachIsland(page, name);
        expect(requested).toEqual([chunk]);
      });
    }
  });
}

test('a page opened at its island loads it with the app', EVERY_ENGINE, async ({ page }) => {
  await page.setViewportSize(PHONE);
  const requested = islandRequests(page);
  await visit(page, '/contact?topic=sales#contact-form');
  await expect(islandOf(page, 'contact-form')).toHaveAttribute(ISLAND_HYDRATED, '');
  expect(requested).toEqual(['ContactForm']);
  await expect(page.getByLabel(dictionaries.en['contact.field.topic'])).toHaveValue('sales');
});

test('what the visitor types into the form before its script arrives is kept', async ({ page }) => {
  const m = dictionaries.en;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ContactForm-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: m['contact.form.label'] });
  await form.getByLabel(m['contact.field.name']).fill('Dana Cohen');
  await expect(islandOf(page, 'contact-form')).not.toHaveAttribute(ISLAND_HYDRATED);

  release();
  await expect(islandOf(page, 'contact-form')).toHaveAttribute(ISLAND_HYDRATED, '');
  await expect(form.getByLabel(m['contact.field.name'])).toHaveValue('Dana Cohen');
  // The form's machine has the name too: sending lists every empty field but that one.
  await form.getByRole('button', { name: m['contact.submit'] }).click();
  const summary = page.locator('#contact-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText(m['contact.error.email.required']);
});

test('the message counter shows once the form answers: scrolled to, or reached by navigation', async ({
  page,
}) => {
  const counter = page.locator('#contact-message-count');
  await visit(page, '/contact');
  await expect(counter).toBeHidden();
  await reachIsland(page, 'contact-form');
  await expect(counter).toBeVisible();

  await visit(page, '/about');
  await page.locator('nav a[href="/contact"]').first().click();
  await expect(islandOf(page, 'contact-form')).toHaveAttribute(ISLAND_HYDRATED, '');
  await expect(counter).toBeVisible();
});
