import type { Language } from '../../machines/constants';
import {
  Clock,
  Compass,
  FileSignature,
  FlaskConical,
  Handshake,
  KeyRound,
  Landmark,
  Lock,
  MapPin,
  MessageSquare,
  Plug,
  Receipt,
  Scale,
  Server,
  ShieldCheck,
  Target,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { dictionaries } from '../i18n';
import type { PageProps } from '../lazy-page';
import { bidi } from '../i18n/locale';
import { ButtonLink, CallToAction, Hero, Ltr, Section, Stats } from '../components/content';
import {
  bareList,
  evenGrid,
  fourUpGrid,
  gridContainer,
  h3Style,
} from '../components/content/typography';
import { company } from '../config/site';
import { format } from '../i18n';
import { pageHref } from '../routes';
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
import { content, type Point, type PointIcon } from './about.content';

const year = String(company.founded);

const icons: Record<PointIcon, LucideIcon> = {
  decision: Target,
  proof: FlaskConical,
  tools: Plug,
  handover: Handshake,
  honest: Scale,
  price: Receipt,
  language: MessageSquare,
  independent: Compass,
  environment: Server,
  access: KeyRound,
  encryption: Lock,
  agreement: FileSignature,
  law: Landmark,
  standard: ShieldCheck,
};

/** 1 → 2 → 3 columns, for six points. */
const sixUpGrid = evenGrid([
  [2, '36rem'],
  [3, '60rem'],
]);

export default function AboutPage({ language }: PageProps) {
  const m = dictionaries[language];
  const c = content[language];

  return (
    <>
      <Hero
        language={language}
        eyebrow={m['page.about.title']}
        title={m['page.about.heading']}
        intro={format(c.hero.intro, { year })}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
      />

      <Section language={language} eyebrow={c.who.eyebrow} title={c.who.title}>
        <div css={{ maxWidth: size.prose, marginBlockEnd: space.xxl }}>
          {c.who.paragraphs.map((paragraph) => (
            <p
              key={paragraph}
              css={{
                margin: 0,
                '& + &': { marginBlockStart: space.md },
                color: color.ink,
                fontSize: text.lg,
                lineHeight: leading.body,
              }}
            >
              {bidi(format(paragraph, { year }), language)}
            </p>
          ))}
        </div>
        <Stats
          language={language}
          items={c.who.stats.map((stat) => ({ ...stat, figure: format(stat.figure, { year }) }))}
        />
      </Section>

      <Section
        language={language}
        tone="panel"
        eyebrow={c.approach.eyebrow}
        title={c.approach.title}
        intro={c.approach.intro}
      >
        <Points language={language} items={c.approach.points} />
      </Section>

      <Section language={language} eyebrow={c.values.eyebrow} title={c.values.title}>
        <Points language={language} items={c.values.points} />
      </Section>

      <Section
        language={language}
        id="data"
        tone="panel"
        eyebrow={c.data.eyebrow}
        title={c.data.title}
        intro={c.data.intro}
      >
        <Points language={language} items={c.data.points} columns={3} />
        <p
          css={{
            margin: 0,
            marginBlockStart: space.xl,
            color: color.inkMuted,
            lineHeight: leading.body,
          }}
        >
          {bidi(c.data.contactLead, language)}{' '}
          <a
            href={`mailto:${company.privacyEmail}`}
            dir="ltr"
            css={{
              fontWeight: weight.strong,
              borderRadius: radius.sm,
              overflowWrap: 'anywhere',
              ...focusRing,
            }}
          >
            {company.privacyEmail}
          </a>
        </p>
      </Section>

      <Section language={language} eyebrow={c.visit.eyebrow} title={c.visit.title}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: `${space.lg} ${space.xxl}`,
            padding: space.gutter,
            background: color.paper,
            border: `1px solid ${color.line}`,
            borderRadius: radius.lg,
          }}
        >
          <dl css={{ flex: '1 1 16rem', display: 'grid', gap: space.lg, margin: 0 }}>
            <Detail language={language} icon={MapPin} term={c.visit.addressLabel}>
              {bidi(company.address[language], language)}
            </Detail>
            <Detail language={language} icon={Clock} term={c.visit.hoursLabel}>
              {bidi(company.officeHours[language], language)}
            </Detail>
          </dl>
          <div css={{ flex: '1 1 18rem', maxWidth: size.prose }}>
            <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              {bidi(c.visit.text, language)}
            </p>
            <p css={{ margin: 0, marginBlockStart: space.lg }}>
              <ButtonLink href={pageHref('contact', language)} variant="secondary" arrow>
                {bidi(c.visit.action, language)}
              </ButtonLink>
            </p>
          </div>
        </div>
      </Section>

      <CallToAction
        language={language}
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <p css={{ margin: 0 }}>
          {bidi(c.cta.phoneLead, language)}{' '}
          <a
            href={`tel:${company.phone.international}`}
            dir="ltr"
            css={{ fontWeight: weight.strong, borderRadius: radius.sm, ...focusRing }}
          >
            <Ltr>{company.phone.display}</Ltr>
          </a>
        </p>
      </CallToAction>
    </>
  );
}

/** Principles or practices: an icon, an `h3` title and a short text each. */
function Points({
  language,
  items,
  columns = 4,
}: {
  language: Language;
  items: readonly Point[];
  columns?: 3 | 4;
}) {
  return (
    <div css={gridContainer}>
      <ul
        role="list"
        css={{ ...bareList, ...(columns === 3 ? sixUpGrid : fourUpGrid), gap: space.lg }}
      >
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li
              key={item.title}
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: space.sm,
                padding: space.lg,
                background: color.paper,
                border: `1px solid ${color.line}`,
                borderRadius: radius.md,
                boxShadow: shadow.card,
              }}
            >
              <span
                aria-hidden="true"
                css={{
                  display: 'grid',
                  placeItems: 'center',
                  width: size.iconTile,
                  height: size.iconTile,
                  marginBlockEnd: space.xs,
                  borderRadius: radius.md,
                  background: color.accentSoft,
                  color: color.accent,
                }}
              >
                <Icon
                  aria-hidden="true"
                  focusable="false"
                  css={{ width: size.icon, height: size.icon }}
                />
              </span>
              <h3 css={h3Style}>{bidi(item.title, language)}</h3>
              <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
                {bidi(item.text, language)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A term and its detail, the term with a decorative icon: the office address, the office hours. */
function Detail({
  language,
  icon: Icon,
  term,
  children,
}: {
  language: Language;
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: space.sm,
          color: color.inkMuted,
          fontSize: text.sm,
          fontWeight: weight.strong,
        }}
      >
        <Icon
          aria-hidden="true"
          focusable="false"
          css={{ flex: 'none', width: size.icon, height: size.icon, color: color.accent }}
        />
        {bidi(term, language)}
      </dt>
      <dd
        css={{
          margin: 0,
          marginBlockStart: space.xs,
          paddingInlineStart: `calc(${size.icon} + ${space.sm})`,
          color: color.ink,
          fontSize: text.lg,
          lineHeight: leading.snug,
        }}
      >
        {children}
      </dd>
    </div>
  );
}
