import type { Language } from '../../machines/constants';
import { useId } from 'react';
import { dictionaries } from '../i18n';
import type { PageProps } from '../lazy-page';
import { bidi } from '../i18n/locale';
import { ArrowLink, CallToAction, Facts, Hero, Ltr } from '../components/content';
import {
  bareList,
  eyebrowStyle,
  evenGrid,
  gridContainer,
  h2Style,
  leadStyle,
} from '../components/content/typography';
import { company } from '../config/site';
import { format } from '../i18n';
import { pageHref, pageRoutes } from '../routes';
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
} from '../styles/theme';
import {
  content,
  storyOrder,
  type Story,
  type StoryService,
  type UseCasesContent,
} from './usecases.content';

/** Clear of the fixed menu button and language toggle when a story is reached by its anchor. */
const anchorOffset = `calc(${space.xxxl} + ${space.md})`;

/** The story's anchor and its service's label key, from the one route table. */
function serviceOf(id: StoryService) {
  const route = pageRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown service: ${id}`);
  return { anchor: route.path.slice(route.path.lastIndexOf('/') + 1), label: route.nav.label };
}

const stories = storyOrder.map((id) => ({ id, ...serviceOf(id) }));

/** 1 → 2 columns for the table of contents. */
const twoUpGrid = evenGrid([[2, '40rem']]);

export default function UseCasesPage({ language }: PageProps) {
  const m = dictionaries[language];
  const c = content[language];

  return (
    <>
      <Hero
        language={language}
        eyebrow={m['page.usecases.title']}
        title={m['page.usecases.heading']}
        intro={c.hero.intro}
        highlights={c.hero.highlights}
      />

      <StoryIndex
        language={language}
        title={c.index.title}
        note={c.index.note}
        items={stories.map((story) => ({
          anchor: story.anchor,
          service: m[story.label],
          headline: c.stories[story.id].headline,
        }))}
      />

      <div css={{ display: 'grid', gap: space.xxl, marginBlockStart: space.section }}>
        {stories.map((story) => (
          <StoryArticle
            language={language}
            key={story.id}
            anchor={story.anchor}
            service={m[story.label]}
            serviceHref={pageHref(story.id, language)}
            story={c.stories[story.id]}
            labels={c.labels}
          />
        ))}
      </div>

      <CallToAction
        language={language}
        title={c.cta.title}
        text={c.cta.text}
        actionLabel={c.cta.action}
      >
        <p css={{ margin: 0 }}>
          {bidi(c.cta.phoneLead, language)}{' '}
          <a
            href={`tel:${company.phone.international}`}
            dir="ltr"
            css={{ fontWeight: weight.strong, borderRadius: radius.sm, ...focusRing }}
          >
            <Ltr>{company.phone.display}</Ltr>
          </a>
        </p>
      </CallToAction>
    </>
  );
}

interface StoryIndexItem {
  anchor: string;
  service: string;
  headline: string;
}

/** A small table of contents: in-page links to every story, each with its service. */
function StoryIndex({
  language,
  title,
  note,
  items,
}: {
  language: Language;
  title: string;
  note: string;
  items: readonly StoryIndexItem[];
}) {
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      css={{
        maxWidth: size.content,
        marginInline: 'auto',
        marginBlockStart: space.section,
        padding: space.gutter,
        background: color.paper,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
      }}
    >
      <h2 id={headingId} css={{ ...h2Style, marginBlockStart: 0, fontSize: text.xl }}>
        {bidi(title, language)}
      </h2>
      <div css={gridContainer}>
        <ol role="list" css={{ ...bareList, ...twoUpGrid, gap: `${space.xs} ${space.lg}` }}>
          {items.map((item) => (
            <li key={item.anchor} css={{ display: 'flex' }}>
              <a
                href={`#${item.anchor}`}
                css={{
                  flex: '1 1 auto',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: space.xs,
                  minHeight: size.touch,
                  paddingBlock: space.sm,
                  paddingInline: space.md,
                  borderInlineStart: `3px solid ${color.line}`,
                  borderRadius: radius.sm,
                  color: color.ink,
                  textDecoration: 'none',
                  '&:hover': {
                    borderInlineStartColor: color.brand,
                    background: color.canvas,
                    '& [data-headline]': { color: color.brandStrong, textDecoration: 'underline' },
                  },
                  ...focusRing,
                }}
              >
                <span css={{ color: color.accent, fontSize: text.sm, fontWeight: weight.strong }}>
                  {bidi(item.service, language)}
                </span>
                <span
                  data-headline=""
                  css={{
                    fontWeight: weight.strong,
                    lineHeight: leading.snug,
                    textUnderlineOffset: '0.2em',
                  }}
                >
                  {bidi(item.headline, language)}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </div>
      <p
        css={{
          margin: 0,
          marginBlockStart: space.lg,
          maxWidth: size.prose,
          color: color.inkMuted,
          fontSize: text.sm,
          lineHeight: leading.body,
        }}
      >
        {bidi(note, language)}
      </p>
    </nav>
  );
}

/** One story: the service, the result as the `h2`, the client, then problem → approach → result. */
function StoryArticle({
  language,
  anchor,
  service,
  serviceHref,
  story,
  labels,
}: {
  language: Language;
  anchor: string;
  service: string;
  serviceHref: string;
  story: Story;
  labels: UseCasesContent['labels'];
}) {
  const headingId = useId();
  return (
    <article
      id={anchor}
      aria-labelledby={headingId}
      css={{
        maxWidth: size.content,
        width: '100%',
        marginInline: 'auto',
        padding: space.gutter,
        background: color.paper,
        borderRadius: radius.lg,
        boxShadow: shadow.card,
        scrollMarginBlockStart: anchorOffset,
      }}
    >
      <header css={{ maxWidth: size.prose, marginBlockEnd: space.xl }}>
        <p css={eyebrowStyle}>{bidi(service, language)}</p>
        <h2 id={headingId} css={h2Style}>
          {bidi(story.headline, language)}
        </h2>
        <p css={leadStyle}>{bidi(story.client, language)}</p>
      </header>
      <Facts
        language={language}
        items={[
          { term: labels.challenge, detail: story.challenge },
          { term: labels.approach, detail: story.approach },
          { term: labels.result, detail: story.result },
        ]}
      />
      <p
        css={{
          margin: 0,
          marginBlockStart: space.lg,
          maxWidth: size.prose,
          color: color.inkMuted,
          fontSize: text.sm,
          lineHeight: leading.body,
        }}
      >
        <strong css={{ color: color.ink, fontWeight: weight.strong }}>
          {bidi(labels.measured, language)}
        </strong>{' '}
        {bidi(story.measured, language)}
      </p>
      <p css={{ margin: 0, marginBlockStart: space.md }}>
        <ArrowLink href={serviceHref}>
          {bidi(format(labels.serviceLink, { service }), language)}
        </ArrowLink>
      </p>
    </article>
  );
}
