import type { FunctionComponent } from 'react';
import type { Language } from '../../machines/constants';
import type { ContactTopic } from '../contact/schema';
import type { PageMessageKey } from '../i18n';
import type { PageId, pageRoutes } from '../routes';
import type { AnyChartRef } from '../charts/chart-registry';
import type { ContentIconName } from '../config/icons/content-icons';

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

export type Block = HeroBlock | SectionBlock | CallToActionBlock | ReviewedBlock | FigureBody;

/**
 * The top of the page. Its eyebrow and `h1` are the page's title and heading from the pages'
 * dictionaries (`page.<id>.title`, `page.<id>.heading`), so its head and the page agree.
 */
interface HeroBlock {
  kind: 'hero';
  page: PageId;
  /** The intro, or the dictionary message that is also the page's description in `<head>`. */
  intro: string | { message: PageMessageKey };
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

/**
 * What only one page shows, in a look of its own: a component that lives with the page
 * (`src/pages/<page>/*.tsx`), given the content the document holds for it. Blocks are the looks
 * pages share; a look one page has is that page's figure. Written `figure(Component, content)`,
 * so the content is checked against the component's props.
 */
export interface FigureBody {
  kind: 'figure';
  figure: FunctionComponent<never>;
  content: object;
}

/** A page's own figure, its content typed by the component's props (all but `language`). */
export function figure<Props extends { language: Language }>(
  component: FunctionComponent<Props>,
  content: NoInfer<Omit<Props, 'language'>>,
): FigureBody {
  return { kind: 'figure', figure: component, content };
}

export type Body =
  | VoicesBody
  | FactsBody
  | StepsBody
  | StatsBody
  | AsideBody
  | LinkBody
  | ChartBody
  | ChartTakeawaysBody
  | SplitBody
  | FaqBody
  | ProseBody
  | FigureBody;

interface TitledText {
  title: string;
  text: string;
}

/**
 * The problem in the visitor's words: statement cards, two by two, ruled in the accent colour, or
 * in `brand` where the page's own colour leads (decision making).
 */
interface VoicesBody {
  kind: 'voices';
  tone?: 'brand';
  items: readonly string[];
}

export interface Definition {
  term: string;
  detail: string;
}

/** Term and detail pairs side by side, e.g. a story's challenge, approach and result. */
interface FactsBody {
  kind: 'facts';
  items: readonly Definition[];
}

export interface Step extends TitledText {
  /** A short fact about the step, e.g. its usual duration. */
  meta?: string;
}

/** An ordered sequence: a numbered card per step. */
interface StepsBody {
  kind: 'steps';
  items: readonly Step[];
}

export interface Stat {
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

/** An offer, a principle or a promise: an icon, an `h3` and a paragraph. */
export interface Offer extends TitledText {
  icon: ContentIconName;
}

/** A card beside the main column: an `h3` and a paragraph or a checklist. */
export type AsideBody =
  | { kind: 'aside'; icon: ContentIconName; title: string; text: string }
  | { kind: 'aside'; title: string; checklist: readonly string[] };

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
  /** How wide the chart may grow when stacked: a measure of its drawing, one per chart. */
  chartMaxWidth: '30rem' | '32rem';
  title: string;
  takeaways: readonly string[];
  /** Each takeaway on a soft `rule` or a tinted `panel`; each of the two pages keeps its own. */
  marker: 'rule' | 'panel';
}

/**
 * The width a column of a split takes (see `Split.tsx`); `chart` and `wideChart` are measures of
 * the one chart each holds, like `chartMaxWidth`.
 */
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

/** The ids of the service pages, the routes in the side bar's `services` group. */
export type ServiceId = Extract<PageRoute, { nav: { group: 'services' } }>['id'];

type PageRoute = (typeof pageRoutes)[number];

/**
 * Running text: paragraphs, then a bulleted list. `{email}`, `{phone}`, `{address}`,
 * `{coordinator}`, `{a11yEmail}`, `{a11yPhone}`, `{privacyEmail}`, `{legalName}` and `{hotkey}`
 * are filled from the company's details, as links where they are addresses, and `{year}` from
 * the site's values. Plain by default (a legal page's text); `lead` is larger, in ink, an
 * introduction set apart from what follows; `muted` is a muted line under a block, its links bold.
 * Only the About page uses `lead` and `muted` so far: they stay styles of prose, not a figure,
 * because the placeholders are filled here.
 */
export interface ProseBody {
  kind: 'prose';
  style?: 'lead' | 'muted';
  paragraphs: readonly string[];
  list?: readonly string[];
}
