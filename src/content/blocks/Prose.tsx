import { css } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import type { Language } from '../../../machines/constants';
import { company } from '../../config/site';
import { bidi, formatDate, Ltr } from '../../i18n/locale';
import { color, focusRing, leading, radius, size, space, text, weight } from '../../styles/theme';
import type { ProseBody, ReviewedBlock } from '../page-document';
import { withSiteValues } from '../site-values';

/**
 * An address or a number is read whole: a line never breaks it (at the hyphen in
 * `kavana-analytics`, which in right-to-left text also set its halves in the wrong order). The
 * longest, `accessibility@kavana-analytics.co.il`, fits the narrowest column (320 px).
 */
const unbroken = css({ whiteSpace: 'nowrap' });

const mail = (address: string) => (
  <a href={`mailto:${address}`} dir="ltr" css={unbroken}>
    {address}
  </a>
);

const tel = (phone: { display: string; international: string }) => (
  <a href={`tel:${phone.international}`} dir="ltr" css={unbroken}>
    {phone.display}
  </a>
);

/** The company's details that legal texts name, in `language`; addresses become links. */
function detailsIn(language: Language): Record<string, ReactNode> {
  return {
    email: mail(company.email),
    phone: tel(company.phone),
    address: company.address[language],
    coordinator: company.accessibilityContact.name[language],
    a11yEmail: mail(company.accessibilityContact.email),
    a11yPhone: tel(company.accessibilityContact.phone),
    privacyEmail: mail(company.privacyEmail),
    legalName: company.legalName[language],
    hotkey: <Ltr>F8</Ltr>,
    date: formatDate(company.legalReviewed, language),
  };
}

const HEBREW = /[\u0590-\u05FF]/;

/**
 * A sentence with its `{placeholders}` filled: the site's values as text, the company's details
 * as elements. Hebrew stretches are isolated as any text; the punctuation between two
 * placeholders is left as it is.
 */
function Filled({ template, language }: { template: string; language: Language }) {
  const details = detailsIn(language);
  return withSiteValues(template)
    .split(/(\{\w+\})/)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const filled =
        name !== undefined && name in details
          ? details[name]
          : HEBREW.test(part)
            ? bidi(part, language)
            : part;
      return <Fragment key={index}>{filled}</Fragment>;
    });
}

const styles = {
  plain: {
    maxWidth: size.prose,
    fontSize: text.md,
    lineHeight: leading.body,
    p: { marginBlock: `0 ${space.md}` },
    ul: { paddingInlineStart: space.lg, marginBlock: `0 ${space.md}` },
    'li + li': { marginBlockStart: space.xs },
  },
  lead: {
    maxWidth: size.prose,
    marginBlockEnd: space.xxl,
    p: { margin: 0, color: color.ink, fontSize: text.lg, lineHeight: leading.body },
    'p + p': { marginBlockStart: space.md },
  },
  muted: {
    p: { margin: 0, marginBlockStart: space.xl, color: color.inkMuted, lineHeight: leading.body },
    a: {
      fontWeight: weight.strong,
      borderRadius: radius.sm,
      overflowWrap: 'anywhere',
      ...focusRing,
    },
  },
} as const;

/** Running text: paragraphs, then a bulleted list, in the style the document names. */
export function Prose({ body, language }: { body: ProseBody; language: Language }) {
  return (
    <div css={styles[body.style ?? 'plain']}>
      {body.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <Filled template={paragraph} language={language} />
        </p>
      ))}
      {body.list && (
        <ul>
          {body.list.map((item) => (
            <li key={item}>
              <Filled template={item} language={language} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const reviewed = { color: color.inkMuted, fontSize: text.sm, marginBlock: space.xl };

/** When a legal text was last reviewed. */
export function Reviewed({ block, language }: { block: ReviewedBlock; language: Language }) {
  return (
    <p css={reviewed}>
      <Filled template={block.text} language={language} />
    </p>
  );
}
