import { ArrowDown, PackageOpen, PackageX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLanguage, useMessages } from '../../app/AppActorsProvider';
import {
  ArrowLink,
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
  Stats,
  Steps,
  useLocalized,
} from '../../components/content';
import { pageHref } from '../../routes';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';
import { SmartInventoryIllustration } from './illustrations/SmartInventoryIllustration';
import { content, type SmartInventoryContent } from './smart-inventory.content';

const symptomIcons: readonly LucideIcon[] = [PackageX, PackageOpen];
const twoUpGrid = evenGrid([[2, '40rem']]);
const threeUpSixGrid = evenGrid([
  [2, '34rem'],
  [3, '54rem'],
]);

/**
 * Two complaints side by side, each an `h3` over what managers say, then the cause they share,
 * reached by an arrow: the problem in the customers' words, and what lies under it.
 */
function Symptoms({ symptoms }: { symptoms: SmartInventoryContent['symptoms'] }) {
  return (
    <div css={gridContainer}>
      <div css={{ ...twoUpGrid, gap: space.lg }}>
        {symptoms.groups.map((group, index) => {
          const Icon = symptomIcons[index] ?? PackageX;
          return (
            <div
              key={group.title}
              css={{
                padding: space.lg,
                background: color.paper,
                border: `1px solid ${color.line}`,
                borderRadius: radius.md,
                boxShadow: shadow.card,
              }}
            >
              <h3 css={{ ...h3Style, display: 'flex', alignItems: 'center', gap: space.sm }}>
                <Icon
                  aria-hidden="true"
                  focusable="false"
                  css={{ flex: 'none', width: size.icon, height: size.icon, color: color.accent }}
                />
                <BidiText>{group.title}</BidiText>
              </h3>
              <ul
                role="list"
                css={{ ...bareList, display: 'grid', gap: space.md, marginBlockStart: space.md }}
              >
                {group.items.map((item) => (
                  <li
                    key={item}
                    css={{
                      paddingInlineStart: space.md,
                      borderInlineStart: `3px solid ${color.line}`,
                      color: color.ink,
                      lineHeight: leading.body,
                    }}
                  >
                    <BidiText>{item}</BidiText>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <ArrowDown
        aria-hidden="true"
        focusable="false"
        css={{
          display: 'block',
          width: size.icon,
          height: size.icon,
          marginInline: 'auto',
          marginBlock: space.md,
          color: color.inkMuted,
        }}
      />
      <div
        css={{
          padding: space.lg,
          borderRadius: radius.md,
          background: color.brandStrong,
          color: color.onBrand,
        }}
      >
        <p
          css={{
            margin: 0,
            color: color.onBrandMuted,
            fontSize: text.sm,
            fontWeight: weight.strong,
          }}
        >
          <BidiText>{symptoms.causeLabel}</BidiText>
        </p>
        <p
          css={{
            margin: `${space.xs} 0 0`,
            fontSize: text.xl,
            fontWeight: weight.strong,
            lineHeight: leading.snug,
          }}
        >
          <BidiText>{symptoms.cause}</BidiText>
        </p>
      </div>
    </div>
  );
}

/** The quantities the service calculates: an `h3` and an explanation each, up to three across. */
function Method({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={{ ...bareList, ...threeUpSixGrid, gap: `${space.xl} ${space.lg}` }}>
        {items.map((item, index) => (
          <li key={item.title} css={{ display: 'grid', alignContent: 'start', gap: space.sm }}>
            <span
              aria-hidden="true"
              css={{
                color: color.accent,
                fontSize: text.sm,
                fontWeight: weight.strong,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              <Ltr>{String(index + 1).padStart(2, '0')}</Ltr>
            </span>
            <h3 css={h3Style}>
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

export default function SmartInventoryPage() {
  const language = useLanguage();
  const m = useMessages();
  const c = useLocalized(content);

  return (
    <>
      <Hero
        eyebrow={m['page.smartInventory.title']}
        title={m['page.smartInventory.heading']}
        intro={c.hero.intro}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights}
      />

      <Section eyebrow={c.symptoms.eyebrow} title={c.symptoms.title} intro={c.symptoms.intro}>
        <Symptoms symptoms={c.symptoms} />
      </Section>

      <Section tone="panel" eyebrow={c.story.eyebrow} title={c.story.title} intro={c.story.intro}>
        <Facts items={c.story.facts} />
        <p css={{ margin: 0, marginBlockStart: space.lg }}>
          <ArrowLink href={pageHref('usecases', language)}>{c.story.link}</ArrowLink>
        </p>
      </Section>

      <Section eyebrow={c.method.eyebrow} title={c.method.title} intro={c.method.intro}>
        <Method items={c.method.items} />
        <p
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: `0 ${space.sm}`,
            margin: 0,
            marginBlockStart: space.xl,
            color: color.inkMuted,
          }}
        >
          <BidiText>{c.related.text}</BidiText>
          <ArrowLink href={pageHref('procurement', language)}>{c.related.link}</ArrowLink>
        </p>
      </Section>

      <Section
        tone="panel"
        eyebrow={c.example.eyebrow}
        title={c.example.title}
        intro={c.example.intro}
      >
        <SmartInventoryIllustration texts={c.chart} />
      </Section>

      <Section eyebrow={c.process.eyebrow} title={c.process.title} intro={c.process.intro}>
        <Steps items={c.process.steps} />
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
        topic="smartInventory"
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <ContactLine phoneLead={c.cta.phoneLead} />
      </CallToAction>
    </>
  );
}
