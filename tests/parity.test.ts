import { describe, expect, it } from 'vitest';
import { compareStructure } from '../scripts/lib/parity';

const english = {
  hero: { title: 'Sales analytics', primaryAction: 'Talk to an analyst' },
  faq: {
    items: [
      { question: 'Where does our data stay?', answer: 'On your servers.' },
      { question: 'How is a project priced?', answer: 'A fixed price per stage.' },
    ],
  },
  counter: '{count} of {max} characters',
  blocks: [{ kind: 'hero' }, { kind: 'faq' }],
  link: { href: '/services/sales', icon: 'chart' },
  figure: 23,
};

const hebrew = {
  hero: { title: 'אנליטיקת מכירות', primaryAction: 'לשיחה עם אנליסט' },
  faq: {
    items: [
      { question: 'איפה נשמרים הנתונים?', answer: 'אצלכם.' },
      { question: 'איך מתמחר פרויקט?', answer: 'מחיר קבוע לכל שלב.' },
    ],
  },
  counter: '{count} מתוך {max} תווים',
  blocks: [{ kind: 'hero' }, { kind: 'faq' }],
  link: { href: '/services/sales', icon: 'chart' },
  figure: 23,
};

/** Hebrew with one change, for a test that expects exactly that change to be reported. */
const hebrewWith = (change: (copy: typeof hebrew) => void) => {
  const copy = structuredClone(hebrew);
  change(copy);
  return copy;
};

describe('the English/Hebrew parity check', () => {
  it('passes when the two languages differ only in prose', () => {
    expect(compareStructure(english, hebrew)).toEqual([]);
  });

  it('names a key that Hebrew is missing', () => {
    const { primaryAction: _dropped, ...hero } = hebrew.hero;
    expect(compareStructure(english, { ...hebrew, hero })).toEqual([
      'he.hero.primaryAction is missing, en has it',
    ]);
  });

  it('names a key that English is missing', () => {
    const extended = hebrewWith((copy) => Object.assign(copy.hero, { note: 'הערה' }));
    expect(compareStructure(english, extended)).toEqual(['en.hero.note is missing, he has it']);
  });

  it('names an array whose length differs', () => {
    const shorter = hebrewWith((copy) => copy.faq.items.pop());
    expect(compareStructure(english, shorter)).toEqual(['he.faq.items has 1 item, en has 2']);
  });

  it('names a string whose placeholders differ', () => {
    const renamed = hebrewWith((copy) => (copy.counter = '{count} מתוך {limit} תווים'));
    expect(compareStructure(english, renamed)).toEqual([
      'he.counter has placeholders {count}, {limit}, en has {count}, {max}',
    ]);
  });

  it('names a value whose kind differs', () => {
    const text = { ...hebrew, figure: '23' };
    expect(compareStructure(english, text)).toEqual(['he.figure is a string, en has a number']);
  });

  it('names blocks of different kinds at the same place', () => {
    const swapped = hebrewWith((copy) => (copy.blocks = [{ kind: 'faq' }, { kind: 'hero' }]));
    expect(compareStructure(english, swapped)).toEqual([
      'he.blocks[0].kind is "faq", en has "hero"',
      'he.blocks[1].kind is "hero", en has "faq"',
    ]);
  });

  it('requires equal values where a field is not prose (hrefs, icons, numbers)', () => {
    const changed = hebrewWith((copy) => {
      copy.link.href = '/he/services/sales';
      copy.figure = 31;
    });
    expect(compareStructure(english, changed)).toEqual([
      'he.link.href is "/he/services/sales", en has "/services/sales"',
      'he.figure is 31, en has 23',
    ]);
  });

  it('reports with the labels it is given, and brackets keys that are not identifiers', () => {
    expect(
      compareStructure(
        { 'contact.count': '{n}' },
        { 'contact.count': '' },
        {
          left: 'demoTexts.en',
          right: 'demoTexts.he',
        },
      ),
    ).toEqual(['demoTexts.he["contact.count"] has no placeholders, demoTexts.en has {n}']);
  });
});
