/**
 * The locale module of page content: bidirectional isolation, elements in messages, and number and
 * date formatting for both languages. Content never isolates by hand: the block renderer passes
 * every string through `bidi`, and SVG text (where `<bdi>` does not exist) through `isolate`.
 * The chrome uses none of it, so it loads with page content and the islands, not at start-up
 * (scripts/vite/chunk-groups.ts); filling a message with strings, which the chrome does, is `./placeholders.ts`.
 */
import { Fragment, type ReactNode } from 'react';
import type { Language } from '../../machines/constants';

/** BCP 47 tags for `Intl`: Hebrew text, Western digits (what Israeli businesses write). */
const LOCALES: Record<Language, string> = { en: 'en-GB', he: 'he-IL' };

export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'he' ? 'rtl' : 'ltr';

/** Fills `{name}` placeholders with values that may be elements (a link inside a sentence). */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    );
  });
}

/**
 * LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE around a run (a signed number, a code), for
 * SVG text and attributes, where `<bdi>` is not available.
 */
export const isolate = (text: string): string => `\u2066${text}\u2069`;

const HEBREW = /[\u0590-\u05FF]/;

/**
 * A Latin word or a number, with the punctuation that belongs inside it (`03-555-0142`,
 * `hello@kavana-analytics.co.il`, `2021–2025`, `09:00`, `1,200`, `23%`, `140+`). It ends on a
 * letter, digit, `%` or `+`, so a sentence's full stop or a list's comma stays in the Hebrew.
 */
const LTR_WORD = String.raw`[A-Za-z0-9](?:(?:[A-Za-z0-9.:%+\-–/@×_&'’]|,(?=\d))*[A-Za-z0-9%+])?`;

/**
 * A left-to-right run: words joined by single spaces (`Power BI`, `+972 50 123 4567`), never across
 * punctuation (`ERP: SAP` is two runs, and its colon stays in the Hebrew). It may start with a sign,
 * `+972` or `−4%` (the minus sign: a hyphen before a number is the Hebrew prefix's, as in `ב-2024`).
 */
const LTR_RUN = new RegExp(String.raw`[+\u2212]?${LTR_WORD}(?: \+?${LTR_WORD})*`, 'g');

/** The class of an `Ltr` run; `GlobalStyles` keeps it from wrapping (no inline style: the CSP). */
export const LTR_RUN_CLASS = 'ltr-run';

/**
 * A left-to-right island: a Latin name, an e-mail address, a phone number or a figure inside
 * Hebrew text. `<bdi>` isolates the run so neighbouring punctuation and numbers keep their
 * places; it does not wrap, so a range such as `2021–2025` never breaks at its dash.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className={LTR_RUN_CLASS}>
      {children}
    </bdi>
  );
}

/**
 * Text as a page in `language` shows it. In Hebrew every Latin or numeric run is isolated, and
 * text with no Hebrew at all (a figure such as `140+`, a product name) is isolated as a whole;
 * English text needs no isolation and is returned as it is.
 */
export function bidi(text: string, language: Language): ReactNode {
  if (language !== 'he') return text;
  if (!HEBREW.test(text)) return <bdi dir="ltr">{text}</bdi>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<Ltr key={start}>{match[0]}</Ltr>);
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number the way both languages write it (`3,900`; he-IL groups by thousands with a comma
 * too, in Latin digits). The first `Intl.NumberFormat` a page makes loads the engine's locale data:
 * 20–40 ms on this machine's main thread, four times that on a phone, in the middle of an island's
 * hydration. So the islands' plain counts never construct one.
 */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * A number in the language's conventions (`3,900`, `12.5%` with `{ style: 'percent' }`). One
 * formatter per language and options: constructing an `Intl` formatter per call is slow. Without
 * options, a number from zero up is rounded half up, as `Intl` does, and grouped by hand.
 */
export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  if (!options && value >= 0 && value < Number.MAX_SAFE_INTEGER && !Object.is(value, -0))
    return groupThousands(Math.round(value));
  const resolved = options ?? { maximumFractionDigits: 0 };
  const key = `${language}${JSON.stringify(resolved)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], resolved);
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}

/** A calendar date in the language's conventions (`23 November 2026`, `23 בנובמבר 2026`). */
export function formatDate(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}
