import { css } from '@emotion/react';

/**
 * The print stylesheet. Chrome (anything marked `data-chrome`: the top bar, the side bar, the
 * language toggle, the view-mode switcher, the drawer's overlay, the skip link, notifications)
 * never prints.
 */
export const printStyles = css`
  @media print {
    [data-chrome] {
      display: none !important;
    }
  }
`;
