import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  dictionaries,
  expectNoViolations,
  LANGUAGES,
  localizedPath,
  reachIsland,
  visit,
  type Language,
} from './support';

/** axe on the form alone: the rest of the page has its own checks in pages.spec.ts. */
const expectFormAccessible = (page: Page, where: string) =>
  expectNoViolations(page, where, { include: '#contact-form' });

/** Submissions the e2e service stored for an address (each test writes its own). */
function storedFor(email: string) {
  const file = process.env.E2E_CONTACT_DB;
  if (!file) throw new Error('E2E_CONTACT_DB is not set (playwright.config.ts sets it)');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT language, name, topic, spam_reason FROM submissions WHERE email = ?')
      .all(email) as {
      language: string;
      name: string;
      topic: string;
      spam_reason: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** The ids of the submissions stored for an address. */
function storedIdsFor(email: string): string[] {
  const file = process.env.E2E_CONTACT_DB;
  if (!file) throw new Error('E2E_CONTACT_DB is not set (playwright.config.ts sets it)');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT id FROM submissions WHERE email = ?').all(email) as { id: string }[]
    ).map((row) => row.id);
  } finally {
    db.close();
  }
}

/** The idempotency key's shape (src/contact/schema.ts). */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
/** The form's hidden idempotency key field. */
const keyField = (page: Page) => page.locator('form[method="post"] input[name="idempotency_key"]');

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.il`;

function form(page: Page, language: Language) {
  const m = dictionaries[language];
  const scope = page.getByRole('form', { name: m['contact.form.label'] });
  return {
    m,
    scope,
    name: scope.getByLabel(m['contact.field.name']),
    email: scope.getByLabel(m['contact.field.email']),
    company: scope.getByLabel(m['contact.field.company']),
    phone: scope.getByLabel(m['contact.field.phone']),
    topic: scope.getByLabel(m['contact.field.topic']),
    message: scope.getByLabel(m['contact.field.message']),
    consent: scope.getByRole('checkbox'),
    submit: scope.getByRole('button', { name: m['contact.submit'] }),
    summary: page.getByRole('heading', { name: m['contact.errorSummary.title'] }),
    async fillValid(email: string) {
      await this.name.fill('Dana Cohen');
      await this.email.fill(email);
      await this.company.fill('Cohen Logistics');
      await this.phone.fill('+972 50 123 4567');
      await this.topic.selectOption('sales');
      await this.message.fill('Which of our stores lose sales on Fridays, and why?');
      await this.consent.check();
    },
  };
}

const contactPath = (language: Language) => localizedPath('/contact', language);

/** Opens the English form, sends a valid draft, and waits for the failure the test arranged. */
async function sendExpectingFailure(page: Page, email: string) {
  await visit(page, contactPath('en'));
  await reachIsland(page, 'contact-form');
  const f = form(page, 'en');
  await f.fillValid(email);
  await f.submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: f.m['contact.failed.title'] }),
  ).toBeVisible();
  return f;
}
const titleOf = (language: Language) =>
  `${dictionaries[language]['page.contact.title']} | ${dictionaries[language]['site.name']}`;

test.describe('contact form with JavaScript', () => {
  for (const language of LANGUAGES) {
    test(`${language}: an empty submit shows the error summary, focused, with "Error:" in the title, each field marked`, async ({
      page,
    }) => {
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
    });
  }

  test('he: a double click sends one request; the thank-you state and a toast follow, the draft is cleared', async ({
    page,
  }) => {
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
  });

  test('en: a failing service keeps the draft across a reload, offers retry, and retry stores exactly one', async ({
    page,
  }) => {
    const email = unique('retry');
    let failures = 0;
    await page.route('**/api/contact', async (route) => {
      if (route.request().method() === 'POST' && failures === 0) {
        failures++;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' });
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
  });

  test('en: an answer lost on its way back: the retry carries the same key, gets the first answer, and one submission is stored', async ({
    page,
  }) => {
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

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form pages, with or without a trailing slash, carry a fresh time-trap cookie through nginx', async ({
    request,
  }) => {
    for (const path of ['/contact', '/contact/', '/he/contact', '/he/contact/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['set-cookie'], path).toMatch(
        /^contact_token=[\w.-]+; Max-Age=86400; Path=\/api\/contact; HttpOnly; SameSite=Strict/,
      );
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['content-security-policy'], path).toContain("form-action 'self'");
    }
  });

  test('each visitor’s form carries an idempotency key of its own in a hidden field', async ({
    page,
  }) => {
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
  });

  for (const language of LANGUAGES) {
    test(`${language}: a refused post comes back with the errors and the text kept; a valid one lands on the thank-you page`, async ({
      page,
      browser,
    }) => {
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
    });
  }
});
