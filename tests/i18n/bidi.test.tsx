// @vitest-environment jsdom
/**
 * `bidi` as the visitor's DOM gets it: in Hebrew, every Latin or numeric run (an e-mail address, a
 * phone number, a date, a brand name, a figure) is isolated left to right, and the punctuation at
 * its edges (a full stop, a list's comma, brackets, quotes, the hyphen of a Hebrew prefix) stays
 * in the Hebrew, where the right-to-left paragraph places it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../machines/constants';
import { bidi } from '../../src/i18n/locale';

/** The markup a paragraph holding `text` gets in `language`. */
const markup = (text: string, language: Language = 'he') =>
  render(<p>{bidi(text, language)}</p>).container.querySelector('p')!.innerHTML;

/** A run isolated inside Hebrew text, as `Ltr` writes it. */
const ltr = (run: string) => `<bdi dir="ltr" class="ltr-run">${run}</bdi>`;

afterEach(cleanup);

describe('bidi in Hebrew text', () => {
  it.each([
    [
      'an e-mail address before a full stop',
      'כתבו ל-hello@kavana-analytics.co.il.',
      `כתבו ל-${ltr('hello@kavana-analytics.co.il')}.`,
    ],
    [
      'phone numbers, local and international, between commas',
      'חייגו 03-555-0142, או +972 3-555-0142, בימי חול.',
      `חייגו ${ltr('03-555-0142')}, או ${ltr('+972 3-555-0142')}, בימי חול.`,
    ],
    ['a date before a full stop', 'עודכן ב-23.11.2026.', `עודכן ב-${ltr('23.11.2026')}.`],
    [
      'a range of years, kept whole at its dash',
      'בין 2021–2025 עבדנו',
      `בין ${ltr('2021–2025')} עבדנו`,
    ],
    [
      'office hours after a maqaf',
      'פתוח עד ל־18:00, בתיאום.',
      `פתוח עד ל־${ltr('18:00')}, בתיאום.`,
    ],
    [
      'brand names of several words, and a list’s commas',
      'עובדים עם SAP Business One, Power BI ו-Excel.',
      `עובדים עם ${ltr('SAP Business One')}, ${ltr('Power BI')} ו-${ltr('Excel')}.`,
    ],
    ['a name in brackets', 'מדד יכולת התהליך (Cpk)', `מדד יכולת התהליך (${ltr('Cpk')})`],
    ['a name in quotes', 'המוצר "Power BI" של', `המוצר "${ltr('Power BI')}" של`],
    ['a question mark after a name', 'מה עם ה-CRM?', `מה עם ה-${ltr('CRM')}?`],
    ['a colon between two names', 'מערכת ERP: SAP בלבד', `מערכת ${ltr('ERP')}: ${ltr('SAP')} בלבד`],
    [
      'two names either side of a full stop',
      'עובדים עם Power BI. Excel לא נדרש.',
      `עובדים עם ${ltr('Power BI')}. ${ltr('Excel')} לא נדרש.`,
    ],
    ['an apostrophe inside a name', 'אצל McDonald’s.', `אצל ${ltr('McDonald’s')}.`],
    [
      'figures with a thousands comma, a percent and a plus',
      'כ-1,200 לקוחות, 23% יותר, 140+ פרויקטים.',
      `כ-${ltr('1,200')} לקוחות, ${ltr('23%')} יותר, ${ltr('140+')} פרויקטים.`,
    ],
    [
      'a negative figure with its minus sign',
      'שינוי של −4% במלאי.',
      `שינוי של ${ltr('−4%')} במלאי.`,
    ],
    ['a change between two figures', 'ירד מ-19% ל-14%.', `ירד מ-${ltr('19%')} ל-${ltr('14%')}.`],
  ])('isolates %s', (_case, text, expected) => {
    expect(markup(text)).toBe(expected);
  });

  it('leaves Hebrew with no Latin or digits as it is', () => {
    expect(markup('שלום, מה שלומכם?')).toBe('שלום, מה שלומכם?');
  });

  it('isolates text with no Hebrew as a whole, punctuation and all', () => {
    expect(markup('140+')).toBe('<bdi dir="ltr">140+</bdi>');
    expect(markup('(Power BI)')).toBe('<bdi dir="ltr">(Power BI)</bdi>');
  });
});

describe('bidi in English text', () => {
  it('returns the text as it is, with no isolation', () => {
    expect(markup('Write to hello@kavana-analytics.co.il or call 03-555-0142.', 'en')).toBe(
      'Write to hello@kavana-analytics.co.il or call 03-555-0142.',
    );
  });
});
