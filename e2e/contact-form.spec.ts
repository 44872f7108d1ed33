import { expect, test } from '@playwright/test';
import { dictionaries, LANGUAGES, localizedPath, reachIsland, visit } from './support';
import {
  expectFormAccessible,
  storedFor,
  storedIdsFor,
  KEY_SHAPE,
  keyField,
  unique,
  form,
  contactPath,
  sendExpectingFailure,
  titleOf,
} from './contact-form';
import { EVERY_ENGINE, everyEngineRightToLeft, FIREFOX_CANNOT } from './engines';

test.describe('contact form with JavaScript', () => {
  for (const language of LANGUAGES) {
    test(
      `${language}: an empty submit shows the error summary, focused, with "Error:" in the title, each field marked`,
      everyEngineRightToLeft(language),
      async ({ page }) => {
        await visit(page, contactPath(language));
        await reachIsland(page, 'contact-form');
        const f = form(page, language);
        await expect(f.scope).toHaveAttribute('novalidate', '');
        await expect(f.email).toHaveAttribute('type', 'email');
        await expect(f.email).toHaveAttribute('autocomplete', 'email');
        await expect(f.phone).toHaveAttribute('type', 'tel');
        await expect(f.phone).toHaveAttribute('inputmode', 'tel');
        if (language === 'he') {
          await expect(f.email).toHaveAttribute('dir', 'ltr');
          await expect(f.phone).toHaveAttribute('dir', 'ltr');
        }
        await expectFormAccessible(page, `${language} editing`);

        await f.submit.click();

        const summary = page.locator('#contact-error-summary');
        await expect(summary).toBeFocused();
        await expect(page).toHaveTitle(`${f.m['contact.errorTitlePrefix']}${titleOf(language)}`);
        await expect(summary.getByRole('link')).toHaveText([
          f.m['contact.error.name.required'],
          f.m['contact.error.email.required'],
          f.m['contact.error.company.required'],
          f.m['contact.error.topic.required'],
          f.m['contact.error.message.required'],
          f.m['contact.error.consent.required'],
        ]);
        await expect(f.email).toHaveAttribute('aria-invalid', 'true');
        await expect(f.email).toHaveAccessibleDescription(
          `${f.m['contact.errorTitlePrefix']}${f.m['contact.error.email.required']}`,
        );
        await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
        await expectFormAccessible(page, `${language} errors`);

        await summary.getByRole('link', { name: f.m['contact.error.email.required'] }).click();
        await expect(f.email).toBeFocused();
      },
    );
  }

  test(
    'he: a double click sends one request; the thank-you state and a toast follow, the draft is cleared',
    EVERY_ENGINE,
    async ({ page }) => {
      const email = unique('double');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
          posts.push(request.url());
      });
      await visit(page, contactPath('he'));
      await reachIsland(page, 'contact-form');
      const f = form(page, 'he');
      await f.fillValid(email);

      await f.submit.dblclick();

      await expect(page.getByRole('heading', { name: f.m['contact.sent.title'] })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: f.m['contact.sent.title'] }),
      ).toBeFocused();
      await expect(page.getByText(f.m['contact.toast.sent.title'], { exact: true })).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(storedFor(email)).toEqual([
        { language: 'he', name: 'Dana Cohen', topic: 'sales', spam_reason: null },
      ]);
      expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
      await expectFormAccessible(page, 'he sent');
    },
  );

  test(
    'en: a failing service keeps the draft across a reload, offers retry, and retry stores exactly one',
    EVERY_ENGINE,
    async ({ page }) => {
      const email = unique('retry');
      let failures = 0;
      await page.route('**/api/contact', async (route) => {
        if (route.request().method() === 'POST' && failures === 0) {
          failures++;
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"ok":false}',
          });
        } else await route.fallback();
      });
      const f = await sendExpectingFailure(page, email);
      await expect(
        page.getByText(f.m['contact.toast.failed.description'], { exact: true }),
      ).toBeVisible();
      await expectFormAccessible(page, 'en failed');

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await reachIsland(page, 'contact-form');
      await expect(f.email).toHaveValue(email);
      await expect(f.message).toHaveValue('Which of our stores lose sales on Fridays, and why?');
      await expect(f.consent).toBeChecked();
      expect(storedFor(email)).toHaveLength(0);

      // The service fails once more, then the visitor retries.
      failures = 0;
      await f.submit.click();
      const retry = page.getByRole('button', { name: f.m['contact.retry'] });
      await retry.click();

      await expect(page.getByRole('heading', { name: f.m['contact.sent.title'] })).toBeVisible();
      expect(storedFor(email)).toHaveLength(1);
    },
  );

  test('en: an answer lost on its way back: the retry carries the same key, gets the first answer, and one submission is stored', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName === 'firefox', FIREFOX_CANNOT.readRequestBody);
    const email = unique('lost-answer');
    const posts: { bodyKey: unknown; headerKey: string | undefined }[] = [];
    const answers: { status: number; id?: string }[] = [];
    await page.route('**/api/contact', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      const body = request.postDataJSON() as Record<string, unknown>;
      posts.push({
        bodyKey: body.idempotency_key,
        headerKey: request.headers()['idempotency-key'],
      });
      // The post reaches the real service (nginx, then an instance) and is answered…
      const response = await route.fetch();
      const answer = (await response.json()) as { id?: string };
      answers.push({ status: response.status(), ...(answer.id && { id: answer.id }) });
      // …but the first answer never reaches the browser: it sees a network failure.
      if (posts.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });
    const f = await sendExpectingFailure(page, email);
    expect(storedFor(email)).toHaveLength(1);
    const key = String(posts[0]?.bodyKey);
    expect(key).toMatch(KEY_SHAPE);
    expect(posts[0]?.headerKey).toBe(key);
    // The draft is kept with the key it was posted with; the hidden field shows the same key.
    const kept = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('contact-draft'))) ?? '{}',
    ) as Record<string, unknown>;
    expect(kept).toMatchObject({ email, idempotency_key: key });
    await expect(keyField(page)).toHaveValue(key);

    await page.getByRole('button', { name: f.m['contact.retry'] }).click();

    await expect(page.getByRole('heading', { name: f.m['contact.sent.title'] })).toBeVisible();
    expect(posts).toEqual([
      { bodyKey: key, headerKey: key },
      { bodyKey: key, headerKey: key },
    ]);
    const [first, second] = answers;
    expect(first?.status).toBe(201);
    expect(second).toEqual(first);
    expect(storedIdsFor(email)).toEqual([first?.id]);
    expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull();
  });

  test('he: a form whose chunk fails to load is still the prerendered form, and it sends', async ({
    page,
  }) => {
    await page.route('**/assets/ContactForm-*.js', (route) => route.abort());
    const email = unique('island-down');
    await visit(page, contactPath('he'));
    const f = form(page, 'he');
    await f.fillValid(email);
    await f.submit.click();

    await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact/thanks', 'he')}$`));
    expect(storedFor(email)).toEqual([
      { language: 'he', name: 'Dana Cohen', topic: 'sales', spam_reason: null },
    ]);
  });

  test('a service page’s call to action opens the form with its service chosen', async ({
    page,
  }) => {
    const m = dictionaries.en;
    await visit(page, '/services/queue-management');
    await page.locator('a[href*="topic=queueManagement"]').last().click();
    await expect(page).toHaveURL(/\/contact\?topic=queueManagement#contact-form$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(form(page, 'en').topic).toHaveValue('queueManagement');
    await expect(form(page, 'en').topic.locator('option:checked')).toHaveText(
      m['contact.topic.queueManagement'],
    );
  });
});
