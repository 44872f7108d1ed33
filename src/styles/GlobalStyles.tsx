/**
 * The page's global stylesheet: the themes' custom properties, the base styles of the document,
 * and the rules no component owns. It is written into every prerendered page by the prerenderer
 * (src/entry-server.tsx) and into the dev server's page by src/shell/render-app.tsx, and never
 * built in the browser: the page arrives with it, in the right theme from the first paint, and
 * neither the raw colours nor the font stacks cost the client any JavaScript.
 */
import { css, Global } from '@emotion/react';
import { SIDE_BAR_ID } from '../config/element-ids';
import { LTR_RUN_CLASS } from '../i18n/locale';
import { withFallbacks } from './font-fallbacks';
import { palette } from './palette';
import { color, propertyName } from './theme';

type Theme = (typeof palette)[keyof typeof palette];

/** A theme's custom properties; with `base`, only those whose value differs from it. */
const declarations = (theme: Theme, base?: Theme) =>
  Object.entries(theme)
    .flatMap(([group, values]: [string, Record<string, string>]) =>
      Object.entries(values)
        .filter(([name, value]) => base?.[group as keyof Theme][name as never] !== value)
        .map(([name, value]) => `${propertyName(group, name)}: ${value};`),
    )
    .join('');

/**
 * The tokens' values (palette.ts): light, and dark when the system asks for it; on screens only,
 * so a page printed from a dark system prints dark ink on white.
 */
const themeStyles = css`
  :root {
    color-scheme: light;
    ${declarations(palette.light)}
  }
  @media screen and (prefers-color-scheme: dark) {
    :root {
      color-scheme: dark;
      ${declarations(palette.dark, palette.light)}
    }
  }
`;

/**
 * Each web font is followed by its metric-matched stand-ins (`font-fallbacks.ts`), which draw the
 * first paint in the room the web font will take; the system names after them are the last resort.
 */
const font = {
  en: `${withFallbacks('Inter')}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  he: `${withFallbacks('Heebo')}, ${withFallbacks('Inter')}, system-ui, 'Segoe UI', Arial, sans-serif`,
};

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    font-family: ${font.en};
    color: ${color.ink};
    background: ${color.canvas};
    line-height: 1.6;
    -webkit-text-size-adjust: 100%;
  }
  html:lang(he) {
    font-family: ${font.he};
  }
  body {
    margin: 0;
    min-height: 100vh;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
  }
  a {
    color: ${color.brand};
  }
  /*
   * The language toggle (src/chrome/LanguageToggle.tsx), the top bar's link to the twin page,
   * sinks a pixel while pressed: the press shows in the next frame, while the twin page may still
   * be loading and the page stays as it is. Here, where it costs the first page's JavaScript
   * nothing: the global stylesheet is only prerendered.
   */
  header a[hreflang]:active {
    transform: translateY(1px);
  }
  /*
   * A section of the page off screen is neither styled, laid out nor painted until the visitor
   * scrolls near it, so what the chrome changes (the drawer, the layout) redraws only what is on
   * screen (decision 035). Its contents are clipped at its edge plus a margin wide enough for a
   * card's shadow and a focus ring; where that margin is unknown (WebKit) sections render as before.
   */
  @supports (overflow-clip-margin: 1px) {
    main section {
      content-visibility: auto;
      contain-intrinsic-size: auto 40rem;
      overflow-clip-margin: 2.5rem;
    }
  }
  /* A left-to-right run (Ltr, src/i18n/locale.tsx): an address or 2021–2025 never breaks. */
  bdi.${LTR_RUN_CLASS} {
    white-space: nowrap;
  }
  /* The layout resize block (SPEC §9): no transitions while the window is being resized. */
  html[data-resizing] *,
  html[data-resizing] *::before,
  html[data-resizing] *::after {
    transition: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * The page stays still under the open drawer: the drawer hangs below the top bar, which would
 * otherwise scroll away from it.
 */
const stillUnderDrawer = css({
  [`html:has(#${SIDE_BAR_ID}[data-state="open"])`]: { overflow: 'hidden' },
});

export function GlobalStyles() {
  return (
    <>
      <Global styles={themeStyles} />
      <Global styles={globalStyles} />
      <Global styles={stillUnderDrawer} />
    </>
  );
}
