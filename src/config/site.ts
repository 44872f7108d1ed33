import type { Language } from '../../machines/constants';

/**
 * The company's identity, in one place: pages, the footer, the legal pages and the structured
 * data read it from here. The company is fictional.
 */

export type Localized<T> = Record<Language, T>;

/** The public origin of the site; set `VITE_SITE_ORIGIN` at build time to override. */
export const SITE_ORIGIN: string =
  (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ?? 'https://www.kavana-analytics.co.il';

/** The office's city, which a line should never split. */
const city = { en: 'Tel Aviv-Yafo', he: 'תל אביב-יפו' } satisfies Localized<string>;

/** The office's postal address as written, for machines: structured data, e-mail, copying. */
const postalAddress = {
  en: `12 HaArba’a Street, ${city.en} 6473912, Israel`,
  he: `רחוב הארבעה 12, ${city.he} 6473912`,
} satisfies Localized<string>;

/**
 * A name kept on one line: its spaces are NO-BREAK SPACEs (U+00A0) and each hyphen is followed
 * by a WORD JOINER (U+2060), which forbids a break on either side and draws nothing. (Inter and
 * Heebo as bundled have no NON-BREAKING HYPHEN, U+2011: it would be drawn in another font.)
 */
const unbroken = (name: string) => name.replaceAll(' ', '\u00a0').replaceAll('-', '-\u2060');

export const company = {
  name: { en: 'Kavana Analytics', he: 'כוונה אנליטיקס' } satisfies Localized<string>,
  legalName: { en: 'Kavana Analytics Ltd.', he: 'כוונה אנליטיקס בע״מ' } satisfies Localized<string>,
  email: 'hello@kavana-analytics.co.il',
  phone: { display: '03-555-0142', international: '+972-3-555-0142' },
  /** The address as pages show it: a line never splits "Tel Aviv-Yafo" (at its hyphen or space). */
  address: {
    en: postalAddress.en.replace(city.en, unbroken(city.en)),
    he: postalAddress.he.replace(city.he, unbroken(city.he)),
  } satisfies Localized<string>,
  /** The same address in plain text, for structured data and anything a machine reads. */
  postalAddress,
  officeHours: {
    en: 'Sunday to Thursday, 9:00–18:00 (Israel time)',
    he: 'ימים א׳–ה׳, 9:00–18:00',
  } satisfies Localized<string>,
  founded: 2016,
  /** The accessibility coordinator named in the accessibility statement (regulation 35). */
  accessibilityContact: {
    name: { en: 'Noa Levi', he: 'נועה לוי' } satisfies Localized<string>,
    email: 'accessibility@kavana-analytics.co.il',
    phone: { display: '03-555-0143', international: '+972-3-555-0143' },
  },
  privacyEmail: 'privacy@kavana-analytics.co.il',
  /** The date the accessibility statement and privacy notice were last reviewed (ISO). */
  legalReviewed: '2026-11-22',
} as const;
