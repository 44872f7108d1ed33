import { Building2, Check, Landmark, Stethoscope, Target, Timer, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  bareList,
  BidiText,
  CallToAction,
  ContactLine,
  Faq,
  gridContainer,
  h3Style,
  Hero,
  IconTile,
  Ltr,
  Section,
  Stats,
  threeUpGrid,
  type Fact,
  type Step,
  useLocalized,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';
import { QueueManagementIllustration } from './illustrations/QueueManagementIllustration';
import { content, type QueueManagementContent } from './queue-management.content';

const labelStyle = {
  margin: 0,
  fontSize: text.sm,
  fontWeight: weight.strong,
  letterSpacing: '0.02em',
} as const;

/** Each thing managers say beside what their data usually shows: side by side when there is room. */
function HeardAndData({ heard }: { heard: QueueManagementContent['heard'] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, display: 'grid', gap: space.lg }}>
        {heard.items.map((item) => (
          <li
            key={item.heard}
            css={{
              display: 'grid',
              background: color.paper,
              border: `1px solid ${color.line}`,
              borderRadius: radius.md,
              boxShadow: shadow.card,
              '@container (min-width: 44rem)': {
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              },
            }}
          >
            <div css={{ display: 'grid', alignContent: 'start', gap: space.sm, padding: space.lg }}>
              <p css={{ ...labelStyle, color: color.inkMuted }}>
                <BidiText>{heard.heardLabel}</BidiText>
              </p>
              <p
                css={{
                  margin: 0,
                  color: color.ink,
                  fontSize: text.xl,
                  fontWeight: weight.strong,
                  lineHeight: leading.snug,
                }}
              >
                <BidiText>{item.heard}</BidiText>
              </p>
            </div>
            <div
              css={{
                display: 'grid',
                alignContent: 'start',
                gap: space.sm,
                padding: space.lg,
                borderBlockStart: `1px solid ${color.line}`,
                '@container (min-width: 44rem)': {
                  borderBlockStart: 'none',
                  borderInlineStart: `1px solid ${color.line}`,
                },
              }}
            >
              <p css={{ ...labelStyle, color: color.accent }}>
                <BidiText>{heard.dataLabel}</BidiText>
              </p>
              <p css={{ margin: 0, color: color.ink, lineHeight: leading.body }}>
                <BidiText>{item.data}</BidiText>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const inputIcons: readonly LucideIcon[] = [Users, Timer, Target];

/** The three inputs of the staffing calculation, each with its icon. */
function Inputs({ items }: { items: readonly Fact[] }) {
  return (
    <dl css={{ display: 'grid', gap: space.lg, margin: 0 }}>
      {items.map((item, index) => {
        const Icon = inputIcons[index] ?? Target;
        return (
          <div key={item.term}>
            <dt
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: space.md,
                color: color.ink,
                fontSize: text.lg,
                fontWeight: weight.strong,
              }}
            >
              <IconTile icon={Icon} />
              <BidiText>{item.term}</BidiText>
            </dt>
            <dd
              css={{
                margin: 0,
                marginBlockStart: space.xs,
                paddingInlineStart: `calc(${size.iconTile} + ${space.md})`,
                color: color.inkMuted,
                lineHeight: leading.body,
              }}
            >
              <BidiText>{item.detail}</BidiText>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const settingIcons: readonly LucideIcon[] = [Landmark, Stethoscope, Building2];

/** The kinds of queue the service is used for, three across on a wide screen. */
function Settings({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...threeUpGrid, gap: space.lg }}>
        {items.map((item, index) => {
          const Icon = settingIcons[index] ?? Building2;
          return (
            <li
              key={item.title}
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: space.sm,
                padding: space.lg,
                background: color.paper,
                borderRadius: radius.md,
                borderBlockStart: `4px solid ${color.brand}`,
                boxShadow: shadow.card,
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

/**
 * The engagement as a timeline down the page: a numbered dot per stage on a line along the
 * reading edge, its weeks, an `h3` and the work.
 */
function Timeline({ items }: { items: readonly Step[] }) {
  return (
    <ol role="list" css={{ ...bareList, maxWidth: size.prose }}>
      {items.map((item, index) => (
        <li
          key={item.title}
          css={{
            position: 'relative',
            display: 'grid',
            gridTemplateColumns: `${size.touch} minmax(0, 1fr)`,
            columnGap: space.md,
            paddingBlockEnd: space.xl,
            '&:last-of-type': { paddingBlockEnd: 0 },
            // The line joining this stage's dot to the next one's.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              insetBlock: `${size.touch} 0`,
              insetInlineStart: `calc(${size.touch} / 2 - 1px)`,
              inlineSize: '2px',
              background: color.line,
            },
          }}
        >
          <span
            css={{
              display: 'grid',
              placeItems: 'center',
              width: size.touch,
              height: size.touch,
              borderRadius: radius.pill,
              background: color.brand,
              color: color.onBrand,
              fontSize: text.lg,
              fontWeight: weight.strong,
            }}
          >
            <Ltr>{index + 1}</Ltr>
          </span>
          <div css={{ paddingBlockStart: space.xs }}>
            {item.meta && (
              <p css={{ ...labelStyle, color: color.accent }}>
                <BidiText>{item.meta}</BidiText>
              </p>
            )}
            <h3 css={{ ...h3Style, marginBlock: space.xs }}>
              <BidiText>{item.title}</BidiText>
            </h3>
            <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              <BidiText>{item.text}</BidiText>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** What the client provides, beside the timeline: a short checklist. */
function Needs({ needs }: { needs: QueueManagementContent['process']['needs'] }) {
  return (
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
      <h3 css={h3Style}>
        <BidiText>{needs.title}</BidiText>
      </h3>
      <ul
        role="list"
        css={{ ...bareList, display: 'grid', gap: space.sm, marginBlockStart: space.md }}
      >
        {needs.items.map((item) => (
          <li key={item} css={{ display: 'flex', gap: space.sm, lineHeight: leading.body }}>
            <Check
              aria-hidden="true"
              focusable="false"
              css={{
                flex: 'none',
                width: text.lg,
                height: text.lg,
                marginBlockStart: '0.2em',
                color: color.accent,
              }}
            />
            <span>
              <BidiText>{item}</BidiText>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function QueueManagementPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.queueManagement.title']}
        title={m['page.queueManagement.heading']}
        intro={c.hero.intro}
        actions={[{ href: pageHref('contact', language), label: c.hero.primaryAction }]}
        highlights={c.hero.highlights}
      />

      <Section eyebrow={c.heard.eyebrow} title={c.heard.title} intro={c.heard.intro}>
        <HeardAndData heard={c.heard} />
      </Section>

      <Section tone="panel" eyebrow={c.maths.eyebrow} title={c.maths.title} intro={c.maths.intro}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xxl }}>
          <div css={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Inputs items={c.maths.inputs} />
          </div>
          <div css={{ flex: '3 1 28rem', minWidth: 0, maxWidth: '42rem' }}>
            <QueueManagementIllustration texts={c.chart} />
          </div>
        </div>
      </Section>

      <Section eyebrow={c.settings.eyebrow} title={c.settings.title} intro={c.settings.intro}>
        <Settings items={c.settings.items} />
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xxl }}>
          <div css={{ flex: '2 1 24rem', minWidth: 0 }}>
            <Timeline items={c.process.steps} />
          </div>
          <Needs needs={c.process.needs} />
        </div>
      </Section>

      <Section
        tone="panel"
        eyebrow={c.results.eyebrow}
        title={c.results.title}
        intro={c.results.intro}
      >
        <Stats items={c.results.stats} note={c.results.note} />
      </Section>

      <Section eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq items={c.faq.items} />
      </Section>

      <CallToAction
        topic="queueManagement"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
