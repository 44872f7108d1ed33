import { css, Global } from '@emotion/react';
import { LTR_RUN_CLASS } from '../i18n/locale';
import { color, font } from './theme';

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
  return <Global styles={globalStyles} />;
}
