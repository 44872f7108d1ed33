/**
 * The reading direction a visitor sees on a page (issue 21), checked on every step of the paths
 * that show it. ARCHITECTURE P3: a Hebrew page reads right to left, while the chrome keeps its
 * physical places (side bar and menu button at the left, language toggle at the right), and an
 * e-mail address or a phone number still reads left to right.
 */
import { MAIN_CONTENT_ID, SIDE_BAR_ID } from '../../src/config/element-ids';
import { company } from '../../src/config/site';
import { languageOfPath } from '../../src/urls';
import type { Check, Target } from './model';

const HTML: Target = { css: 'html', label: 'the page' };
const NAV: Target = { css: `#${SIDE_BAR_ID}`, label: 'the side bar' };
const TOP_BAR: Target = { css: 'header[data-chrome]', label: 'the top bar' };
const EMAIL: Target = {
  css: 'footer a[href^="mailto:"]',
  label: 'the e-mail address in the footer',
};
const PHONE: Target = { css: 'footer a[href^="tel:"]', label: 'the phone number in the footer' };
const MAIN: Target = { css: `#${MAIN_CONTENT_ID}`, label: 'the page content' };

/** The checks of the reading direction on the page at `url`: the marker, and on Hebrew pages what a visitor sees of it. */
export function readingDirectionChecks(url: string): Check[] {
  if (languageOfPath(url) === 'en')
    return [
      {
        kind: 'attribute',
        target: HTML,
        name: 'dir',
        value: 'ltr',
        says: 'The page is marked left to right (dir="ltr")',
      },
    ];
  return [
    {
      kind: 'attribute',
      target: HTML,
      name: 'dir',
      value: 'rtl',
      says: 'The page is marked right to left (dir="rtl")',
    },
    {
      kind: 'css',
      target: MAIN,
      property: 'direction',
      value: 'rtl',
      for: 'person',
      says: 'The page text reads right to left: headings and paragraphs start at the right edge',
    },
    {
      kind: 'css',
      target: NAV,
      property: 'left',
      value: '0px',
      for: 'person',
      says: 'The side bar (the menu, when it opens) is at the left edge, as in English',
    },
    {
      kind: 'css',
      target: TOP_BAR,
      property: 'direction',
      value: 'ltr',
      for: 'person',
      says: 'In the top bar the menu button (on a narrow screen) is at the left and the language toggle at the right, as in English',
    },
    {
      kind: 'text',
      target: EMAIL,
      text: company.email,
      says: `At the bottom of the page the e-mail address reads ${company.email}, left to right`,
    },
    {
      kind: 'attribute',
      target: EMAIL,
      name: 'dir',
      value: 'ltr',
      says: 'The e-mail address in the footer is marked left to right',
    },
    {
      kind: 'text',
      target: PHONE,
      text: company.phone.display,
      says: `Beside it the phone number reads ${company.phone.display}, its digits left to right`,
    },
    {
      kind: 'attribute',
      target: PHONE,
      name: 'dir',
      value: 'ltr',
      says: 'The phone number in the footer is marked left to right',
    },
  ];
}
