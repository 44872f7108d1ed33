import type { LucideIcon } from 'lucide-react';
import { Calculator, ClipboardCheck, FileInput, Table2 } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  bareList,
  BidiText,
  CallToAction,
  ChartWithTakeaways,
  ContactLine,
  Facts,
  Faq,
  fourUpGrid,
  gridContainer,
  h3Style,
  Hero,
  Section,
  Stats,
  Steps,
  useLocalized,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, size, space } from '../../styles/theme';
import { ProcurementIllustration } from './illustrations/ProcurementIllustration';
import { content, type ProcurementContent } from './procurement.content';

type OfferKey = keyof ProcurementContent['offer']['items'];

const offerIcons: Record<OfferKey, LucideIcon> = {
  spendCube: Table2,
  scorecard: ClipboardCheck,
  quantities: Calculator,
  reorder: FileInput,
};

/** The four tools, in the order they are built: 1 → 2 → 4 columns of white cards. */
function Offer({ items }: { items: ProcurementContent['offer']['items'] }) {
  const entries = Object.entries(items) as [OfferKey, { title: string; text: string }][];
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...fourUpGrid, gap: space.lg }}>
        {entries.map(([key, item]) => {
          const Icon = offerIcons[key];
          return (
            <li
              key={key}
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: space.sm,
                padding: space.lg,
                background: color.paper,
                border: `1px solid ${color.line}`,
                borderBlockStart: `4px solid ${color.brand}`,
                borderRadius: radius.md,
              }}
            >
              <Icon
                aria-hidden="true"
                focusable="false"
                css={{ width: size.icon, height: size.icon, color: color.brand }}
              />
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

export default function ProcurementPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.procurement.title']}
        title={m['page.procurement.heading']}
        intro={c.hero.intro}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights}
      />

      <Section
        tone="panel"
        eyebrow={c.problem.eyebrow}
        title={c.problem.title}
        intro={c.problem.intro}
      >
        <Facts items={c.problem.facts} />
      </Section>

      <Section eyebrow={c.offer.eyebrow} title={c.offer.title} intro={c.offer.intro}>
        <Offer items={c.offer.items} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.leadTimes.eyebrow}
        title={c.leadTimes.title}
        intro={c.leadTimes.intro}
      >
        <ChartWithTakeaways
          chart={<ProcurementIllustration texts={c.chart} />}
          chartMaxWidth="32rem"
          title={c.leadTimes.takeawaysTitle}
          takeaways={c.leadTimes.takeaways}
          marker="panel"
        />
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
        topic="procurement"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
