/**
 * The content blocks, and the primitives they are built from: the one folder for both.
 *
 * A block is what a document names by its `kind` (`src/content/page-document.ts`): a look at least
 * two pages share, drawn from the document's data. A primitive is a smaller piece that blocks,
 * page figures and component pages reuse: a link, a card, an icon tile, a list, a text style. What
 * only one page shows is neither: it is that page's figure, a component beside its documents
 * (`src/pages/<page>/*.tsx`, named in the document with `figure()`). Everything here takes plain
 * strings and the page's `language` (from its route, never from the actor system), isolates
 * Latin and numeric runs in Hebrew (`bidi`), and uses theme tokens and logical properties only, so
 * `<html dir="rtl">` flips it. A chart's own figure (drawing, legend, caption) is the chart kit's
 * (`src/charts/ChartFigure.tsx`); the list styles blocks share with it are `src/styles/lists.ts`.
 *
 * Blocks:
 * - `Hero`, `Section`, `CallToAction` (+ `ContactLine`), `Reviewed`   the page's frame.
 * - `Voices`, `Facts`, `Steps`, `Stats`, `Faq`, `Aside`, `PageLink`, `Prose`, `Split`, `Chart`,
 *   `ChartTakeaways`                                                  what a section holds.
 *
 * Primitives:
 * - `Card` + `CardGrid`         link cards, 1 → 2 → 4 columns (`columns={3}`: 1 → 3).
 * - `GridList`                  a bare list in a grid that answers to its own width.
 * - `IconTile`                  a decorative icon on a tinted tile, beside an `h3` or a term.
 * - `OfferList`, `ListProps`   offers as icon, `h3` and text in a grid; what a list figure takes.
 * - `TextList`                  short statements as a bare list, each in the figure's look.
 * - `ButtonLink`, `ArrowLink`   navigation links styled as a button, or as text with an arrow.
 * - `ChartWithTakeaways`        a chart beside an `h3` and its takeaways, stacked when narrow.
 * - `HeroIllustration`          the decorative dashboard a hero may show.
 * - `twoDigits` and the styles in `typography.ts`.
 */
export { ArrowLink } from './ArrowLink';
export { Aside } from './Aside';
export { ButtonLink } from './ButtonLink';
export { CallToAction } from './CallToAction';
export { Card } from './Card';
export { CardGrid } from './CardGrid';
export { Chart, ChartTakeaways } from './Chart';
export { ContactLine } from './ContactLine';
export { Facts } from './Facts';
export { Faq } from './Faq';
export { GridList } from './GridList';
export { Hero } from './Hero';
export { HeroIllustration } from './HeroIllustration';
export { IconTile } from './IconTile';
export { type ListProps, OfferList } from './OfferList';
export { PageLink } from './PageLink';
export { Prose, Reviewed } from './Prose';
export { Section } from './Section';
export { Split } from './Split';
export { Stats } from './Stats';
export { TextList } from './TextList';
export { Steps, twoDigits } from './Steps';
export {
  card,
  evenGrid,
  eyebrowStyle,
  fourUpGrid,
  gridContainer,
  h2Style,
  h3Style,
  headingIcon,
  iconHeading,
  labelStyle,
  leadStyle,
  paragraph,
  stack,
  surface,
  threeUpGrid,
} from './typography';
export { Voices } from './Voices';
