import { useState, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { useLocation } from 'wouter';
import { SIDE_BAR, type Language } from '../../machines/constants';
import { useLanguage, useMessages } from '../state/AppActorsProvider';
import { useNavigation } from '../shell/Pages';
import { useStartUpView } from '../shell/StartUp';
import { languageOfPath } from '../urls';
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
 * Whether the footer on the page is the prerendered one: from hydration until the visitor first
 * goes to a page in the other language. A page in the same language has the same footer.
 */
function useAdoptedFooter(language: Language): boolean {
  const { adoptedPath } = useStartUpView();
  const [adoptedIn, setAdoptedIn] = useState(() =>
    adoptedPath === undefined ? undefined : languageOfPath(adoptedPath),
  );
  if (adoptedIn !== undefined && adoptedIn !== language) setAdoptedIn(undefined);
  return adoptedIn === language;
}

/** The footer's content in `language`, which client navigation brings (./FooterContent). */
function RenderedContent({ language }: { language: Language }) {
  const { FooterContent } = useNavigation(language);
  return <FooterContent />;
}

/**
 * On every page: the main pages, the services, the legal pages and the contact details. The
 * prerendered page's footer is adopted, as its content is (./Pages, decision 013): React keeps
 * the server's markup, and follows its links within the site as the rendered footer's `Link`s do
 * (a plain click; a new tab or window is the browser's). The content is rendered only in the
 * other language, after client navigation has loaded it.
 */
export function Footer({ inert = false }: { inert?: boolean }) {
  const m = useMessages();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="/"]');
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey;
    if (!link || !plain || event.defaultPrevented) return;
    event.preventDefault();
    navigate(link.pathname);
  };
  return useAdoptedFooter(language) ? (
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
      <RenderedContent language={language} />
    </footer>
  );
}
