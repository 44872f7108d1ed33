/**
 * The system fonts that stand in for each web font until it has loaded, in the order a browser
 * tries them. Each stand-in is an `@font-face` family of its own (`'Inter fallback: Arial'`),
 * because its size and line metrics are overridden to match the web font it replaces
 * (`scripts/lib/font-fallback-faces.ts` computes those faces at build time). This module holds only the
 * names, so the font stacks in `theme.ts` can use them without the metrics reaching the browser.
 *
 * - Arial: Windows, macOS and iOS; Liberation Sans and Arimo, drawn to Arial's metrics, on Linux
 *   and ChromeOS. Arial carries Hebrew on Windows and Apple systems.
 * - Roboto: Android's Latin system font.
 * - Noto Sans Hebrew: Android's Hebrew system font.
 * - DejaVu Sans: the Hebrew of Linux desktops that have neither (Debian's default sans-serif).
 */
export const FALLBACKS = {
  Inter: ['Arial', 'Roboto'],
  Heebo: ['Arial', 'Noto Sans Hebrew', 'DejaVu Sans'],
} as const;

export type WebFont = keyof typeof FALLBACKS;
export type StandIn = (typeof FALLBACKS)[WebFont][number];

/** The family name of the metric-matched face of `standIn` for `webFont`. */
export function fallbackFamily(webFont: WebFont, standIn: StandIn): string {
  return `${webFont} fallback: ${standIn}`;
}

/** A web font followed by its metric-matched stand-ins, quoted for a `font-family` list. */
export function withFallbacks(webFont: WebFont): string {
  return [webFont, ...FALLBACKS[webFont].map((standIn) => fallbackFamily(webFont, standIn))]
    .map((family) => `'${family}'`)
    .join(', ');
}
