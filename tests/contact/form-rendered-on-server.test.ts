/**
 * The contact form as the server renders it (no `window`): the prerendered page is the same for
 * every visitor, so its idempotency key field is empty, in the exact text the service replaces
 * with a fresh key per answer; a refused form rendered again keeps the key its post carried.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../../machines/contact-form.types';
import { renderPage } from '../../src/entry-server';

const EMPTY_KEY_FIELD = 'name="idempotency_key" value=""';
const occurrences = (html: string, text: string) => html.split(text).length - 1;

describe('the contact form rendered on the server', () => {
  it.each(['/contact', '/he/contact'])(
    '%s: the idempotency key field is in the form, empty, once',
    async (path) => {
      const html = await renderPage(path);

      expect(occurrences(html, EMPTY_KEY_FIELD)).toBe(1);
      expect(html).toMatch(
        /<form[^>]*method="post"[^]*<input type="hidden" name="idempotency_key" value=""\/>[^]*<\/form>/,
      );
    },
  );

  it('a form refused without JavaScript comes back with the key its post carried', async () => {
    const key = 'Zk3x9Qm2Lp7Rt5Vw8Yb1Nc4D';
    const html = await renderPage('/he/contact', {
      contactSeed: {
        draft: { ...EMPTY_DRAFT, name: 'Dana', message: 'Too short' },
        errors: { message: 'tooShort' },
        idempotencyKey: key,
      },
    });

    expect(occurrences(html, `name="idempotency_key" value="${key}"`)).toBe(1);
    expect(html).not.toContain(EMPTY_KEY_FIELD);
  });

  it('a seed with only a topic (a service page’s call to action) leaves the field empty', async () => {
    const html = await renderPage('/contact', {
      contactSeed: { draft: { ...EMPTY_DRAFT, topic: 'sales' }, errors: {} },
    });

    expect(occurrences(html, EMPTY_KEY_FIELD)).toBe(1);
  });
});
