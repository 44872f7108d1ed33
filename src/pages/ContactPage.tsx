import type { Language } from '../../machines/constants';
import { Check, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageProps } from '../platform/lazy-page';
import { bidi } from '../i18n/locale';
import { interpolate } from '../i18n/placeholders';
import { bareList } from '../styles/lists';
import { Hero, IconTile, Section, Steps } from '../content/blocks';
import { buttonShape } from '../content/blocks/ButtonLink';
import { evenGrid, gridContainer, h3Style } from '../content/blocks/typography';
import { company } from '../config/site';
import { messagesFor } from '../i18n/messages';
import { Island } from '../islands/Island';
import {
  color,
  focusRing,
  leading,
  radius,
  shadow,
  size,
  space,
  text,
  weight,
} from '../styles/theme';
import { content } from './contact.content';

/** 1 → 2 columns for the four ways to reach us, once a card is wide enough for the e-mail address. */
const twoUpGrid = evenGrid([[2, '50rem']]);

/** Below this card width the icon sits above the text instead of beside it. */
const narrowCard = '@container (max-width: 24rem)';

/** A link that carries an address or a number: left to right, and breakable at 320 px. */
const directLink = {
  color: color.brand,
  fontWeight: weight.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  borderRadius: radius.sm,
  '&:hover': { color: color.brandStrong },
  ...focusRing,
} as const;

export default function ContactPage({ language }: PageProps) {
  const m = messagesFor(language);
  const c = content[language];
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent(c.write.subject)}`;
  /** The four ways to reach us, in order: an icon and the words for each, and the way itself. */
  const ways = [
    {
      icon: Mail,
      ...c.details.email,
      detail: (
        <a href={`mailto:${company.email}`} dir="ltr" css={directLink}>
          {company.email}
        </a>
      ),
    },
    {
      icon: Phone,
      label: c.details.phone.label,
      note: interpolate(c.details.phone.note, { international: company.phone.international }),
      detail: (
        <a href={`tel:${company.phone.international}`} dir="ltr" css={directLink}>
          {company.phone.display}
        </a>
      ),
    },
    { icon: MapPin, ...c.details.office, detail: bidi(company.address[language], language) },
    { icon: Clock, ...c.details.hours, detail: bidi(company.officeHours[language], language) },
  ];

  return (
    <>
      <Hero
        language={language}
        eyebrow={m['page.contact.title']}
        title={m['page.contact.heading']}
        intro={c.hero.intro}
      />

      <Section language={language} title={c.details.title}>
        <div css={gridContainer}>
          <dl css={{ ...twoUpGrid, gap: space.lg, margin: 0 }}>
            {ways.map(({ icon, label, note, detail }) => (
              <Detail key={label} language={language} icon={icon} term={label} note={note}>
                {detail}
              </Detail>
            ))}
          </dl>
        </div>
      </Section>

      <Section
        language={language}
        id="contact-form"
        tone="panel"
        eyebrow={c.write.eyebrow}
        title={c.write.title}
        intro={c.write.intro}
      >
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: `${space.xl} ${space.xxl}` }}>
          <div css={{ flex: '2 1 26rem', minWidth: 0 }}>
            <Island name="contact-form" />
          </div>
          <div
            css={{
              flex: '1 1 16rem',
              minWidth: 0,
              alignSelf: 'flex-start',
              display: 'grid',
              gap: space.lg,
            }}
          >
            <div>
              <h3 css={h3Style}>{bidi(c.write.includeTitle, language)}</h3>
              <ul
                role="list"
                css={{ ...bareList, display: 'grid', gap: space.sm, marginBlockStart: space.md }}
              >
                {c.write.include.map((item) => (
                  <li
                    key={item}
                    css={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      gap: space.sm,
                      lineHeight: leading.body,
                    }}
                  >
                    <Check
                      aria-hidden="true"
                      focusable="false"
                      css={{
                        flex: 'none',
                        width: text.lg,
                        height: text.lg,
                        // Centred on the first line of text.
                        marginBlockStart: `calc((${leading.body}em - ${text.lg}) / 2)`,
                        color: color.accent,
                      }}
                    />
                    <span>{bidi(item, language)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div css={{ padding: space.lg, background: color.canvas, borderRadius: radius.md }}>
              <MailButton href={mailto}>{bidi(c.write.action, language)}</MailButton>
              <p css={{ margin: 0, marginBlockStart: space.md, lineHeight: leading.body }}>
                {bidi(c.write.addressLead, language)}{' '}
                <a
                  href={`mailto:${company.email}`}
                  dir="ltr"
                  css={{ ...directLink, display: 'inline-block' }}
                >
                  {company.email}
                </a>
              </p>
              <p
                css={{
                  margin: 0,
                  marginBlockStart: space.md,
                  color: color.inkMuted,
                  fontSize: text.sm,
                  lineHeight: leading.body,
                }}
              >
                {bidi(c.write.note, language)}
              </p>
            </div>
          </div>
        </div>
      </Section>

      <Section
        language={language}
        eyebrow={c.next.eyebrow}
        title={c.next.title}
        intro={c.next.intro}
      >
        <Steps language={language} items={c.next.steps} />
      </Section>
    </>
  );
}

/** One way to reach us: the term with a decorative icon, the detail, and a short note. */
function Detail({
  language,
  icon: Icon,
  term,
  note,
  children,
}: {
  language: Language;
  icon: LucideIcon;
  term: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <div
      css={{
        position: 'relative',
        minHeight: `calc(${size.iconTile} + 2 * ${space.lg})`,
        padding: space.lg,
        paddingInlineStart: `calc(${space.lg} + ${size.iconTile} + ${space.md})`,
        background: color.paper,
        border: `1px solid ${color.line}`,
        borderRadius: radius.md,
        boxShadow: shadow.card,
        [narrowCard]: { minHeight: 0, padding: space.md },
      }}
    >
      <dt css={{ color: color.inkMuted, fontSize: text.sm, fontWeight: weight.strong }}>
        <IconTile
          icon={Icon}
          css={{
            position: 'absolute',
            insetBlockStart: space.lg,
            insetInlineStart: space.lg,
            [narrowCard]: { position: 'static', marginBlockEnd: space.sm },
          }}
        />
        {bidi(term, language)}
      </dt>
      <dd
        css={{
          margin: 0,
          marginBlockStart: space.xs,
          color: color.ink,
          fontSize: text.lg,
          lineHeight: leading.snug,
          // Room for the e-mail address on one line at 320 px.
          [narrowCard]: { fontSize: text.md },
        }}
      >
        {children}
      </dd>
      <dd
        css={{
          margin: 0,
          marginBlockStart: space.xs,
          color: color.inkMuted,
          fontSize: text.sm,
          lineHeight: leading.body,
        }}
      >
        {bidi(note, language)}
      </dd>
    </div>
  );
}

/** The other way to write to us: opens the visitor's mail app with the subject filled in. */
function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      css={{
        ...buttonShape,
        borderColor: color.brand,
        background: color.paper,
        color: color.brand,
        '&:hover': { background: color.brandSoft, borderColor: color.brandStrong },
        ...focusRing,
      }}
    >
      <Mail
        aria-hidden="true"
        focusable="false"
        css={{ flex: 'none', width: size.icon, height: size.icon }}
      />
      {children}
    </a>
  );
}
