/**
 * The contact form in WebKit (e2e/contact-form.spec.ts), typed into with WebDriver's keyboard.
 * With JavaScript: an empty submit shows the error summary, focused, each error tied to its field
 * (`aria-invalid`, `aria-describedby`); valid data is sent and thanked for in place, with a
 * toast, and stored; a post that fails offers a retry that sends it. Without JavaScript (a session
 * with it off): a refused post comes back from the service with the errors and the text kept,
 * and a valid one lands on the thank-you page.
 */
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  click,
  DESKTOP,
  dictionaries,
  firstVisit,
  focused,
  headingOf,
  inPage,
  LANGUAGES,
  localizedPath,
  open,
  pathname,
  reachIsland,
  routeById,
  see,
  storedFor,
  toastSeen,
  type,
  uniqueEmail,
  until,
  untilPageShown,
  untilShown,
  untilTrue,
  useWebKit,
  type Language,
  type WebKitBrowser,
} from './support';

const FORM = 'form[method="post"]';
const SUMMARY = '#contact-error-summary';
const RESULT = '#contact-result';
const field = (name: string) => `#contact-${name}`;
const SUBMIT = `${FORM} button[type="submit"]`;
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const contactPath = (language: Language) => localizedPath('/contact', language);
const titleOf = (language: Language) =>
  `${dictionaries[language]['page.contact.title']} | ${dictionaries[language]['site.name']}`;

/** The error summary's links' texts, in order. */
const summaryLinks = (browser: WebKitBrowser) =>
  inPage(
    browser,
    (css) =>
      [...document.querySelectorAll(`${css} a`)].map((link) =>
        (link.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    SUMMARY,
  );

/**
 * A field's state: `aria-invalid`, and its description as a screen reader builds it, the texts
 * of the elements `aria-describedby` names (bidi isolation marks left out).
 */
const fieldState = (browser: WebKitBrowser, css: string) =>
  inPage(
    browser,
    (css) => {
      const control = document.querySelector(css);
      if (!control) return null;
      const description = (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      return {
        invalid: control.getAttribute('aria-invalid'),
        description,
        value: (control as HTMLInputElement).value,
      };
    },
    css,
  );

/** Types valid data into every field, chooses a topic and ticks the consent. */
async function fillValid(browser: WebKitBrowser, email: string, topic: string) {
  await type(browser, field('name'), 'Dana Cohen');
  await type(browser, field('email'), email);
  await type(browser, field('company'), 'Cohen Logistics');
  await type(browser, field('phone'), '+972 50 123 4567');
  await browser.$(field('topic')).selectByAttribute('value', topic);
  await type(browser, field('message'), 'Which of our stores lose sales on Fridays, and why?');
  await click(browser, field('consent'), 'the consent');
  await until(
    () =>
      inPage(
        browser,
        (css) => document.querySelector<HTMLInputElement>(css)?.checked,
        field('consent'),
      ),
    true,
    'the consent is ticked',
  );
}

describe('the contact form with JavaScript at 1280 × 800', () => {
  const browser = useWebKit(DESKTOP);

  for (const language of LANGUAGES) {
    const m = dictionaries[language];

    it(`${language}: an empty submit shows the error summary, focused, "${m['contact.errorTitlePrefix']}" in the title, each field marked and described, the summary's link to a field focusing it; valid data typed in is sent: thanks in place, focused, a toast, stored; WCAG 2.1 AA (axe) on the form in each state`, async () => {
      const b = browser();
      await firstVisit(b, contactPath(language));
      await reachIsland(b, 'contact-form');
      const form = await see(b, FORM, { attributes: ['novalidate', 'aria-label'] });
      expect(form?.attributes).toEqual({ novalidate: '', 'aria-label': m['contact.form.label'] });
      const email = await see(b, field('email'), { attributes: ['type', 'autocomplete', 'dir'] });
      expect(email?.attributes).toEqual({
        type: 'email',
        autocomplete: 'email',
        // An address reads left to right in both languages.
        dir: 'ltr',
      });
      expect(await axeViolations(b, { include: '#contact-form' }), 'axe, editing').toBe('');

      await click(b, SUBMIT, m['contact.submit']);
      await until(
        async () => (await focused(b))?.id,
        'contact-error-summary',
        'the summary has focus',
      );
      await untilShown(b, SUMMARY, 'the error summary');
      expect(await b.getTitle()).toBe(`${m['contact.errorTitlePrefix']}${titleOf(language)}`);
      expect(await summaryLinks(b)).toEqual([
        m['contact.error.name.required'],
        m['contact.error.email.required'],
        m['contact.error.company.required'],
        m['contact.error.topic.required'],
        m['contact.error.message.required'],
        m['contact.error.consent.required'],
      ]);
      expect(await fieldState(b, field('email'))).toEqual({
        invalid: 'true',
        description: `${m['contact.errorTitlePrefix']}${m['contact.error.email.required']}`,
        value: '',
      });
      expect((await fieldState(b, field('phone')))?.invalid).not.toBe('true');
      expect(await axeViolations(b, { include: '#contact-form' }), 'axe, errors').toBe('');

      await click(b, `${SUMMARY} a[href="#contact-email"]`, m['contact.error.email.required']);
      await until(
        async () => (await focused(b))?.id,
        'contact-email',
        'the e-mail field has focus',
      );

      const address = uniqueEmail(`webkit-${language}`);
      await fillValid(b, address, 'sales');
      await click(b, SUBMIT, m['contact.submit']);

      const sent = await untilShown(b, RESULT, 'the thanks');
      expect(sent.text).toContain(m['contact.sent.title']);
      await until(async () => (await focused(b))?.id, 'contact-result', 'the thanks have focus');
      const toast = await untilTrue(
        () => toastSeen(b),
        (seen) => seen?.state === 'open',
        'the toast is shown',
      );
      expect(toast?.text).toContain(m['contact.toast.sent.title']);
      expect(storedFor(address)).toEqual([
        { language, name: 'Dana Cohen', topic: 'sales', spam_reason: null },
      ]);
      expect(await inPage(b, () => sessionStorage.getItem('contact-draft'), null)).toBeNull();
      expect(await axeViolations(b, { include: '#contact-form' }), 'axe, sent').toBe('');
    });
  }

  it('en: a post that fails (answered in the page: WebDriver cannot intercept requests) shows the failure with a retry, which sends it; one submission is stored', async () => {
    const b = browser();
    const m = dictionaries.en;
    await firstVisit(b, contactPath('en'));
    await reachIsland(b, 'contact-form');
    // The first post to the service fails as a lost connection does; later ones go through.
    await inPage(
      b,
      () => {
        const original = window.fetch.bind(window);
        let failures = 1;
        window.fetch = (input, init) => {
          const method = (init?.method ?? 'GET').toUpperCase();
          const url = input instanceof Request ? input.url : String(input);
          if (method === 'POST' && url.endsWith('/api/contact') && failures > 0) {
            failures -= 1;
            return Promise.reject(new TypeError('Load failed'));
          }
          return original(input, init);
        };
      },
      null,
    );
    const address = uniqueEmail('webkit-retry');
    await fillValid(b, address, 'sales');
    await click(b, SUBMIT, m['contact.submit']);

    const failed = await untilShown(b, `${FORM} [role="alert"]`, 'the failure');
    expect(failed.text).toContain(m['contact.failed.title']);
    expect(storedFor(address)).toHaveLength(0);
    await click(b, `${FORM} [role="alert"] button`, m['contact.retry']);
    const sent = await untilShown(b, RESULT, 'the thanks');
    expect(sent.text).toContain(m['contact.sent.title']);
    expect(storedFor(address)).toHaveLength(1);
  });

  it.skip('a form whose chunk fails to load is still the prerendered form, and it sends; an answer lost on its way back is retried with the same key — WebKit cannot: failing one chosen file or answer needs network interception, which classic WebDriver does not have', () => {});
});

describe('the contact form without JavaScript at 1280 × 800', () => {
  const browser = useWebKit({ ...DESKTOP, javascript: false });

  for (const language of LANGUAGES) {
    const m = dictionaries[language];
    const thanks = localizedPath('/contact/thanks', language);

    it(`${language}: the plain form's refused post comes back with the errors and the text kept; a valid one lands on ${thanks}`, async () => {
      const b = browser();
      const address = uniqueEmail(`webkit-nojs-${language}`);
      await open(b, contactPath(language));
      expect(await inPage(b, () => document.documentElement.dataset.app ?? null, null)).toBeNull();
      const key = await see(b, `${FORM} input[name="idempotency_key"]`, { attributes: ['value'] });
      expect(key?.attributes.value).toMatch(KEY_SHAPE);

      await type(b, field('name'), 'Dana Cohen');
      await type(b, field('email'), address);
      await type(b, field('message'), 'Too short');
      await click(b, SUBMIT, m['contact.submit']);

      // The form page again, with the draft: the address before the post was the form page too.
      const url = new URL(
        await untilTrue(
          () => b.getUrl(),
          (address) => new URL(address).search.startsWith('?draft='),
          'the form page again, with its draft',
        ),
      );
      expect(url.pathname).toBe(contactPath(language));
      expect(url.search).toMatch(/^\?draft=[\w-]+$/);
      expect(url.hash).toBe('#contact-error-summary');
      expect(await b.getTitle()).toBe(`${m['contact.errorTitlePrefix']}${titleOf(language)}`);
      await untilShown(b, SUMMARY, 'the error summary');
      expect(await summaryLinks(b)).toEqual([
        m['contact.error.company.required'],
        m['contact.error.topic.required'],
        m['contact.error.message.tooShort'],
        m['contact.error.consent.required'],
      ]);
      expect((await fieldState(b, field('name')))?.value).toBe('Dana Cohen');
      expect((await fieldState(b, field('email')))?.value).toBe(address);
      expect(await fieldState(b, field('message'))).toMatchObject({
        invalid: 'true',
        value: 'Too short',
      });

      await type(b, field('company'), 'Cohen Logistics');
      await b.$(field('topic')).selectByAttribute('value', 'other');
      await type(b, field('message'), 'Which of our stores lose sales on Fridays, and why?');
      await click(b, field('consent'), 'the consent');
      await click(b, SUBMIT, m['contact.submit']);

      await until(() => pathname(b), thanks, 'the thank-you page');
      await untilPageShown(b, headingOf(routeById('contactThanks'), language), language);
      expect(storedFor(address)).toEqual([
        { language, name: 'Dana Cohen', topic: 'other', spam_reason: null },
      ]);
    });
  }
});
