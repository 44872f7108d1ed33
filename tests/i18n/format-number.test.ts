import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/i18n/locale';

/** The locales the site writes numbers in (SPEC: English and Hebrew, Latin digits in both). */
const INTL = {
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
  he: new Intl.NumberFormat('he-IL', { maximumFractionDigits: 0 }),
};

describe('formatNumber', () => {
  it('writes whole numbers with thousands grouped by commas, in both languages', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(999, 'he')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(3900, 'he')).toBe('3,900');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('rounds half up, as Intl does', () => {
    expect(formatNumber(2.5, 'en')).toBe('3');
    expect(formatNumber(2.4999, 'he')).toBe('2');
    expect(formatNumber(999.5, 'en')).toBe('1,000');
  });

  it('writes the same as the browser’s Intl.NumberFormat for any value', () => {
    const values = [
      0,
      -0,
      1,
      7,
      12.5,
      99.5,
      100,
      1000.49,
      65_536,
      1e7 + 0.5,
      -1,
      -2.5,
      -1234,
      2 ** 53,
    ];
    // A spread of magnitudes and fractions, the same on every run.
    for (let n = 1; n < 200; n += 1) values.push(((n * 2_654_435_761) % 10 ** (n % 13)) / 10);
    for (const language of ['en', 'he'] as const)
      for (const value of values)
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(
          INTL[language].format(value),
        );
  });

  it('passes other options to Intl', () => {
    expect(formatNumber(0.125, 'en', { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
  });
});
