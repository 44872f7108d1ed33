import { expect, test } from '@playwright/test';
import { dictionaries, LANGUAGES, localizedPath } from './support';
import {
  expectFormAccessible,
  storedFor,
  KEY_SHAPE,
  keyField,
  unique,
  form,
  contactPath,
  titleOf,
} from './contact-form';
import { EVERY_ENGINE, everyEngineRightToLeft, FIREFOX_CANNOT } from './engines';

/**
 * The contact form as a visitor without JavaScript uses it: a plain post to the service, which
 * answers with the form again or the thank-you page.
 */
test.use({ javaScriptEnabled: false });
test.skip(({ browserName }) => browserName === 'firefox', FIREFOX_CANNOT.actWithoutScripts);

test.describe('contact form without JavaScript', () => {
  test(
    'the form pages, with or without a trailing slash, carry a fresh time-trap cookie through nginx',
    EVERY_ENGINE,
    async ({ request }) => {
      for (const path of ['/contact', '/contact/', '/he/contact', '/he/contact/']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['set-cookie'], path).toMatch(
          /^contact_token=[\w.-]+; Max-Age=86400; Path=\/api\/contact; HttpOnly; SameSite=Strict/,
        );
        expect(response.headers()['cache-control'], path).toBe('private, no-store');
        expect(response.headers()['content-security-policy'], path).toContain("form-action 'self'");
      }
    },
  );

  test(
    'each visitor’s form carries an idempotency key of its own in a hidden field',
    EVERY_ENGINE,
    async ({ page }) => {
      const keys: string[] = [];
      for (const language of ['en', 'he', 'en'] as const) {
        const path = contactPath(language);
        await page.goto(path);
        const field = form(page, language).scope.locator('input[name="idempotency_key"]');
        await expect(field).toHaveCount(1);
        await expect(field).toHaveAttribute('type', 'hidden');
        const key = (await field.getAttribute('value')) ?? '';
        expect(key, path).toMatch(KEY_SHAPE);
        keys.push(key);
      }
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  for (const language of LANGUAGES) {
    test(
      `${language}: a refused post comes back with the errors and the text kept; a valid one lands on the thank-you page`,
      everyEngineRightToLeft(language),
      async ({ page, browser }) => {
        const email = unique(`nojs-${language}`);
        const response = await page.goto(contactPath(language));
        expect(response?.status()).toBe(200);
        const f = form(page, language);
        const key = await keyField(page).getAttribute('value');
        expect(key).toMatch(KEY_SHAPE);
        await f.name.fill('Dana Cohen');
        await f.email.fill(email);
        await f.message.fill('Too short');

        await f.submit.click();

        await expect(page).toHaveURL(
          new RegExp(`${contactPath(language)}\\?draft=[\\w-]+#contact-error-summary$`),
        );
        await expect(page).toHaveTitle(`${f.m['contact.errorTitlePrefix']}${titleOf(language)}`);
        await expect(f.summary).toBeVisible();
        await expect(page.locator('#contact-error-summary').getByRole('link')).toHaveText([
          f.m['contact.error.company.required'],
          f.m['contact.error.topic.required'],
          f.m['contact.error.message.tooShort'],
          f.m['contact.error.consent.required'],
        ]);
        await expect(f.name).toHaveValue('Dana Cohen');
        await expect(f.email).toHaveValue(email);
        await expect(f.message).toHaveValue('Too short');
        await expect(f.message).toHaveAttribute('aria-invalid', 'true');
        // The same draft, the same key: posted again, it is stored once.
        await expect(keyField(page)).toHaveValue(key ?? '');
        // axe needs script: check the same server-rendered error page in a context that runs it.
        const withScript = await browser.newContext({ javaScriptEnabled: true });
        const checker = await withScript.newPage();
        await checker.goto(page.url());
        await expectFormAccessible(checker, `${language} refused form rendered by the service`);
        await withScript.close();

        await f.company.fill('Cohen Logistics');
        await f.topic.selectOption('other');
        await f.message.fill('Which of our stores lose sales on Fridays, and why?');
        await f.consent.check();
        await f.submit.click();

        await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact/thanks', language)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          dictionaries[language]['page.contactThanks.heading'],
        );
        expect(storedFor(email)).toEqual([
          { language, name: 'Dana Cohen', topic: 'other', spam_reason: null },
        ]);
      },
    );
  }
});
