/**
 * Content building blocks: the pieces every page is made of. Each takes plain strings from the
 * page's own `{ en, he }` content object (see `useLocalized`), isolates Latin and numeric runs in
 * Hebrew, uses theme tokens only and logical properties, so `<html dir="rtl">` flips it.
 *
 * - `useLocalized(content)`       the visitor's language version of a page's `{ en, he }` content.
 * - `Hero`                        the page's `h1`, intro, calls to action, highlights, illustration.
 * - `Section`                     a page section: eyebrow, `h2`, intro, content; `tone="panel"`.
 * - `CardGrid` + `Card`           link cards (icon, `h3` title, text, mirrored arrow), 1 → 2 → 4
 *                                 columns (`columns={3}`: 1 → 3), never an orphan.
 * - `Stats`                       proof points: figure, label and context, plus a note on method.
 * - `Steps`                       an ordered, numbered sequence with `h3` titles.
 * - `Facts`                       term/detail pairs side by side (challenge, approach, result).
 * - `Faq`                         questions (`h3`) and answers as native `<details>` disclosures.
 * - `CallToAction`                a closing band with a primary link to the contact page.
 * - `ButtonLink`, `ArrowLink`     navigation links styled as a button, or as text with an arrow.
 * - `ForwardArrow`                an arrow that points the reading direction (mirrors in Hebrew).
 * - `Ltr`, `BidiText`, `isolateLtr`  left-to-right islands in Hebrew text, explicit or automatic.
 * - `HeroIllustration`            the home hero's decorative SVG.
 */
export { ArrowLink } from './ArrowLink';
export { ButtonLink, type ButtonLinkVariant } from './ButtonLink';
export { CallToAction, type CallToActionProps } from './CallToAction';
export { Card, type CardProps } from './Card';
export { CardGrid } from './CardGrid';
export { Facts, type Fact } from './Facts';
export { Faq, type FaqItem } from './Faq';
export { ForwardArrow } from './ForwardArrow';
export { Hero, type HeroAction, type HeroProps } from './Hero';
export { HeroIllustration } from './HeroIllustration';
export { useLocalized, type Localized } from './localized';
export { BidiText, isolateLtr, Ltr } from './Ltr';
export { Section, type SectionProps, type SectionTone } from './Section';
export { Stats, type Stat } from './Stats';
export { Steps, type Step } from './Steps';
