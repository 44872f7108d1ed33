import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  dictionaries,
  expectNoViolations,
  localizedPath,
  reachIsland,
  visit,
  type Language,
} from './support';
import { typeInto } from './engines';

/**
 * The contact form's helpers for its two spec files: with JavaScript (contact-form.spec.ts) and
 * without (contact-form-no-script.spec.ts, in a browser launched without it).
 */

/** axe on the form alone: the rest of the page has its own checks in pages.spec.ts. */
export const expectFormAccessible = (page: Page, where: string) =>
  expectNoViolations(page, where, { include: '#contact-form' });

/** Submissions the e2e service stored for an address (each test writes its own). */
export function storedFor(email: string) {
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
export function storedIdsFor(email: string): string[] {
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
export const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
/** The form's hidden idempotency key field. */
export const keyField = (page: Page) =>
  page.locator('form[method="post"] input[name="idempotency_key"]');

export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.il`;

export function form(page: Page, language: Language) {
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
      await typeInto(this.name, 'Dana Cohen');
      await typeInto(this.email, email);
      await typeInto(this.company, 'Cohen Logistics');
      await typeInto(this.phone, '+972 50 123 4567');
      await this.topic.selectOption('sales');
      await typeInto(this.message, 'Which of our stores lose sales on Fridays, and why?');
      await this.consent.check();
    },
  };
}

export const contactPath = (language: Language) => localizedPath('/contact', language);

/** Opens the English form, sends a valid draft, and waits for the failure the test arranged. */
export async function sendExpectingFailure(page: Page, email: string) {
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
export const titleOf = (language: Language) =>
  `${dictionaries[language]['page.contact.title']} | ${dictionaries[language]['site.name']}`;
