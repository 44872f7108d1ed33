import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LANGUAGES, type Language } from '../../machines/constants';
import type { MessageKey } from '../i18n';
import { lazyPage, type LazyPage } from '../lazy-page';
import { loadPage } from '../page-modules';
import { languageOfPath, localizedPath } from '../paths';
import { notFoundPage, pageRoutes } from '../routes';
import { noBox } from '../styles/layout';
import { useMessages } from './AppActorsProvider';
import { useStartUpSend, useStartUpView } from './StartUp';

/** Every page is its own chunk, loaded on demand behind one Suspense boundary (ARCHITECTURE E5). */
const lazyPages = LANGUAGES.flatMap((language) =>
  pageRoutes.map((route) => ({
    ...route,
    language,
    path: localizedPath(route.path, language),
    Page: lazyPage(() => loadPage(route.page, language), language),
  })),
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

function Head({ title, description }: { title: MessageKey; description: MessageKey }) {
  const m = useMessages();
  return (
    <>
      <title>{`${m[title]} | ${m['site.name']}`}</title>
      <meta name="description" content={m[description]} />
    </>
  );
}

const NO_MARKUP = { __html: '' };

/**
 * The wrapper every page's content renders in. In the browser, for the page the HTML was
 * prerendered for, React adopts the wrapper but never its children: the static content stays the
 * server's markup, unhydrated, and only its islands hydrate, each alone (ARCHITECTURE E5), when
 * the start-up machine hears that the content has hydrated. Either way the machine hears that the
 * page is on screen.
 */
function PageContent({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const [path] = useLocation();
  const adopted = useStartUpView().adoptedPath === path;
  const send = useStartUpSend();
  useEffect(() => {
    if (adopted) send({ type: 'content.hydrated', content: content.current! });
    send({ type: 'page.shown', path });
  }, [adopted, path, send]);

  if (adopted) {
    return (
      <div
        ref={content}
        data-page-content=""
        css={noBox}
        dangerouslySetInnerHTML={NO_MARKUP}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div data-page-content="" css={noBox}>
      {children}
    </div>
  );
}

/**
 * Every page, by its route. Memoised: the shell re-renders whenever the chrome changes (the side
 * bar opens, the switcher appears), and the page must not re-render with it — that is a whole
 * page of work per click.
 */
export const PageRoutes = memo(function PageRoutes({ language }: { language: Language }) {
  const NotFoundPage = notFoundPages[language];
  return (
    <Switch>
      {lazyPages.map(({ path, title, description, Page }) => (
        <Route key={path} path={path}>
          <Head title={title} description={description} />
          <PageContent>
            <Page />
          </PageContent>
        </Route>
      ))}
      <Route>
        <Head title="notFound.title" description="notFound.description" />
        <PageContent>
          <NotFoundPage />
        </PageContent>
      </Route>
    </Switch>
  );
});
