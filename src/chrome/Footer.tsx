import type { MouseEvent, ReactNode } from 'react';
import { css } from '@emotion/react';
import { useLocation } from 'wouter';
import { SIDE_BAR } from '../../machines/constants';
import { isPlainClick } from '../platform/plain-click';
import { useMessages } from '../state/AppActorsProvider';
import { DESKTOP_LAYOUT } from '../styles/screen-layout';
import { color, space } from '../styles/theme';

const footerStyle = css({
  background: color.sideBar,
  color: color.onSideBar,
  // Room at the end for the view-mode switcher, so the last line scrolls clear of it.
  paddingBlock: `${space.xxl} 6rem`,
  paddingInline: space.md,
  [`${DESKTOP_LAYOUT} &`]: { marginLeft: SIDE_BAR.contentShift, paddingInline: space.xl },
});

const NO_MARKUP = { __html: '' };

/**
 * On every page: the main pages, the services, the legal pages and the contact details. The
 * prerendered page's footer is `adopted`, as its content is (decision 013): React keeps the
 * server's markup, and follows its links within the site as the rendered footer's `Link`s do (a
 * plain click; a new tab or window is the browser's). Otherwise it shows `children`, the footer's
 * content, which client navigation brings; the shell says which (src/shell/App.tsx).
 */
export function Footer({
  inert = false,
  adopted,
  children,
}: {
  inert?: boolean;
  adopted: boolean;
  children: ReactNode;
}) {
  const m = useMessages();
  const [, navigate] = useLocation();
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="/"]');
    if (!link || !isPlainClick(event) || event.defaultPrevented) return;
    event.preventDefault();
    navigate(link.pathname);
  };
  return adopted ? (
    <footer
      key="adopted"
      aria-label={m['footer.label']}
      inert={inert}
      css={footerStyle}
      onClick={followLink}
      dangerouslySetInnerHTML={NO_MARKUP}
      suppressHydrationWarning
    />
  ) : (
    <footer key="rendered" aria-label={m['footer.label']} inert={inert} css={footerStyle}>
      {children}
    </footer>
  );
}
