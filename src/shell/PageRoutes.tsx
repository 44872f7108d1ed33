import { useEffect, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LANGUAGES, type Language } from '../../machines/constants';
import type { PageMessageKey } from '../i18n';
import { messagesFor } from '../i18n/messages';
import { lazyPage, type LazyPage } from '../platform/lazy-page';
import { loadPage, notFoundPage, pageSources } from './page-modules';
import { languageOfPath, localizedPath } from '../urls';
import { pageRoutes } from '../routes';
import { noBox } from '../styles/screen-layout';
import { PAGE_CONTENT_ATTRIBUTE } from '../config/element-ids';
import { useNavigationSend } from './navigation';
import { useReportPageShown } from './navigation-reports';

import { FooterContent } from '../chrome/FooterContent';

/**
 * The footer's content, rendered once the page is in another language than the prerendered
 * footer's (../chrome/Footer). Once it is on the page, the prerendered footer is gone: the
 * navigation machine hears so. Here, with client navigation, so that start-up carries none of it.
 */
export function NavigatedFooter() {
  const send = useNavigationSend();
  useEffect(() => send({ type: 'footer.rendered' }), [send]);
  return <FooterContent />;
}

/**
 * Every page is its own chunk, loaded on demand behind one Suspense boundary (ARCHITECTURE E5),
 * with everything it needs asked for at once as the address moves to it (./Pages).
 */
const lazyPages = LANGUAGES.flatMap((language) =>
  pageRoutes.map((route) => {
    const path = localizedPath(route.path, language);
    const load = () => loadPage(pageSources[route.id], language);
    return { ...route, language, path, Page: lazyPage(load, language) };
  }),
);
const notFoundPages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    lazyPage(() => loadPage(notFoundPage, language), language),
  ]),
) as Record<Language, LazyPage>;

/** The page component for a path, so it can be preloaded before rendering. */
export function pageForPath(path: string): LazyPage {
  return lazyPages.find((page) => page.path === path)?.Page ?? notFoundPages[languageOfPath(path)];
}

interface HeadProps {
  language: Language;
  title: PageMessageKey;
  description: PageMessageKey;
}

/** The page's `<title>` and description, from the texts client navigation loads with it. */
function Head({ language, title, description }: HeadProps) {
  const m = messagesFor(language);
  return (
    <>
      <title>{`${m[title]} | ${m['site.name']}`}</title>
      <meta name="description" content={m[description]} />
    </>
  );
}

/** The wrapper every page's content renders in; the navigation machine hears that it is on screen. */
function PageContent({ children }: { children: ReactNode }) {
  useReportPageShown();
  return (
    <div {...{ [PAGE_CONTENT_ATTRIBUTE]: '' }} css={noBox}>
      {children}
    </div>
  );
}

/**
 * Every page, by its route, with its head: what the prerenderer renders, and what the browser
 * loads with the first navigation (./Pages).
 */
export function PageRoutes({ language }: { language: Language }) {
  const NotFoundPage = notFoundPages[language];
  return (
    <Switch>
      {lazyPages.map(({ path, title, description, Page }) => (
        <Route key={path} path={path}>
          <Head language={language} title={title} description={description} />
          <PageContent>
            <Page />
          </PageContent>
        </Route>
      ))}
      <Route>
        <Head language={language} title="notFound.title" description="notFound.description" />
        <PageContent>
          <NotFoundPage />
        </PageContent>
      </Route>
    </Switch>
  );
}
