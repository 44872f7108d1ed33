import type { LucideIcon } from 'lucide-react';
import { BellRing, ChartLine, MessageSquareText, UsersRound } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  BidiText,
  CallToAction,
  Faq,
  Hero,
  Ltr,
  Section,
  Stats,
  Steps,
  useLocalized,
} from '../../components/content';
import { bareList, evenGrid, gridContainer, h3Style } from '../../components/content/typography';
import { company } from '../../config/site';
import { pageHref } from '../../routes';
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
} from '../../styles/theme';
import { content, type CustomerInsightsContent } from './customer-insights.content';
import { CustomerInsightsIllustration } from './illustrations/CustomerInsightsIllustration';

type OfferKey = keyof CustomerInsightsContent['offer']['items'];

const offerIcons: Record<OfferKey, LucideIcon> = {
  rfm: UsersRound,
  cohorts: ChartLine,
  churn: BellRing,
  voice: MessageSquareText,
};

const twoUp = evenGrid([[2, '36rem']]);

/** The problem in the visitor's own words: short statements, two by two, not attributed quotes. */
function Voices({ items }: { items: readonly string[] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUp, gap: space.md }}>
        {items.map((item) => (
          <li
            key={item}
            css={{
              padding: `${space.md} ${space.lg}`,
              background: color.paper,
              borderRadius: radius.md,
              borderInlineStart: `4px solid ${color.accent}`,
              boxShadow: shadow.card,
              color: color.ink,
              fontSize: text.lg,
              lineHeight: leading.snug,
            }}
          >
            <BidiText>{item}</BidiText>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cohort table beside what it tells you: side by side when there is room, else stacked. */
function CohortFigure({
  texts,
  chartTexts,
}: {
  texts: CustomerInsightsContent['cohorts'];
  chartTexts: CustomerInsightsContent['chart'];
}) {
  return (
    <div css={gridContainer}>
      <div
        css={{
          display: 'grid',
          gap: space.xl,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          '@container (min-width: 50rem)': {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
            gap: space.xxl,
          },
        }}
      >
        <div css={{ maxWidth: '30rem', width: '100%' }}>
          <CustomerInsightsIllustration texts={chartTexts} />
        </div>
        <div>
          <h3 css={h3Style}>
            <BidiText>{texts.takeawaysTitle}</BidiText>
          </h3>
          <ul
            role="list"
            css={{ ...bareList, display: 'grid', gap: space.md, marginBlockStart: space.md }}
          >
            {texts.takeaways.map((takeaway) => (
              <li
                key={takeaway}
                css={{
                  paddingInlineStart: space.md,
                  borderInlineStart: `3px solid ${color.brandSoft}`,
                  color: color.ink,
                  lineHeight: leading.body,
                }}
              >
                <BidiText>{takeaway}</BidiText>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The four analyses, each with its icon, its `h3` and a paragraph, on white cards. */
function Offer({ items }: { items: CustomerInsightsContent['offer']['items'] }) {
  const entries = Object.entries(items) as [OfferKey, { title: string; text: string }][];
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUp, gap: space.lg }}>
        {entries.map(([key, item]) => {
          const Icon = offerIcons[key];
          return (
            <li
              key={key}
              css={{
                padding: space.lg,
                background: color.paper,
                border: `1px solid ${color.line}`,
                borderRadius: radius.md,
              }}
            >
              <div css={{ display: 'flex', alignItems: 'center', gap: space.md }}>
                <span
                  aria-hidden="true"
                  css={{
                    flex: 'none',
                    display: 'grid',
                    placeItems: 'center',
                    width: size.iconTile,
                    height: size.iconTile,
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
                <h3 css={h3Style}>
                  <BidiText>{item.title}</BidiText>
                </h3>
              </div>
              <p
                css={{
                  margin: `${space.md} 0 0`,
                  color: color.inkMuted,
                  lineHeight: leading.body,
                }}
              >
                <BidiText>{item.text}</BidiText>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function CustomerInsightsPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.customerInsights.title']}
        title={m['page.customerInsights.heading']}
        intro={c.hero.intro}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights}
      />

      <Section eyebrow={c.voices.eyebrow} title={c.voices.title} intro={c.voices.intro}>
        <Voices items={c.voices.items} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.cohorts.eyebrow}
        title={c.cohorts.title}
        intro={c.cohorts.intro}
      >
        <CohortFigure texts={c.cohorts} chartTexts={c.chart} />
      </Section>

      <Section eyebrow={c.offer.eyebrow} title={c.offer.title} intro={c.offer.intro}>
        <Offer items={c.offer.items} />
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title} intro={c.process.intro}>
        <Steps items={c.process.steps} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.outcomes.eyebrow}
        title={c.outcomes.title}
        intro={c.outcomes.intro}
      >
        <Stats items={c.outcomes.stats} note={c.outcomes.note} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction title={c.cta.title} text={c.cta.text} actionLabel={c.cta.action}>
        <p css={{ margin: 0 }}>
          <BidiText>{c.cta.phoneLead}</BidiText>{' '}
          <a
            href={`tel:${company.phone.international}`}
            css={{ fontWeight: weight.strong, borderRadius: radius.sm, ...focusRing }}
          >
            <Ltr>{company.phone.display}</Ltr>
          </a>
        </p>
      </CallToAction>
    </>
  );
}
