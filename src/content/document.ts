import type { ContactTopic } from '../contact/schema';
import type { MessageKey } from '../i18n';
import type { IslandName } from '../islands/registry';
import type { PageId, pageRoutes } from '../routes';
import type { AnyChartRef } from './charts';
import type { IconName } from './icons';

/**
 * A page as data: one typed document per language (`src/pages/…/en.ts`, `he.ts`), rendered by
 * `DocumentPage`. Documents hold plain strings only; the renderer isolates left-to-right runs in
 * Hebrew, so no document ever wraps a string by hand. A hero's intro and highlights, a stat's
 * figure and context, and running text may name the site's own values (`{year}`, the founding
 * year), filled from `src/config/site.ts`. Styles are chosen by name (`style`, `width`), never
 * written in a document. Nothing in the types makes the two languages alike: `npm run parity`
 * (scripts/lib/parity.ts) fails unless they differ in their prose fields only.
 */
export interface PageDocument {
  blocks: readonly Block[];
}

export type Block =
  HeroBlock | SectionBlock | ContentsBlock | StoriesBlock | CallToActionBlock | ReviewedBlock;

/**
 * The top of the page. Its eyebrow and `h1` are the page's title and heading from the chrome
 * dictionaries (`page.<id>.title`, `page.<id>.heading`), so the side bar and the page agree.
 */
interface HeroBlock {
  kind: 'hero';
  page: PageId;
  /** The intro, or the dictionary message that is also the page's description in `<head>`. */
  intro: string | { message: MessageKey };
  /** Links to other pages; the first is the primary call to action. */
  actions?: readonly { page: PageId; label: string }[];
  highlights?: readonly string[];
  illustration?: AnyChartRef;
  /** A decorative drawing instead of a chart: the home page's dashboard. */
  decoration?: 'dashboard';
}

/** A page section: eyebrow, `h2` and intro, then its body, block after block. */
interface SectionBlock {
  kind: 'section';
  /** `panel` sets the section on a white card, to alternate with plain sections. */
  tone?: 'panel';
  /** A fragment id, so other pages can link to the section. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  body: readonly Body[];
}

/**
 * A table of contents on a card: an `h2`, then a link to every part of the page that has an
 * anchor (each story, and each section with an `id`), labelled with its eyebrow and its title,
 * then a note.
 */
export interface ContentsBlock {
  kind: 'contents';
  title: string;
  note?: string;
}

/**
 * Success stories, one card (an `<article>`) each: the service as the eyebrow, the measured
 * result as the `h2`, the client, then the challenge, the approach and the result side by side,
 * how the result was measured, and a link to the service's page. Each story's anchor is the last
 * segment of its service's path (`#smart-inventory`), so other pages can link to it.
 */
export interface StoriesBlock {
  kind: 'stories';
  labels: {
    challenge: string;
    approach: string;
    result: string;
    /** Leads the story's `measured`. */
    measured: string;
    /** The link to the service's page; `{service}` is the service's name. */
    serviceLink: string;
  };
  items: readonly Story[];
}

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

/** The closing band: a link to the contact form with the page's topic chosen, and the phone. */
interface CallToActionBlock {
  kind: 'callToAction';
  /** The service the contact form opens with, if any. */
  topic?: ContactTopic;
  title: string;
  text: string;
  action: string;
  phoneLead: string;
  /** When present, the e-mail address comes first, after this lead-in. */
  emailLead?: string;
}

/** The closing line of a legal page: when it was last reviewed (`{date}`, from the site's facts). */
export interface ReviewedBlock {
  kind: 'reviewed';
  text: string;
}

export type Body =
  | VoicesBody
  | QuotesBody
  | QuestionsBody
  | ContrastsBody
  | DefinitionsBody
  | FactsBody
  | StepsBody
  | PhasesBody
  | StatsBody
  | OffersBody
  | SymptomsBody
  | BadgesBody
  | AsideBody
  | NoteBody
  | LinkBody
  | ChartBody
  | ChartTakeawaysBody
  | SplitBody
  | FaqBody
  | ServicesBody
  | IslandBody
  | ProseBody
  | OfficeBody;

interface TitledText {
  title: string;
  text: string;
}

/** The problem in the visitor's words: `cards` two by two, speech `bubbles`, or `ruled` rows. */
export interface VoicesBody {
  kind: 'voices';
  style: 'cards' | 'bubbles' | 'ruled';
  /** The cards' border colour (accent unless `brand`). */
  tone?: 'brand';
  items: readonly string[];
}

/** Statements down the page, each marked on its inline-start edge. */
export interface QuotesBody {
  kind: 'quotes';
  items: readonly string[];
}

/** A question as an `h3` beside its answer, row by row. */
export interface QuestionsBody {
  kind: 'questions';
  items: readonly TitledText[];
}

/** What people say beside what the data shows, each side under its label. */
export interface ContrastsBody {
  kind: 'contrasts';
  saidLabel: string;
  shownLabel: string;
  items: readonly { said: string; shown: string }[];
}

interface Definition {
  term: string;
  detail: string;
}

/** Terms and their meaning: `ruled` two by two, or one column with an `icon` per term. */
export type DefinitionsBody =
  | { kind: 'definitions'; style: 'ruled'; items: readonly Definition[] }
  | {
      kind: 'definitions';
      style: 'icons';
      items: readonly (Definition & { icon: IconName })[];
    };

/** Term and detail pairs side by side, e.g. a story's challenge, approach and result. */
interface FactsBody {
  kind: 'facts';
  items: readonly Definition[];
}

export interface Step extends TitledText {
  /** A short fact about the step, e.g. its usual duration. */
  meta?: string;
}

/** An ordered sequence: numbered `cards`, a `timeline` down the page, or `numbered` columns. */
export interface StepsBody {
  kind: 'steps';
  style: 'cards' | 'timeline' | 'numbered';
  items: readonly Step[];
}

/** Numbered stages as cards, each ending with what the client keeps from it. */
export interface PhasesBody {
  kind: 'phases';
  deliverableLabel: string;
  items: readonly (Required<Step> & { deliverable: string })[];
}

interface Stat {
  /** The figure as written: `23%`, `140+`, `9 weeks`. */
  figure: string;
  label: string;
  /** Where it comes from: the sample, the period, how it was measured. */
  context: string;
}

/** Proof points, and a note on method. */
interface StatsBody {
  kind: 'stats';
  items: readonly Stat[];
  note?: string;
}

/**
 * What the service offers, each with an icon, an `h3` and a paragraph. The styles are the
 * services' own looks: icon `beside` the text, white `card`s, cards `ruled` along the top (four
 * across), `stacked` round icons, `raised` cards three across, and `tiled`: white cards, each
 * led by an icon tile, four across (for four or eight) or else three across (for six).
 */
export interface OffersBody {
  kind: 'offers';
  style: 'beside' | 'card' | 'ruled' | 'stacked' | 'raised' | 'tiled';
  items: readonly (TitledText & { icon: IconName })[];
}

/** Complaints grouped under `h3`s, and the cause they share, reached by an arrow. */
export interface SymptomsBody {
  kind: 'symptoms';
  groups: readonly { icon: IconName; title: string; items: readonly string[] }[];
  causeLabel: string;
  cause: string;
}

/** Short labels as bordered tiles with an icon, two by two. */
export interface BadgesBody {
  kind: 'badges';
  icon: IconName;
  items: readonly string[];
}

/** A card beside the main column: an `h3` and a paragraph or a checklist. */
export type AsideBody =
  | { kind: 'aside'; icon: IconName; title: string; text: string }
  | { kind: 'aside'; title: string; checklist: readonly string[] };

/** A paragraph of small print under a block. */
export interface NoteBody {
  kind: 'note';
  text: string;
}

/** A link to another page, with an arrow; after a sentence when there is `text`. */
export interface LinkBody {
  kind: 'link';
  page: PageId;
  label: string;
  text?: string;
}

/** A chart or diagram, named in the chart registry, with its texts. */
interface ChartBody {
  kind: 'chart';
  chart: AnyChartRef;
}

/** A chart beside an `h3` and what it tells you. */
export interface ChartTakeawaysBody {
  kind: 'chartTakeaways';
  chart: AnyChartRef;
  /** How wide the chart may grow when stacked. */
  chartMaxWidth: '30rem' | '32rem';
  title: string;
  takeaways: readonly string[];
  marker: 'rule' | 'panel';
}

/** The width a column of a split takes (see `split.tsx`). */
export type ColumnWidth = 'chart' | 'wideChart' | 'notes' | 'narrow' | 'main';

/** Columns side by side that wrap when narrow. */
export interface SplitBody {
  kind: 'split';
  gap: 'xl' | 'xxl';
  columns: readonly { width: ColumnWidth; body: Body }[];
}

/** Questions and answers as disclosures. */
interface FaqBody {
  kind: 'faq';
  items: readonly { question: string; answer: string }[];
}

/** A link card for every service in the route table, with its icon and name, and this text. */
export interface ServicesBody {
  kind: 'services';
  cards: Record<ServiceId, string>;
}

/** The ids of the service pages, the routes in the side bar's `services` group. */
export type ServiceId = Extract<PageRoute, { nav: { group: 'services' } }>['id'];

type PageRoute = (typeof pageRoutes)[number];

/** An interactive part of the page, hydrated on its own; `minHeight` holds its place meanwhile. */
export interface IslandBody {
  kind: 'island';
  name: IslandName;
  minHeight: '28rem';
}

/**
 * Running text: paragraphs, then a bulleted list. `{email}`, `{phone}`, `{address}`,
 * `{coordinator}`, `{a11yEmail}`, `{a11yPhone}`, `{privacyEmail}`, `{legalName}` and `{hotkey}`
 * are filled from the company's details, as links where they are addresses, and `{year}` from
 * the site's values. Plain by default (a legal page's text); `lead` is larger, in ink, an
 * introduction set apart from what follows; `muted` is a muted line under a block, its links bold.
 */
export interface ProseBody {
  kind: 'prose';
  style?: 'lead' | 'muted';
  paragraphs: readonly string[];
  list?: readonly string[];
}

/**
 * The company's office on a card: its address and office hours (from `src/config/site.ts`) under
 * these labels, beside a paragraph and a button to another page.
 */
export interface OfficeBody {
  kind: 'office';
  addressLabel: string;
  hoursLabel: string;
  text: string;
  action: { page: PageId; label: string };
}
