import {
  createContext,
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { css, Global } from '@emotion/react';
import { Route, Router, Switch, useLocation, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { LANGUAGES, SIDE_BAR, type Language } from '../machines/constants';
import { SIDE_BAR_ID, type AppActors } from './app/actors';
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
import { DrawerOverlay } from './components/MobileMenu';
import { Notifications } from './components/Notifications';
import { SideBar } from './components/SideBar';
import { MAIN_CONTENT_ID, SkipLink } from './components/SkipLink';
import { Spinner } from './components/Spinner';
import { TopBar } from './components/TopBar';
import type { MessageKey } from './i18n';
import { loadedMessages } from './i18n/messages';
import type { HydratedIslands } from './islands/hydrate';
import { lazyPage, retryFailedPages, type LazyPage } from './lazy-page';
import { languageOfPath, localizedPath } from './paths';
import { loadPage } from './page-modules';
import { pageRoutes } from './routes';
import { applyDocumentLanguage } from './platform/document';
import { GlobalStyles } from './styles/GlobalStyles';
import { DESKTOP_LAYOUT, noBox } from './styles/layout';
import { space } from './styles/theme';

/** Every page is its own chunk, loaded on demand behind one Suspense boundary (ARCHITECTURE E5). */
const lazyPages = LANGUAGES.flatMap((language) =>
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
 * Chrome that the first paint does not need loads on its own: the view-mode switcher, which a
 * desktop visitor in auto mode never sees (and the toast view, with the first toast, below).
 */
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

/** What the prerendered page in the browser tells the app, so its content is not hydrated. */
export interface PrerenderedPage {
  /** The path the HTML was prerendered for. */
  path: string;
  /** Hydrates the islands inside the prerendered content (src/islands/hydrate.tsx). */
  hydrateIslands: (content: Element) => HydratedIslands;
}

const NO_MARKUP = { __html: '' };

/** Marks `<html data-hydrated>` once React has taken over the page, so tests wait for it. */
function markHydrated() {
  document.documentElement.dataset.hydrated = '';
}

/** Called by the prerendered page's content once it has hydrated. */
const ContentHydratedContext = createContext<() => void>(() => {});

/**
 * The wrapper every page's content renders in. In the browser, for the page the HTML was
 * prerendered for, React adopts the wrapper but never its children: the static content stays the
 * server's markup, unhydrated, and only its islands hydrate, each alone (ARCHITECTURE E5).
 */
function PageContent({
  children,
  prerendered,
}: {
  children?: ReactNode;
  prerendered?: PrerenderedPage;
}) {
  const content = useRef<HTMLDivElement>(null);
  const contentHydrated = useContext(ContentHydratedContext);
  useEffect(() => {
    if (!prerendered) return;
    contentHydrated();
    const islands = prerendered.hydrateIslands(content.current!);
    void islands.ready.then(markHydrated);
    return islands.dispose;
  }, [prerendered, contentHydrated]);

  if (prerendered) {
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
 * Memoised: the shell re-renders whenever the chrome changes (the side bar opens, the switcher
 * appears), and the page must not re-render with it — that is a whole page of work per click.
 */
const PageRoutes = memo(function PageRoutes({
  language,
  prerendered,
}: {
  language: Language;
  prerendered: PrerenderedPage | undefined;
}) {
  const NotFoundPage = notFoundPages[language];
  return (
    <Switch>
      {lazyPages.map(({ path, title, description, Page }) => (
        <Route key={path} path={path}>
          <Head title={title} description={description} />
          <PageContent prerendered={prerendered}>{prerendered ? null : <Page />}</PageContent>
        </Route>
      ))}
      <Route>
        <Head title="notFound.title" description="notFound.description" />
        <PageContent prerendered={prerendered}>{prerendered ? null : <NotFoundPage />}</PageContent>
      </Route>
    </Switch>
  );
});

/**
 * The prerendered page until the visitor leaves it: from then on every page, that one included,
 * renders from its chunk like any client-side navigation.
 */
function usePrerenderedPage(location: string): PrerenderedPage | undefined {
  const prerendered = useContext(PrerenderedPageContext);
  // Render bookkeeping, not UI state: once left, the prerendered markup is gone for good.
  const [left, setLeft] = useState(false);
  if (!left && location !== prerendered?.path) setLeft(true);
  return left ? undefined : prerendered;
}

const PrerenderedPageContext = createContext<PrerenderedPage | undefined>(undefined);

/**
 * The error screen, in the page's language, or in the one that has loaded if the page's
 * dictionary is what failed to load. It never suspends: it is what shows when loading failed.
 */
function ErrorFallback({ error }: { error: unknown }) {
  const language = useLanguage();
  const messages =
    loadedMessages(language) ??
    LANGUAGES.map(loadedMessages).find((loaded) => loaded !== undefined);
  if (!messages) throw error;
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

/** `<html data-hydrated>` for an app rendered in the browser (not prerendered). */
function HydrationMarker() {
  useEffect(markHydrated, []);
  return null;
}

const mainStyle = css({
  paddingBlock: `${space.lg} ${space.xxl}`,
  paddingInline: space.md,
  outline: 'none',
  // The bar is physically at the left in both languages, so the shift is physical too.
  [`${DESKTOP_LAYOUT} &`]: { marginLeft: SIDE_BAR.contentShift, paddingInline: space.xl },
});

/**
 * The page stays still under the open drawer: the drawer hangs below the top bar, which would
 * otherwise scroll away from it.
 */
const stillUnderDrawer = css({
  [`html:has(#${SIDE_BAR_ID}[data-state="open"])`]: { overflow: 'hidden' },
});

function Shell() {
  const sideBar = useSideBarView();
  const switcherVisible = useSwitcherVisible();
  const [location] = useLocation();
  const reportUrlLanguage = useReportUrlLanguage();
  const urlLanguage = languageOfPath(location);
  const prerendered = usePrerenderedPage(location);

  // The route is the page's language: `<html lang dir>` changes in the commit that shows it.
  useLayoutEffect(() => applyDocumentLanguage(urlLanguage), [urlLanguage]);
  // The router tells the language machine which tree the visitor is in (STYLE §9).
  useEffect(() => reportUrlLanguage(urlLanguage), [urlLanguage]); // eslint-disable-line react-hooks/exhaustive-deps
  useNavigationFocus(location);

  return (
    <>
      <SkipLink />
      {/* The side bar first: on desktop it is what a visitor tabs to after the skip link. */}
      <SideBar />
      <DrawerOverlay />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} inert={sideBar === 'open'} css={mainStyle}>
        <ErrorBoundary key={location} fallback={(error) => <ErrorFallback error={error} />}>
          <Suspense fallback={<Spinner />}>
            <PageRoutes language={urlLanguage} prerendered={prerendered} />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* The page's end: the switcher is sticky in it, so it only ever sits over the footer. */}
      <div>
        <Footer inert={sideBar === 'open'} />
        {switcherVisible && (
          <Suspense fallback={null}>
            <ViewModeSwitcher />
          </Suspense>
        )}
      </div>
      <Notifications />
    </>
  );
}

export interface AppProps {
  actors: AppActors;
  /** A wouter location hook; the browser's by default, `memoryLocation().hook` in tests. */
  hook?: BaseLocationHook;
  ssrPath?: string;
  /** In the browser, the prerendered page being hydrated: its content is adopted, not hydrated. */
  prerendered?: PrerenderedPage;
}

/**
 * While the app root hydrates a page the visitor has already left (Back or Forward before
 * start-up, within the prerendered document), the path its HTML is for: the app hydrates that
 * page, then follows the visitor in a transition.
 */
const HydratingPathContext = createContext<string | undefined>(undefined);

/**
 * A location hook whose changes render in a transition: a click that navigates paints at once,
 * then the new page renders in slices React interleaves with input (and a new page that is still
 * loading shows the spinner of its own Suspense boundary, as before).
 */
function deferred(useLocationHook: BaseLocationHook): BaseLocationHook {
  function useDeferredLocation(...args: unknown[]): ReturnType<BaseLocationHook> {
    const [location, navigate] = useLocationHook(...args);
    const deferredLocation = useDeferredValue(location);
    return [useContext(HydratingPathContext) ?? deferredLocation, navigate];
  }
  const { searchHook, hrefs } = useLocationHook;
  return Object.assign(useDeferredLocation, { searchHook, hrefs });
}

/**
 * The prerendered page's path while it hydrates, if the visitor is elsewhere by now, and what
 * to call once the page's content has hydrated (its Suspense boundary hydrates after the root:
 * following the visitor before that would make React render the content afresh).
 */
function useHydratingPath(
  prerendered: PrerenderedPage | undefined,
): [path: string | undefined, contentHydrated: () => void] {
  // Render bookkeeping, not UI state: it is cleared once, when the content has hydrated.
  const [path, setPath] = useState(() =>
    prerendered && prerendered.path !== window.location.pathname ? prerendered.path : undefined,
  );
  const contentHydrated = useCallback(() => startTransition(() => setPath(undefined)), []);
  return [path, contentHydrated];
}

export function App({ actors, hook = useBrowserLocation, ssrPath, prerendered }: AppProps) {
  const deferredHook = useMemo(() => deferred(hook), [hook]);
  const [hydratingPath, contentHydrated] = useHydratingPath(prerendered);
  return (
    <AppActorsProvider actors={actors} hydrating={prerendered !== undefined}>
      <HydratingPathContext.Provider value={hydratingPath}>
        <ContentHydratedContext.Provider value={contentHydrated}>
          <Router hook={deferredHook} ssrPath={ssrPath}>
            <GlobalStyles />
            <Global styles={stillUnderDrawer} />
            {!prerendered && <HydrationMarker />}
            <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
              <PrerenderedPageContext.Provider value={prerendered}>
                <Shell />
              </PrerenderedPageContext.Provider>
            </ErrorBoundary>
          </Router>
        </ContentHydratedContext.Provider>
      </HydratingPathContext.Provider>
    </AppActorsProvider>
  );
}
