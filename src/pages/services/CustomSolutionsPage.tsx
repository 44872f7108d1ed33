import { CircleSlash, PackageCheck, Ruler } from 'lucide-react';
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
  Ltr,
  Section,
  useLocalized,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';
import { content, type CustomSolutionsContent } from './custom-solutions.content';
import { CustomSolutionsIllustration } from './illustrations/CustomSolutionsIllustration';

const twoUpGrid = evenGrid([[2, '40rem']]);

/** What prospective clients say, beside the honest counterpart: when not to build at all. */
function Fit({ fit }: { fit: CustomSolutionsContent['fit'] }) {
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: space.xl,
      }}
    >
      <ul
        role="list"
        css={{ ...bareList, flex: '2 1 24rem', minWidth: 0, display: 'grid', gap: space.md }}
      >
        {fit.items.map((item) => (
          <li
            key={item}
            css={{
              paddingBlock: space.xs,
              paddingInlineStart: space.lg,
              borderInlineStart: `4px solid ${color.accent}`,
              color: color.ink,
              fontSize: text.lg,
              lineHeight: leading.snug,
            }}
          >
            <BidiText>{item}</BidiText>
          </li>
        ))}
      </ul>
      <div
        css={{
          flex: '1 1 16rem',
          minWidth: 0,
          padding: space.lg,
          background: color.paper,
          border: `1px solid ${color.line}`,
          borderRadius: radius.md,
          boxShadow: shadow.card,
        }}
      >
        <h3 css={{ ...h3Style, display: 'flex', alignItems: 'center', gap: space.sm }}>
          <CircleSlash
            aria-hidden="true"
            focusable="false"
            css={{ flex: 'none', width: size.icon, height: size.icon, color: color.danger }}
          />
          <BidiText>{fit.notTitle}</BidiText>
        </h3>
        <p css={{ margin: `${space.sm} 0 0`, color: color.inkMuted, lineHeight: leading.body }}>
          <BidiText>{fit.notText}</BidiText>
        </p>
      </div>
    </div>
  );
}

/** The four stages as cards, two by two, each ending with what the client keeps from it. */
function Phases({ phases }: { phases: CustomSolutionsContent['phases'] }) {
  return (
    <div css={gridContainer}>
      <ol role="list" css={{ ...bareList, ...twoUpGrid, gap: space.lg }}>
        {phases.items.map((phase, index) => (
          <li
            key={phase.title}
            css={{
              display: 'flex',
              flexDirection: 'column',
              background: color.paper,
              border: `1px solid ${color.line}`,
              borderRadius: radius.md,
              overflow: 'hidden',
            }}
          >
            <div
              css={{
                display: 'grid',
                alignContent: 'start',
                gap: space.sm,
                padding: space.lg,
                flex: '1 0 auto',
              }}
            >
              <p
                css={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'baseline',
                  gap: `0 ${space.md}`,
                  margin: 0,
                  fontSize: text.sm,
                  fontWeight: weight.strong,
                }}
              >
                <span css={{ color: color.brand, fontSize: text.xl }}>
                  <Ltr>{String(index + 1).padStart(2, '0')}</Ltr>
                </span>
                <span css={{ color: color.accent }}>
                  <BidiText>{phase.meta}</BidiText>
                </span>
              </p>
              <h3 css={h3Style}>
                <BidiText>{phase.title}</BidiText>
              </h3>
              <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
                <BidiText>{phase.text}</BidiText>
              </p>
            </div>
            <div
              css={{
                display: 'flex',
                gap: space.sm,
                padding: `${space.md} ${space.lg}`,
                background: color.accentSoft,
                color: color.ink,
                lineHeight: leading.snug,
              }}
            >
              <PackageCheck
                aria-hidden="true"
                focusable="false"
                css={{ flex: 'none', width: size.icon, height: size.icon, color: color.accent }}
              />
              <p css={{ margin: 0 }}>
                <span css={{ fontWeight: weight.strong }}>
                  <BidiText>{phases.deliverableLabel}</BidiText>:
                </span>{' '}
                <BidiText>{phase.deliverable}</BidiText>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Examples of success measures, each with a ruler mark, and a note on measuring use. */
function Measures({ measures }: { measures: CustomSolutionsContent['measures'] }) {
  return (
    <>
      <div css={gridContainer}>
        <ul role="list" css={{ ...bareList, ...twoUpGrid, gap: space.md }}>
          {measures.items.map((item) => (
            <li
              key={item}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: space.md,
                padding: space.md,
                background: color.paper,
                border: `1px solid ${color.line}`,
                borderRadius: radius.md,
                color: color.ink,
                fontWeight: weight.strong,
                lineHeight: leading.snug,
              }}
            >
              <Ruler
                aria-hidden="true"
                focusable="false"
                css={{ flex: 'none', width: size.icon, height: size.icon, color: color.brand }}
              />
              <BidiText>{item}</BidiText>
            </li>
          ))}
        </ul>
      </div>
      <p
        css={{ margin: 0, marginBlockStart: space.lg, color: color.inkMuted, maxWidth: size.prose }}
      >
        <BidiText>{measures.note}</BidiText>
      </p>
    </>
  );
}

export default function CustomSolutionsPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.customSolutions.title']}
        title={m['page.customSolutions.heading']}
        intro={c.hero.intro}
        actions={[{ href: pageHref('contact', language), label: c.hero.primaryAction }]}
        highlights={c.hero.highlights}
        illustration={<CustomSolutionsIllustration texts={c.diagram} />}
      />

      <Section eyebrow={c.fit.eyebrow} title={c.fit.title} intro={c.fit.intro}>
        <Fit fit={c.fit} />
      </Section>

      <Section eyebrow={c.phases.eyebrow} title={c.phases.title} intro={c.phases.intro}>
        <Phases phases={c.phases} />
      </Section>

      <Section
        tone="panel"
        eyebrow={c.ownership.eyebrow}
        title={c.ownership.title}
        intro={c.ownership.intro}
      >
        <Facts items={c.ownership.facts} />
      </Section>

      <Section eyebrow={c.measures.eyebrow} title={c.measures.title} intro={c.measures.intro}>
        <Measures measures={c.measures} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction
        topic="customSolutions"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} emailLead={c.cta.emailLead} />
      </CallToAction>
    </>
  );
}
