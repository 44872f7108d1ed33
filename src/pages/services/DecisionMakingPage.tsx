import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, FileText, SlidersHorizontal, Split } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  bareList,
  BidiText,
  CallToAction,
  ContactLine,
  evenGrid,
  Facts,
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
import { color, leading, space } from '../../styles/theme';
import { content, type DecisionMakingContent } from './decision-making.content';
import { DecisionMakingIllustration } from './illustrations/DecisionMakingIllustration';

type OfferKey = keyof DecisionMakingContent['offer']['items'];

const offerIcons: Record<OfferKey, LucideIcon> = {
  model: Split,
  sensitivity: SlidersHorizontal,
  memo: FileText,
  followUp: CalendarCheck,
};

const twoUp = evenGrid([[2, '36rem']]);

/** The four things the client keeps: an icon, an `h3` and a paragraph each. */
function Offer({ items }: { items: DecisionMakingContent['offer']['items'] }) {
  const entries = Object.entries(items) as [OfferKey, { title: string; text: string }][];
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUp, gap: `${space.xl} ${space.xxl}` }}>
        {entries.map(([key, item]) => {
          const Icon = offerIcons[key];
          return (
            <li key={key} css={{ display: 'flex', gap: space.md, alignItems: 'flex-start' }}>
              <IconTile icon={Icon} tone="brand" />
              <div css={{ minWidth: 0 }}>
                <h3 css={h3Style}>
                  <BidiText>{item.title}</BidiText>
                </h3>
                <p
                  css={{
                    margin: `${space.sm} 0 0`,
                    color: color.inkMuted,
                    lineHeight: leading.body,
                  }}
                >
                  <BidiText>{item.text}</BidiText>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function DecisionMakingPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.decisionMaking.title']}
        title={m['page.decisionMaking.heading']}
        intro={c.hero.intro}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights}
        illustration={<DecisionMakingIllustration texts={c.chart} />}
      />

      <Section eyebrow={c.voices.eyebrow} title={c.voices.title} intro={c.voices.intro}>
        <Voices items={c.voices.items} borderColor={color.brand} />
      </Section>

      <Section tone="panel" eyebrow={c.offer.eyebrow} title={c.offer.title} intro={c.offer.intro}>
        <Offer items={c.offer.items} />
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title} intro={c.process.intro}>
        <Steps items={c.process.steps} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.example.eyebrow}
        title={c.example.title}
        intro={c.example.intro}
      >
        <Facts items={c.example.facts} />
      </Section>

      <Section eyebrow={c.outcomes.eyebrow} title={c.outcomes.title} intro={c.outcomes.intro}>
        <Stats items={c.outcomes.stats} note={c.outcomes.note} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction
        topic="decisionMaking"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
