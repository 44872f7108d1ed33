// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ContactDraft } from '../../machines/contact-form.types';
import {
  initialDraft,
  newIdempotencyKey,
  storeDraft,
  submitContact,
} from '../../src/contact/browser';
import privacyInEnglish from '../../src/pages/legal/privacy/en';
import privacyInHebrew from '../../src/pages/legal/privacy/he';

const complete: ContactDraft = {
  name: 'Dana Cohen',
  email: 'dana@example.co.il',
  company: 'Cohen Logistics',
  phone: '',
  topic: 'sales',
  message: 'Which of our stores lose sales on Fridays, and why?',
  consent: true,
};
const KEY = '3f1c9a52-7d4e-4b8a-9c61-0e2f5a7b8c9d';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the kept draft (sessionStorage)', () => {
  it('keeps the draft with its idempotency key, and a reload starts from both', () => {
    storeDraft({ draft: complete, idempotencyKey: KEY });

    expect(initialDraft('')).toEqual({ draft: complete, idempotencyKey: KEY });
  });

  it('keeps it under the name the privacy notice gives the visitor, in both languages', () => {
    storeDraft({ draft: complete, idempotencyKey: KEY });

    expect(Object.keys(sessionStorage)).toEqual(['contact-draft']);
    for (const notice of [privacyInEnglish, privacyInHebrew]) {
      expect(JSON.stringify(notice)).toContain('(contact-draft)');
    }
  });

  it.each([
    ['too short', 'abc123'],
    ['with characters outside the URL-safe set', 'key with spaces and/slashes!!'],
    ['too long', 'k'.repeat(129)],
    ['not a string', 1234567890123456],
  ])('ignores a stored key %s, and keeps the draft’s fields', (_, key) => {
    sessionStorage.setItem('contact-draft', JSON.stringify({ ...complete, idempotency_key: key }));

    expect(initialDraft('')).toEqual({ draft: complete });
  });

  it('loses nothing when storage throws: no draft is read, and storing does not throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(() => storeDraft({ draft: complete, idempotencyKey: KEY })).not.toThrow();
    expect(initialDraft('?topic=procurement')).toEqual({ draft: { topic: 'procurement' } });
  });
});

describe('a new idempotency key', () => {
  it('is a random UUID where the browser has one', () => {
    const first = newIdempotencyKey();

    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is 24 random URL-safe characters where randomUUID is missing (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });

    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());

    // 18 random bytes: 24 URL-safe characters, within the 16 to 128 the service accepts.
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('submitContact', () => {
  function stubService(status: number, body: unknown) {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const post = (idempotencyKey: string) =>
    toPromise(
      createActor(submitContact, {
        input: { draft: complete, token: 'token-1', language: 'he', idempotencyKey },
      }).start(),
    );

  it('sends the idempotency key in the JSON body and in the Idempotency-Key header', async () => {
    const fetch = stubService(201, { ok: true, id: 'first-id' });

    await expect(post(KEY)).resolves.toEqual({ ok: true, id: 'first-id' });

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(KEY);
    expect(JSON.parse(init?.body as string)).toEqual({
      ...complete,
      language: 'he',
      token: 'token-1',
      idempotency_key: KEY,
    });
  });

  it('rejects on a 503, so the machine offers a retry (with the same key)', async () => {
    stubService(503, { ok: false });

    await expect(post(KEY)).rejects.toThrow('503');
  });
});
