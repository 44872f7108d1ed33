import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation, type BaseLocationHook } from 'wouter';
import { LANGUAGES, SIDE_BAR, type Language } from '../machines/constants';
import type { AppActors } from './app/actors';
import {
  AppActorsProvider,
  useLanguage,
  useMessages,
  useReportUrlLanguage,
  useSideBarView,
  useSwitcherVisible,
} from './app/AppActorsProvider';
import { ErrorBoundary, ErrorScreen } from './components/ErrorScreen';
import { Footer } from './components/Footer';
import { LanguageToggle } from './components/LanguageToggle';
import { DrawerOverlay, MenuButton } from './components/MobileMenu';
import { SideBar } from './components/SideBar';
import { MAIN_CONTENT_ID, SkipLink } from './components/SkipLink';
import { Spinner } from './components/Spinner';
import type { MessageKey } from './i18n';
import { lazyPage, retryFailedPages, type LazyPage } from './lazy-page';
import { languageOfPath, localizedPath } from './paths';
import { loadPage } from './page-modules';
import { pageRoutes } from './routes';
import { GlobalStyles } from './styles/GlobalStyles';
import { DESKTOP_LAYOUT } from './styles/layout';
import { space } from './styles/theme';

/** Every page is its own chunk, loaded on demand behind one Suspense boundary (ARCHITECTURE E5). */
export const lazyPages = LANGUAGES.flatMap((language) =>
  pageRoutes.map((route) => ({
    ...route,
    language,
    path: localizedPath(route.path, language),
    Page: lazyPage(() => loadPage(route.module, language), language),
  })),
);
const notFoundPages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    lazyPage(() => loadPage('NotFoundPage', language), language),
  ]),
) as Record<Language, LazyPage>;

/**
 * Chrome that the first paint does not need loads on its own: the toast view (Radix) and the
 * view-mode switcher, which a desktop visitor in auto mode never sees.
 */
const Toaster = lazy(() => import('./components/Toaster').then((m) => ({ default: m.Toaster })));
const ViewModeSwitcher = lazy(() =>
  import('./components/ViewModeSwitcher').then((m) => ({ default: m.ViewModeSwitcher })),
);

/** The page component for a path, so it can be preloaded before rendering or hydrating. */
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

function PageRoutes({ language }: { language: Language }) {
  const NotFoundPage = notFoundPages[language];
  return (
    <Switch>
      {lazyPages.map(({ path, title, description, Page }) => (
        <Route key={path} path={path}>
          <Head title={title} description={description} />
          <Page />
        </Route>
      ))}
      <Route>
        <Head title="notFound.title" description="notFound.description" />
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

function ErrorFallback({ error }: { error: unknown }) {
  const messages = useMessages();
  const language = useLanguage();
  return <ErrorScreen error={error} messages={messages} homeHref={localizedPath('/', language)} />;
}

/** After a client-side navigation, start at the top and move focus to the new page. */
function useNavigationFocus(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    retryFailedPages();
    window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [location]);
}

/** `<html data-hydrated>` once React has taken over the page, so tests wait for it, not a timer. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

function Shell() {
  const sideBar = useSideBarView();
  const switcherVisible = useSwitcherVisible();
  const [location] = useLocation();
  const reportUrlLanguage = useReportUrlLanguage();
  const urlLanguage = languageOfPath(location);

  // The router tells the language machine which tree the visitor is in (STYLE §9).
  useEffect(() => reportUrlLanguage(urlLanguage), [urlLanguage]); // eslint-disable-line react-hooks/exhaustive-deps
  useNavigationFocus(location);

  return (
    <>
      <SkipLink />
      <MenuButton />
      <SideBar />
      <DrawerOverlay />
      <LanguageToggle />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        inert={sideBar === 'open'}
        css={{
          paddingBlock: `4.5rem ${space.xxl}`,
          paddingInline: space.md,
          outline: 'none',
          // The bar is physically at the left in both languages, so the shift is physical too.
          [`${DESKTOP_LAYOUT} &`]: { marginLeft: SIDE_BAR.contentShift, paddingInline: space.xl },
        }}
      >
        <ErrorBoundary key={location} fallback={(error) => <ErrorFallback error={error} />}>
          <Suspense fallback={<Spinner />}>
            <PageRoutes language={urlLanguage} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer inert={sideBar === 'open'} />
      {switcherVisible && (
        <Suspense fallback={null}>
          <ViewModeSwitcher />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

export interface AppProps {
  actors: AppActors;
  /** A wouter location hook; the browser's by default, `memoryLocation().hook` in tests. */
  hook?: BaseLocationHook;
  ssrPath?: string;
}

export function App({ actors, hook, ssrPath }: AppProps) {
  return (
    <AppActorsProvider actors={actors}>
      <Router hook={hook} ssrPath={ssrPath}>
        <GlobalStyles />
        <HydrationMarker />
        <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
          <Shell />
        </ErrorBoundary>
      </Router>
    </AppActorsProvider>
  );
}
