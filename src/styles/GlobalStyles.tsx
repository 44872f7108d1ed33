import { css, Global } from '@emotion/react';
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
