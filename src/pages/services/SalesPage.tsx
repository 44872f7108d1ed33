import { MessageCircle } from 'lucide-react';
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
  Section,
  Steps,
  type Fact,
  useLocalized,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';
import { SalesIllustration } from './illustrations/SalesIllustration';
import { content } from './sales.content';

const twoUpGrid = evenGrid([[2, '36rem']]);

/** The problem as sales directors put it: short statements in speech bubbles, two by two. */
function Voices({ items }: { items: readonly string[] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...twoUpGrid, gap: space.lg }}>
        {items.map((item) => (
          <li
            key={item}
            css={{
              position: 'relative',
              display: 'flex',
              gap: space.md,
              padding: space.lg,
              background: color.paper,
              border: `1px solid ${color.line}`,
              borderRadius: radius.lg,
              borderEndStartRadius: radius.sm,
              boxShadow: shadow.card,
            }}
          >
            <MessageCircle
              aria-hidden="true"
              focusable="false"
              css={{ flex: 'none', width: size.icon, height: size.icon, color: color.accent }}
            />
            <p css={{ margin: 0, color: color.ink, fontSize: text.lg, lineHeight: leading.snug }}>
              <BidiText>{item}</BidiText>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The questions the service answers: a question as an `h3` beside its answer, row by row. */
function QuestionRows({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={bareList}>
        {items.map((item) => (
          <li
            key={item.title}
            css={{
              display: 'grid',
              gap: `${space.sm} ${space.xl}`,
              paddingBlock: space.lg,
              borderBlockStart: `1px solid ${color.line}`,
              '&:last-of-type': { paddingBlockEnd: 0 },
              '@container (min-width: 44rem)': {
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              },
            }}
          >
            <h3 css={{ ...h3Style, color: color.brandStrong }}>
              <BidiText>{item.title}</BidiText>
            </h3>
            <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              <BidiText>{item.text}</BidiText>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What is measured and how: a definition per metric, two by two. */
function Measures({ items }: { items: readonly Fact[] }) {
  return (
    <div css={gridContainer}>
      <dl css={{ ...twoUpGrid, gap: space.lg, margin: 0 }}>
        {items.map((item) => (
          <div
            key={item.term}
            css={{
              display: 'flex',
              flexDirection: 'column',
              gap: space.xs,
              paddingInlineStart: space.md,
              borderInlineStart: `4px solid ${color.brand}`,
            }}
          >
            <dt css={{ color: color.ink, fontSize: text.lg, fontWeight: weight.strong }}>
              <BidiText>{item.term}</BidiText>
            </dt>
            <dd css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              <BidiText>{item.detail}</BidiText>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function SalesPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.sales.title']}
        title={m['page.sales.heading']}
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

      <Section eyebrow={c.areas.eyebrow} title={c.areas.title} intro={c.areas.intro}>
        <QuestionRows items={c.areas.items} />
      </Section>

      <Section tone="panel" eyebrow={c.leak.eyebrow} title={c.leak.title} intro={c.leak.intro}>
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            gap: space.xl,
          }}
        >
          <div css={{ flex: '1 1 26rem', minWidth: 0, maxWidth: '40rem' }}>
            <SalesIllustration texts={c.chart} />
          </div>
          <div css={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Facts items={c.leak.notes} />
          </div>
        </div>
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title} intro={c.process.intro}>
        <Steps items={c.process.steps} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.measures.eyebrow}
        title={c.measures.title}
        intro={c.measures.intro}
      >
        <Measures items={c.measures.items} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction topic="sales" title={c.cta.title} text={c.cta.text} actionLabel={c.cta.action}>
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
