import type { LucideIcon } from 'lucide-react';
import { Activity, BellRing, ChartColumnBig, Gauge } from 'lucide-react';
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
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, shadow, size, space, text } from '../../styles/theme';
import { QualityControlIllustration } from './illustrations/QualityControlIllustration';
import { content, type QualityControlContent } from './quality-control.content';

type OfferKey = keyof QualityControlContent['offer']['items'];

const offerIcons: Record<OfferKey, LucideIcon> = {
  spc: Activity,
  capability: Gauge,
  pareto: ChartColumnBig,
  alerts: BellRing,
};

const twoUp = evenGrid([[2, '36rem']]);

/**
 * The problem in the visitor's own words: one card, a statement per row, divided by rules, like
 * the notes taken on a first visit to the floor.
 */
function Voices({ items }: { items: readonly string[] }) {
  return (
    <ul
      role="list"
      css={{
        ...bareList,
        maxWidth: size.prose,
        background: color.paper,
        borderRadius: radius.md,
        boxShadow: shadow.card,
        borderBlockStart: `4px solid ${color.accent}`,
        paddingInline: space.lg,
      }}
    >
      {items.map((item) => (
        <li
          key={item}
          css={{
            paddingBlock: space.md,
            color: color.ink,
            fontSize: text.lg,
            lineHeight: leading.snug,
            '& + &': { borderBlockStart: `1px solid ${color.line}` },
          }}
        >
          <BidiText>{item}</BidiText>
        </li>
      ))}
    </ul>
  );
}

/** The four parts of the service, each with its icon, its `h3` and a paragraph. */
function Offer({ items }: { items: QualityControlContent['offer']['items'] }) {
  const entries = Object.entries(items) as [OfferKey, { title: string; text: string }][];
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUp, gap: `${space.xl} ${space.xxl}` }}>
        {entries.map(([key, item]) => {
          const Icon = offerIcons[key];
          return (
            <li key={key} css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
              <IconTile icon={Icon} round />
              <h3 css={h3Style}>
                <BidiText>{item.title}</BidiText>
              </h3>
              <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
                <BidiText>{item.text}</BidiText>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default function QualityControlPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.qualityControl.title']}
        title={m['page.qualityControl.heading']}
        intro={c.hero.intro}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights}
        illustration={<QualityControlIllustration texts={c.chart} />}
      />

      <Section eyebrow={c.voices.eyebrow} title={c.voices.title} intro={c.voices.intro}>
        <Voices items={c.voices.items} />
      </Section>

      <Section tone="panel" eyebrow={c.offer.eyebrow} title={c.offer.title} intro={c.offer.intro}>
        <Offer items={c.offer.items} />
      </Section>

      <Section eyebrow={c.outcomes.eyebrow} title={c.outcomes.title} intro={c.outcomes.intro}>
        <Stats items={c.outcomes.stats} note={c.outcomes.note} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.example.eyebrow}
        title={c.example.title}
        intro={c.example.intro}
      >
        <Facts items={c.example.facts} />
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title} intro={c.process.intro}>
        <Steps items={c.process.steps} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction
        topic="qualityControl"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
