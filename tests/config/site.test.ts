import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../machines/constants';
import { company } from '../../src/config/site';

const CITY = { en: ['Tel', 'Aviv', 'Yafo'], he: ['תל', 'אביב', 'יפו'] } as const;

describe('the company address', () => {
  it.each(LANGUAGES)('in %s never splits Tel Aviv-Yafo across lines', (language) => {
    const [tel, aviv, yafo] = CITY[language];
    // A NO-BREAK SPACE, and a WORD JOINER after the hyphen: no break opportunity in the name.
    expect(company.address[language]).toContain(`${tel}\u00a0${aviv}-\u2060${yafo}`);
    expect(company.address[language].replaceAll('\u2060', '').replaceAll('\u00a0', ' ')).toBe(
      company.postalAddress[language],
    );
  });

  it.each(LANGUAGES)('in %s is plain text for machines (structured data)', (language) => {
    const [tel, aviv, yafo] = CITY[language];
    expect(company.postalAddress[language]).toContain(`${tel} ${aviv}-${yafo}`);
    expect(company.postalAddress[language]).not.toMatch(/[\u00a0\u2060\u2011]/);
  });
});
