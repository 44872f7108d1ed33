import type { LucideIcon } from 'lucide-react';
import { BellRing, ChartLine, MessageSquareText, UsersRound } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  bareList,
  BidiText,
  CallToAction,
  ChartWithTakeaways,
  ContactLine,
  evenGrid,
  Faq,
  gridContainer,
  h3Style,
  Hero,
  IconTile,
  Section,
  Stats,
  Steps,
  useLocalized,
  Voices,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, space } from '../../styles/theme';
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
                <IconTile icon={Icon} />
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
        <ChartWithTakeaways
          chart={<CustomerInsightsIllustration texts={c.chart} />}
          chartMaxWidth="30rem"
          title={c.cohorts.takeawaysTitle}
          takeaways={c.cohorts.takeaways}
          marker="rule"
        />
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

      <CallToAction
        topic="customerInsights"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
