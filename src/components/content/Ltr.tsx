import type { ReactNode } from 'react';
import { useLanguage } from '../../app/AppActorsProvider';

/**
 * A left-to-right island: a Latin name, an e-mail address, a phone number or a figure inside
 * Hebrew text. `<bdi>` isolates the run so neighbouring punctuation and numbers keep their
 * places; it does not wrap, so a range such as `2021–2025` never breaks at its dash.
 * For short runs; a whole Latin sentence belongs in `BidiText`.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" css={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}

const HEBREW = /[\u0590-\u05FF]/;

/**
 * A run of Latin letters and digits, with the punctuation that belongs inside it (`Power BI`,
 * `03-555-0142`, `hello@kavana-analytics.co.il`, `2021–2025`, `1,200`, `23%`, `140+`). It ends on
 * a letter, digit, `%` or `+`, so a sentence's full stop or a list's comma stays in the Hebrew.
 */
const LTR_RUN =
  /\+?[A-Za-z0-9](?:(?:[A-Za-z0-9.:%+\-–/@×_&'’]|,(?=\d)| (?=\+?[A-Za-z0-9]))*[A-Za-z0-9%+])?/g;

/**
 * Text for a right-to-left page: every Latin or numeric run of Hebrew text is isolated, and text
 * with no Hebrew at all (a figure such as `140+`, a product name) is isolated as a whole.
 */
export function isolateLtr(text: string): ReactNode {
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

/**
 * A string from a page's content object. In Hebrew its Latin and numeric runs are isolated
 * (`isolateLtr`); English text needs no isolation and is rendered as is.
 */
export function BidiText({ children }: { children: string }) {
  const language = useLanguage();
  return <>{language === 'he' ? isolateLtr(children) : children}</>;
}
