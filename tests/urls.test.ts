import { describe, expect, it } from 'vitest';
import { cameFromTwin } from '../src/urls';

const SITE = 'https://kavana.example';

describe('cameFromTwin', () => {
  it.each([
    ['/contact', '/he/contact'],
    ['/he/contact', '/contact'],
    ['/', '/he'],
    ['/he', '/'],
    ['/services/sales', '/he/services/sales'],
  ])('is true on %s reached from %s on the same site', (path, from) => {
    expect(cameFromTwin(`${SITE}${path}`, `${SITE}${from}`)).toBe(true);
  });

  it('ignores the query and fragment of the page left', () => {
    expect(cameFromTwin(`${SITE}/about`, `${SITE}/he/about?ref=x#team`)).toBe(true);
  });

  it.each([
    ['no referrer', '/contact', ''],
    ['the same page', '/contact', `${SITE}/contact`],
    ['another page in the other language', '/contact', `${SITE}/he/about`],
    ['another page in the same language', '/he/contact', `${SITE}/he/about`],
    ['the twin on another site', '/contact', 'https://elsewhere.example/he/contact'],
    ['a path that only starts like the twin', '/contact', `${SITE}/he/contact-us`],
  ])('is false with %s', (_, path, referrer) => {
    expect(cameFromTwin(`${SITE}${path}`, referrer)).toBe(false);
  });
});
