import { company, SITE_ORIGIN } from '../config/site';
import { LTR_RUN_CLASS } from '../i18n/locale';
import { ISLAND_ATTRIBUTE } from '../config/element-ids';

/**
 * The print stylesheet: a page on paper is its content, black on white, at the full width of the
 * sheet. Plain CSS, not an Emotion style: the build writes it to its own file, linked with
 * `media="print"`, so no page carries it in its JavaScript and no screen waits for it. Paper is white whatever the screen's theme, so this sheet names `black` and `white`
 * rather than the theme's tokens.
 *
 * - Chrome never prints: anything marked `data-chrome` (the top bar, the side bar, the language
 *   toggle, the view-mode switcher, the drawer's overlay, the skip link), and notifications.
 * - `main` and the footer lose the side bar's shift and the room kept for floating chrome.
 * - A link prints its address after its text, unless its text already is the address (an e-mail
 *   address or a phone number, written left to right), it is a button or it points within the
 *   page. Internal links print the site's public address (`SITE_ORIGIN`) and their path.
 * - Headings stay with what follows them; figures, cards and list items are not split.
 * - Charts and illustrations print as drawn (their colours kept, as the legend's keys are); the
 *   home page demo prints the step on screen, without its controls; the contact form, which paper
 *   cannot send, is left out.
 * - The footer shrinks to the company's name, its contact lines and the rights line.
 */

/** Chrome: what is marked so, and the notifications region (Radix's, unmarked). */
const chrome = ['[data-chrome]', '[role="region"]:not(main *, footer *)'].join(',\n');

/** The site's address as a reader types it: no scheme. */
const siteAddress = SITE_ORIGIN.replace(/^https?:\/\//, '');

/**
 * The company's e-mail addresses and phone numbers, by the start of the links' `href`: printed
 * without `mailto:` or `tel:`, or a subject.
 */
const contactAddresses = [
  ...[company.email, company.privacyEmail, company.accessibilityContact.email].map(
    (address) => [`mailto:${address}`, address] as const,
  ),
  ...[company.phone, company.accessibilityContact.phone].map(
    ({ international }) => [`tel:${international}`, international] as const,
  ),
];

/** A string as a CSS string literal. */
const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A link whose text is not its address: not written left to right as an address is. */
const addressNotShown = `:not([dir="ltr"], :has(> .${LTR_RUN_CLASS}))`;

/** E-mail and phone links whose text is not the address. */
const mailAndPhoneLinks = ['mailto:', 'tel:']
  .map((scheme) => `main a[href^="${scheme}"]${addressNotShown}::after`)
  .join(',\n    ');

const demo = `[${ISLAND_ATTRIBUTE}="demo-player"]`;
const contactForm = `[${ISLAND_ATTRIBUTE}="contact-form"]`;

export const printStylesheet = `
  @page {
    margin: 12mm;
  }

  ${chrome} {
    display: none !important;
  }

  html {
    /* 10 pt running text; every size in rem follows. */
    font-size: 10pt;
    color-scheme: light;
  }
  html,
  body {
    background: white !important;
    color: black !important;
  }
  body {
    min-height: 0;
  }

  /* No side-bar shift, no room for floating chrome: the content spans the sheet. */
  main,
  footer {
    margin: 0 !important;
    padding: 0 !important;
    max-width: none !important;
  }

  /* Black on white, no shadows and no fills, except inside figures (charts keep their keys). */
  main :not(figure, figure *, svg, svg *),
  footer,
  footer * {
    color: black !important;
    background: transparent !important;
    box-shadow: none !important;
    text-shadow: none !important;
  }
  main figure,
  main figure * {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
  main figure {
    background: white !important;
  }
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
  }

  /* Panels and bands lose their fill, so their padding would only indent them. */
  main section {
    margin-block-start: 1.25rem !important;
    padding: 0 !important;
  }
  main section > header {
    margin-block-end: 0.75rem !important;
  }
  main :is(p, li, dd, dt, figcaption) {
    line-height: 1.45 !important;
  }
  main h1 {
    margin-block: 0.25rem 0.75rem !important;
    font-size: 2rem !important;
  }

  /* Buttons print as outlined labels. */
  main [data-button] {
    min-height: 0 !important;
    padding: 0.15rem 0.75rem !important;
    border-width: 1px !important;
    border-color: black !important;
  }

  /* Every section prints, however far the screen was from it (decision 035). */
  main section {
    content-visibility: visible !important;
  }

  /* Disclosures print open: the answers are the content. */
  main details::details-content {
    content-visibility: visible !important;
    display: contents;
  }
  main details,
  main summary {
    min-height: 0 !important;
    padding: 0 !important;
    border: 0 !important;
  }
  main details > :not(summary) {
    margin-block: 0.25rem 0.5rem !important;
    padding: 0 !important;
  }
  main summary svg {
    display: none;
  }

  /* Links print their address after their text. */
  main a::after {
    unicode-bidi: isolate;
    direction: ltr;
    flex: none;
    font-size: 0.85em;
    font-weight: normal;
    overflow-wrap: anywhere;
  }
  main a[href^='http']:not([data-button])::after {
    content: ' (' attr(href) ')';
  }
  main a[href^='/']:not([data-button])::after {
    /* A card's link stretches its ::after over the card on screen; on paper it is text. */
    position: static !important;
    content: ${cssString(` (${siteAddress}`)} attr(href) ')';
  }
  /* A card's title is its link: on paper it is a title. */
  main :is(h2, h3, h4) > a[href]:not([data-button])::after {
    content: none;
  }
  ${mailAndPhoneLinks} {
    content: ' (' attr(href) ')';
  }
  ${contactAddresses
    .map(
      ([href, address]) =>
        `main a[href^="${href}"]${addressNotShown}::after { content: ${cssString(` (${address})`)}; }`,
    )
    .join('\n    ')}

  /*
   * Headings stay with what follows, and a section's eyebrow, heading and intro stay together.
   * Not inside what stays whole anyway: there Chromium takes the heading's avoid for the whole
   * list's, and leaves the next section's heading at the foot of the page instead.
   */
  :is(h1, h2, h3, h4, main header):not(li *, figure *, details *, dl *) {
    break-after: avoid;
  }
  main header {
    break-inside: avoid;
  }
  figure,
  svg,
  details,
  main li,
  main dl > div,
  main blockquote,
  footer {
    break-inside: avoid;
  }
  p {
    orphans: 3;
    widows: 3;
  }

  /* The demo prints the step on screen; its controls and step list do not. */
  ${demo} [role='group'],
  ${demo} ol {
    display: none !important;
  }
  ${demo} svg[role='img'] {
    max-height: 18rem;
  }
  /* The contact form, and the column it takes: paper cannot send it. */
  :has(> ${contactForm}) {
    display: none !important;
  }

  /* A compact footer: the company and its contact lines on one line, then the rights line. */
  footer {
    margin-block-start: 1.5rem !important;
    padding-block-start: 0.5rem !important;
    border-block-start: 1px solid black;
    font-size: 0.85rem;
  }
  footer nav,
  footer h2,
  footer br,
  footer > div > div:first-child > p + p {
    display: none !important;
  }
  footer > div {
    display: flex !important;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 1.5rem !important;
    max-width: none !important;
  }
  footer p,
  footer address {
    margin: 0 !important;
    font-size: inherit !important;
    line-height: 1.5 !important;
  }
  footer address {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
  }
  footer > p {
    max-width: none !important;
    margin-block: 0.25rem 0 !important;
    padding: 0 !important;
    border: 0 !important;
  }
`;
