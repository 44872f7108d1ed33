import { useId } from 'react';
import type { Language } from '../../../machines/constants';
import {
  ArrowLink,
  evenGrid,
  eyebrowStyle,
  Facts,
  GridList,
  h2Style,
  leadStyle,
} from '../../content/blocks';
import type { ServiceId } from '../../content/page-document';
import { messagesFor } from '../../i18n/messages';
import { bidi } from '../../i18n/locale';
import { interpolate } from '../../i18n/placeholders';
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

export interface Story {
  /** The service the story belongs to: its name (from the side bar), page and anchor. */
  page: ServiceId;
  /** The client, described generically: sector and size. */
  client: string;
  /** The measured result, the story's `h2`. */
  headline: string;
  challenge: string;
  approach: string;
  result: string;
  /** What was measured, over which period, against which baseline. */
  measured: string;
}

interface Labels {
  challenge: string;
  approach: string;
  result: string;
  /** Leads the story's `measured`. */
  measured: string;
  /** The link to the service's page; `{service}` is the service's name. */
  serviceLink: string;
}

/** A story's anchor, the last segment of its service's path, and the service's name. */
function serviceOf(page: ServiceId, language: Language) {
  const route = pageRoutes.find((candidate) => candidate.id === page);
  if (!route) throw new Error(`Unknown service: ${page}`);
  return {
    anchor: route.path.slice(route.path.lastIndexOf('/') + 1),
    name: messagesFor(language)[route.nav.label],
  };
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

const contentsList = { ...evenGrid([[2, '40rem']]), gap: `${space.xs} ${space.lg}` };

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

/** The table of contents: a link to each story, labelled with its service and headline. */
function Contents({
  title,
  note,
  stories,
  language,
}: {
  title: string;
  note: string;
  stories: readonly Story[];
  language: Language;
}) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} css={contentsCard}>
      <h2 id={headingId} css={contentsTitle}>
        {bidi(title, language)}
      </h2>
      <GridList layout={contentsList} ordered>
        {stories.map((story) => {
          const { anchor, name } = serviceOf(story.page, language);
          return (
            <li key={anchor} css={contentsItem}>
              <a href={`#${anchor}`} css={contentsLink}>
                <span css={contentsLabel}>{bidi(name, language)}</span>
                <span data-title="" css={contentsEntryTitle}>
                  {bidi(story.headline, language)}
                </span>
              </a>
            </li>
          );
        })}
      </GridList>
      <p css={smallPrint}>{bidi(note, language)}</p>
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
  labels: Labels;
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

/**
 * The Use cases page's success stories: a table of contents on a card, then one card (an
 * `<article>`) per story: the service as the eyebrow, the measured result as the `h2`, the
 * client, then the challenge, the approach and the result side by side, how the result was
 * measured, and a link to the service's page. Each story's anchor is the last segment of its
 * service's path (`#smart-inventory`), so other pages can link to it.
 */
export function SuccessStories({
  contents,
  labels,
  items,
  language,
}: {
  /** The table of contents' `h2` and the note under it. */
  contents: { title: string; note: string };
  labels: Labels;
  items: readonly Story[];
  language: Language;
}) {
  return (
    <>
      <Contents title={contents.title} note={contents.note} stories={items} language={language} />
      <div css={storyList}>
        {items.map((story) => (
          <StoryArticle key={story.page} story={story} labels={labels} language={language} />
        ))}
      </div>
    </>
  );
}
