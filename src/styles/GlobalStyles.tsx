import { css, Global } from '@emotion/react';
import { LTR_RUN_CLASS } from '../i18n/locale';
import { color, font, palette, propertyName } from './theme';

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
 * The tokens' values (theme.ts): light, and dark when the system asks for it; on screens only, so
 * a page printed from a dark system prints dark ink on white. Written into every prerendered page
 * (and by the dev server) and never built in the browser: the page arrives with them, in the
 * right theme from the first paint, and the dark palette costs no JavaScript. In the browser,
 * `<Global>` leaves a server-rendered element it was not given alone, so this one stays.
 */
const themeStyles =
  import.meta.env.SSR || import.meta.env.DEV
    ? css`
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
      `
    : undefined;

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

export function GlobalStyles() {
  return (
    <>
      {themeStyles && <Global styles={themeStyles} />}
      <Global styles={globalStyles} />
    </>
  );
}
