import { useId } from 'react';
import type { Language } from '../../../machines/constants';
import {
  ArrowLink,
  bareList,
  evenGrid,
  eyebrowStyle,
  Facts,
  gridContainer,
  h2Style,
  leadStyle,
} from '../../components/content';
import { messagesFor } from '../../i18n/messages';
import { bidi, interpolate } from '../../i18n/locale';
import { pageHref, pageRoutes } from '../../routes';
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
} from '../../styles/theme';
import type { ContentsBlock, PageDocument, ServiceId, StoriesBlock, Story } from '../document';

/** A story's anchor, the last segment of its service's path, and the service's name. */
function serviceOf(page: ServiceId, language: Language) {
  const route = pageRoutes.find((candidate) => candidate.id === page);
  if (!route) throw new Error(`Unknown service: ${page}`);
  return {
    anchor: route.path.slice(route.path.lastIndexOf('/') + 1),
    name: messagesFor(language)[route.nav.label],
  };
}

interface Entry {
  anchor: string;
  label?: string;
  title: string;
}

/** Every part of a document that has an anchor: each story, and each section with an `id`. */
function entriesOf(document: PageDocument, language: Language): Entry[] {
  return document.blocks.flatMap((block): Entry[] => {
    switch (block.kind) {
      case 'stories':
        return block.items.map((story) => {
          const { anchor, name } = serviceOf(story.page, language);
          return { anchor, label: name, title: story.headline };
        });
      case 'section':
        return block.id ? [{ anchor: block.id, label: block.eyebrow, title: block.title }] : [];
      default:
        return [];
    }
  });
}

const contentsCard = {
  maxWidth: size.content,
  marginInline: 'auto',
  marginBlockStart: space.section,
  padding: space.gutter,
  background: color.paper,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
};

const contentsTitle = { ...h2Style, marginBlockStart: 0, fontSize: text.xl };

const contentsList = {
  ...bareList,
  ...evenGrid([[2, '40rem']]),
  gap: `${space.xs} ${space.lg}`,
};

const contentsItem = { display: 'flex' };

const contentsLink = {
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
    '& [data-title]': { color: color.brandStrong, textDecoration: 'underline' },
  },
  ...focusRing,
} as const;

const contentsLabel = { color: color.accent, fontSize: text.sm, fontWeight: weight.strong };

const contentsEntryTitle = {
  fontWeight: weight.strong,
  lineHeight: leading.snug,
  textUnderlineOffset: '0.2em',
};

const smallPrint = {
  margin: 0,
  marginBlockStart: space.lg,
  maxWidth: size.prose,
  color: color.inkMuted,
  fontSize: text.sm,
  lineHeight: leading.body,
};

/** A table of contents on a card: in-page links to the document's anchored parts, and a note. */
export function Contents({
  block,
  document,
  language,
}: {
  block: ContentsBlock;
  document: PageDocument;
  language: Language;
}) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} css={contentsCard}>
      <h2 id={headingId} css={contentsTitle}>
        {bidi(block.title, language)}
      </h2>
      <div css={gridContainer}>
        <ol role="list" css={contentsList}>
          {entriesOf(document, language).map((entry) => (
            <li key={entry.anchor} css={contentsItem}>
              <a href={`#${entry.anchor}`} css={contentsLink}>
                {entry.label && <span css={contentsLabel}>{bidi(entry.label, language)}</span>}
                <span data-title="" css={contentsEntryTitle}>
                  {bidi(entry.title, language)}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </div>
      {block.note && <p css={smallPrint}>{bidi(block.note, language)}</p>}
    </nav>
  );
}

const storyList = { display: 'grid', gap: space.xxl, marginBlockStart: space.section };

const storyCard = {
  maxWidth: size.content,
  width: '100%',
  marginInline: 'auto',
  padding: space.gutter,
  background: color.paper,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  // Clear of the fixed menu button and language toggle when the story is reached by its anchor.
  scrollMarginBlockStart: `calc(${space.xxxl} + ${space.md})`,
};

const storyHeader = { maxWidth: size.prose, marginBlockEnd: space.xl };
const measuredLabel = { color: color.ink, fontWeight: weight.strong };
const serviceLink = { margin: 0, marginBlockStart: space.md };

/** One story: the service, the result as the `h2`, the client, then problem → approach → result. */
function StoryArticle({
  story,
  labels,
  language,
}: {
  story: Story;
  labels: StoriesBlock['labels'];
  language: Language;
}) {
  const headingId = useId();
  const { anchor, name } = serviceOf(story.page, language);
  return (
    <article id={anchor} aria-labelledby={headingId} css={storyCard}>
      <header css={storyHeader}>
        <p css={eyebrowStyle}>{bidi(name, language)}</p>
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
      <p css={smallPrint}>
        <strong css={measuredLabel}>{bidi(labels.measured, language)}</strong>{' '}
        {bidi(story.measured, language)}
      </p>
      <p css={serviceLink}>
        <ArrowLink href={pageHref(story.page, language)}>
          {bidi(interpolate(labels.serviceLink, { service: name }), language)}
        </ArrowLink>
      </p>
    </article>
  );
}

/** Success stories, one card each, under one another. */
export function Stories({ block, language }: { block: StoriesBlock; language: Language }) {
  return (
    <div css={storyList}>
      {block.items.map((story) => (
        <StoryArticle key={story.page} story={story} labels={block.labels} language={language} />
      ))}
    </div>
  );
}
