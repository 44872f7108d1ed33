import { dictionaries } from '../i18n';
import type { PageProps } from '../lazy-page';
import {
  ArrowLink,
  CallToAction,
  Card,
  CardGrid,
  Facts,
  Faq,
  Hero,
  HeroIllustration,
  Ltr,
  Section,
  Stats,
  Steps,
} from '../components/content';
import { company } from '../config/site';
import { format } from '../i18n';
import { Island } from '../islands/Island';
import { pageHref, pageRoutes } from '../routes';
import { focusRing, radius, space, weight } from '../styles/theme';
import { content } from './home.content';

type ServiceRoute = Extract<(typeof pageRoutes)[number], { nav: { group: 'services' } }>;

const serviceRoutes = pageRoutes.filter(
  (route): route is ServiceRoute => route.nav.group === 'services',
);

const year = String(company.founded);

export default function HomePage({ language }: PageProps) {
  const m = dictionaries[language];
  const c = content[language];

  return (
    <>
      {/* The h1 and intro are the page's title and description keys, shared with <head>. */}
      <Hero
        language={language}
        eyebrow={m['page.home.title']}
        title={m['page.home.heading']}
        intro={m['page.home.intro']}
        actions={[
          { href: pageHref('contact', language), label: c.hero.primaryAction },
          { href: pageHref('usecases', language), label: c.hero.secondaryAction },
        ]}
        highlights={c.hero.highlights.map((highlight) => format(highlight, { year }))}
        illustration={<HeroIllustration />}
      />

      <Section
        language={language}
        eyebrow={c.services.eyebrow}
        title={c.services.title}
        intro={c.services.intro}
      >
        <CardGrid>
          {serviceRoutes.map((route) => (
            <Card
              language={language}
              key={route.id}
              href={pageHref(route.id, language)}
              icon={route.nav.icon}
              title={m[route.nav.label]}
              text={c.services.cards[route.id]}
            />
          ))}
        </CardGrid>
      </Section>

      <Section
        language={language}
        tone="panel"
        eyebrow={c.proof.eyebrow}
        title={c.proof.title}
        intro={c.proof.intro}
      >
        <Stats
          language={language}
          items={c.proof.stats.map((stat) => ({
            ...stat,
            context: format(stat.context, { year }),
          }))}
          note={c.proof.note}
        />
      </Section>

      <Section
        language={language}
        eyebrow={c.process.eyebrow}
        title={c.process.title}
        intro={c.process.intro}
      >
        <Steps language={language} items={c.process.steps} />
      </Section>

      <Section
        language={language}
        id="demo"
        eyebrow={c.demo.eyebrow}
        title={c.demo.title}
        intro={c.demo.intro}
      >
        <Island name="demo-player" fallback={<div css={{ minHeight: '28rem' }} />} />
      </Section>

      <Section
        language={language}
        tone="panel"
        eyebrow={c.story.eyebrow}
        title={c.story.title}
        intro={c.story.intro}
      >
        <Facts language={language} items={c.story.facts} />
        <p css={{ margin: 0, marginBlockStart: space.lg }}>
          <ArrowLink href={pageHref('usecases', language)}>{c.story.link}</ArrowLink>
        </p>
      </Section>

      <Section language={language} eyebrow={c.faq.eyebrow} title={c.faq.title}>
        <Faq language={language} items={c.faq.items} />
      </Section>

      <CallToAction
        language={language}
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <p css={{ margin: 0 }}>
          {c.cta.phoneLead}{' '}
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
