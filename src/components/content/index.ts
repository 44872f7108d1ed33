/**
 * Content building blocks: the pieces every page is made of. Each takes plain strings and the
 * page's `language` (from its route, never from the actor system), isolates Latin and numeric runs
 * in Hebrew (`bidi` from `src/i18n/locale.tsx`), uses theme tokens only and logical properties, so
 * `<html dir="rtl">` flips it. Document pages (`src/content`) render through these blocks.
 *
 * - `Hero`                        the page's `h1`, intro, calls to action, highlights, illustration.
 * - `Section`                     a page section: eyebrow, `h2`, intro, content; `tone="panel"`.
 * - `CardGrid` + `Card`           link cards (icon, `h3` title, text, mirrored arrow), 1 → 2 → 4
 *                                 columns (`columns={3}`: 1 → 3), never an orphan.
 * - `Stats`                       proof points: figure, label and context, plus a note on method.
 * - `Steps`                       an ordered, numbered sequence with `h3` titles.
 * - `Facts`                       term/detail pairs side by side (challenge, approach, result).
 * - `Faq`                         questions (`h3`) and answers as native `<details>` disclosures.
 * - `CallToAction`                a closing band with a primary link to the contact page.
 * - `IconTile`                    a decorative icon on a tinted tile, beside a feature's `h3`.
 * - `ChartWithTakeaways`          a chart beside an `h3` and its takeaways, stacked when narrow.
 * - `ContactLine`                 the line under a call to action: phone (and e-mail) as links.
 * - `Voices`                      the problem in the visitor's words: bordered statement cards.
 * - `ChartFigure`, `LegendKey`    a chart's figure: LTR drawing, legend and translated caption.
 * - `ButtonLink`, `ArrowLink`     navigation links styled as a button, or as text with an arrow.
 * - `HeroIllustration`            the home hero's decorative SVG.
 * - `bareList`, `evenGrid`, `fourUpGrid`, `threeUpGrid`, `gridContainer`, `eyebrowStyle`,
 *   `h2Style`, `h3Style`, `leadStyle`
 *                                 the shared text and layout styles, for the document's blocks.
 */
export { ArrowLink } from './ArrowLink';
export { ButtonLink } from './ButtonLink';
export { CallToAction } from './CallToAction';
export { Card } from './Card';
export { CardGrid } from './CardGrid';
export { ChartFigure, LegendKey } from './ChartFigure';
export { ChartWithTakeaways } from './ChartWithTakeaways';
export { ContactLine } from './ContactLine';
export { Facts } from './Facts';
export { Faq } from './Faq';
export { Hero } from './Hero';
export { HeroIllustration } from './HeroIllustration';
export { IconTile } from './IconTile';
export { Section } from './Section';
export { Stats } from './Stats';
export { Steps } from './Steps';
export {
  bareList,
  evenGrid,
  eyebrowStyle,
  fourUpGrid,
  gridContainer,
  h2Style,
  h3Style,
  leadStyle,
  threeUpGrid,
} from './typography';
export { Voices } from './Voices';
