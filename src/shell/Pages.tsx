import { memo, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Language } from '../../machines/constants';
import { loadContentMessages } from '../i18n/messages';
import { languageOfPath } from '../urls';
import { listenForIntent } from '../platform/intent';
import { createLoader, retryFailedLoads } from '../platform/loader';
import { noBox } from '../styles/screen-layout';
import { preloadErrorScreen } from './ErrorFallback';
import { useNavigationSend, useNavigationView } from './navigation';
import { useReportPageShown } from './navigation-reports';
import { PAGE_CONTENT_ATTRIBUTE } from '../config/element-ids';

/**
 * Client navigation: the route table's pages, their chunks and their heads, and the footer's
 * content (./PageRoutes), with the pages' texts in the language navigated to. The prerendered
 * page is adopted, never rendered, so none of it is needed until the visitor goes to another
 * page: it loads on the first sign of that (`preloadNavigationOnIntent`) or with the navigation
 * itself, which then waits behind the page's spinner (`status: loading` in the navigation
 * machine). A failed load shows the error screen; the next navigation tries again.
 */
const navigationIn = (language: Language) =>
  createLoader(async () => {
    // A navigation is where loads fail: the error screen loads with it, not after a failure.
    preloadErrorScreen();
    const [{ PageRoutes, pageForPath, NavigatedFooter }] = await Promise.all([
      import('./PageRoutes'),
      loadContentMessages(language),
    ]);
    return { PageRoutes, pageForPath, NavigatedFooter };
  });

const navigation = {
  en: navigationIn('en'),
  he: navigationIn('he'),
} satisfies Record<Language, unknown>;

/**
 * Loads client navigation in `language`, for a render that must not suspend (the prerenderer,
 * the dev server).
 */
export const loadNavigation = (language: Language) => navigation[language].preload();

/**
 * Starts loading client navigation, in the language of the link, on the first sign that the
 * visitor is about to follow a link within the site (src/platform/intent.ts), so that the first
 * navigation seldom waits for it. A failed start is forgotten: the navigation itself tries again.
 * It starts in a task after the gesture's: starting its loaders took 30–50 ms at 4× CPU, which
 * the frame answering that gesture (the drawer, focusing its first link, opening) would wait for.
 */
export function preloadNavigationOnIntent(): void {
  const stop = listenForIntent(document, (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href^="/"]');
    if (!link) return;
    stop();
    setTimeout(() => {
      loadNavigation(languageOfPath(link.pathname)).catch(retryFailedLoads);
    });
  });
}

const NO_MARKUP = { __html: '' };

/**
 * The prerendered page, adopted: React takes over its wrapper but never its children, so the
 * static content stays the server's markup, unhydrated, and only its islands hydrate, each alone
 * (ARCHITECTURE E5), once the navigation machine hears that the content has hydrated (it finds the
 * content by its marker). Its head is the one it was sent with, which React claims as it is and
 * replaces on the first navigation.
 */
function AdoptedPage() {
  const send = useNavigationSend();
  const [head] = useState(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
  }));
  useEffect(() => send({ type: 'content.hydrated' }), [send]);
  useReportPageShown();
  return (
    <>
      <title>{head.title}</title>
      {head.description !== undefined && <meta name="description" content={head.description} />}
      <div
        {...{ [PAGE_CONTENT_ATTRIBUTE]: '' }}
        css={noBox}
        dangerouslySetInnerHTML={NO_MARKUP}
        suppressHydrationWarning
      />
    </>
  );
}

/** Client navigation in `language`; suspends the view while it loads. */
const useNavigation = (language: Language) => navigation[language].read();

/** The footer's content in `language`, which client navigation brings (./PageRoutes). */
export function NavigatedFooterContent({ language }: { language: Language }) {
  const { NavigatedFooter } = useNavigation(language);
  return <NavigatedFooter />;
}

/** Every page reached by navigation, and every page on the server (./PageRoutes). */
function NavigatedPages({ language }: { language: Language }) {
  const { PageRoutes } = useNavigation(language);
  return <PageRoutes language={language} />;
}

/**
 * The page at the address: the prerendered one, adopted, or a page rendered from its chunk.
 * Memoised: the shell re-renders whenever the chrome changes (the side bar opens, the switcher
 * appears), and the page must not re-render with it.
 */
export const Pages = memo(function Pages({ language }: { language: Language }) {
  const [path] = useLocation();
  if (useNavigationView().adoptedPath === path) return <AdoptedPage />;
  // A page rendered from its chunk: everything it needs, asked for at once, whatever moved the
  // address (a link, Back or Forward, `history.pushState`, a redirect), from the boot script's
  // preloader (src/platform/module-preload.ts; none in the prerenderer or in development), called
  // as it is so that start-up carries no more of it. What has loaded is not asked for again.
  globalThis.__preload?.('pages', path);
  return <NavigatedPages language={language} />;
});
