import { company } from '../config/site';
import { interpolate } from '../i18n/placeholders';

/** Facts about the company that documents quote but never write: they live in one place. */
const siteValues = { year: String(company.founded) };

/** Fills the site's values (`{year}`) into a document's string. */
export const withSiteValues = (text: string) => interpolate(text, siteValues);
