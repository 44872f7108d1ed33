import { Fragment, type ReactNode } from 'react';
import { company } from '../../config/site';
import type { Language } from '../../../machines/constants';
import { Hero, isolateLtr, Ltr, Section } from '../../components/content';
import { color, leading, size, space, text } from '../../styles/theme';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalContent {
  eyebrow: string;
  intro: string;
  sections: readonly LegalSection[];
  updated: string;
}

const dateFormat = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/**
 * Placeholders in legal texts, filled from the company configuration so contact details live in
 * one place: `{email}`, `{phone}`, `{address}`, `{coordinator}`, `{a11yEmail}`, `{a11yPhone}`,
 * `{privacyEmail}`, `{legalName}`, `{date}`.
 */
function tokensFor(language: Language): Record<string, ReactNode> {
  const mail = (address: string) => (
    <a href={`mailto:${address}`} dir="ltr">
      {address}
    </a>
  );
  const tel = (phone: { display: string; international: string }) => (
    <a href={`tel:${phone.international}`} dir="ltr">
      {phone.display}
    </a>
  );
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
    date: new Date(company.legalReviewed).toLocaleDateString(
      language === 'he' ? 'he-IL' : 'en-GB',
      dateFormat,
    ),
  };
}

const HEBREW = /[\u0590-\u05FF]/;

/** Fills the placeholders; in Hebrew, Latin and numeric runs are isolated so they keep their order. */
function Fill({ template, tokens }: { template: string; tokens: Record<string, ReactNode> }) {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const token = /^\{(\w+)\}$/.exec(part)?.[1];
    const text = HEBREW.test(part) ? isolateLtr(part) : part;
    return <Fragment key={index}>{token && token in tokens ? tokens[token] : text}</Fragment>;
  });
}

/** A legal page: the heading, then numbered-free sections of running text, then the review date. */
export function LegalDocument({
  title,
  content,
  language,
}: {
  title: string;
  content: LegalContent;
  language: Language;
}) {
  const tokens = tokensFor(language);
  return (
    <>
      <Hero language={language} eyebrow={content.eyebrow} title={title} intro={content.intro} />
      {content.sections.map((section) => (
        <Section language={language} key={section.title} title={section.title}>
          <div
            css={{
              maxWidth: size.prose,
              fontSize: text.md,
              lineHeight: leading.body,
              p: { marginBlock: `0 ${space.md}` },
              ul: { paddingInlineStart: space.lg, marginBlock: `0 ${space.md}` },
              li: { marginBlockEnd: space.xs },
            }}
          >
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <Fill template={paragraph} tokens={tokens} />
              </p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <Fill template={item} tokens={tokens} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Section>
      ))}
      <p css={{ color: color.inkMuted, fontSize: text.sm, marginBlock: space.xl }}>
        <Fill template={content.updated} tokens={tokens} />
      </p>
    </>
  );
}
