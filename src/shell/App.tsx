import { Suspense, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { css } from '@emotion/react';
import { Router, useLocation, type BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { SIDE_BAR } from '../../machines/constants';
import type { AppActors } from '../state/actors';
import {
  AppActorsProvider,
  useReportUrlLanguage,
  useSideBarView,
  useSwitcherVisible,
} from '../state/AppActorsProvider';
import { AfterErrorScreen, ErrorBoundary, ErrorFallback } from './ErrorFallback';
import { NavigatedFooterContent, Pages } from './Pages';
import { NavigationProvider, useNavigationView, type NavigationActor } from './navigation';
import { LocationReporter } from './navigation-reports';
import { StartUpProvider, type StartUpActor } from './start-up';
import { Footer } from '../chrome/Footer';
import { LazyViewModeSwitcher } from '../chrome/LazyViewModeSwitcher';
import { DrawerOverlay } from '../chrome/MobileMenu';
import { Notifications } from '../chrome/Notifications';
import { SideBar } from '../chrome/SideBar';
import { SkipLink } from '../chrome/SkipLink';
import { Spinner } from '../chrome/Spinner';
import { TopBar } from '../chrome/TopBar';
import { languageOfPath } from '../urls';
import { MAIN_CONTENT_ID, PAGE_END_APPROACHED, PAGE_END_ID } from '../config/element-ids';
import { useApproached } from '../platform/approach';
import { applyDocumentLanguage } from '../platform/document';
import { DESKTOP_LAYOUT } from '../styles/screen-layout';
import { space } from '../styles/theme';

const mainStyle = css({
  paddingBlock: `${space.lg} ${space.xxl}`,
  paddingInline: space.md,
  outline: 'none',
  // The bar is physically at the left in both languages, so the shift is physical too.
  [`${DESKTOP_LAYOUT} &`]: { marginLeft: SIDE_BAR.contentShift, paddingInline: space.xl },
});

function Shell() {
  const sideBar = useSideBarView();
  // Behind the open drawer the page is inert, from the frame after the one that shows the drawer:
  // making it inert restyles all of the page, which would hold that first frame back.
  const behindDrawer = useDeferredValue(sideBar === 'open');
  const switcherVisible = useSwitcherVisible();
  const pageEnd = useRef<HTMLDivElement>(null);
  const pageEndApproached = useApproached(pageEnd);
  const [location] = useLocation();
  const reportUrlLanguage = useReportUrlLanguage();
  const urlLanguage = languageOfPath(location);
  // The prerendered footer, as long as the navigation machine says it is on the page and the page
  // is in its language; otherwise the footer's content, rendered (decision 013).
  const footerAdopted = useNavigationView().footerAdoptedIn === urlLanguage;

  // The route is the page's language: `<html lang dir>` changes in the commit that shows it.
  useLayoutEffect(() => applyDocumentLanguage(urlLanguage), [urlLanguage]);
  // The router tells the language machine which tree the visitor is in (STYLE §9).
  useEffect(() => reportUrlLanguage(urlLanguage), [urlLanguage]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <SkipLink />
      {/* The side bar first: on desktop it is what a visitor tabs to after the skip link. */}
      <SideBar />
      <DrawerOverlay />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} inert={behindDrawer} css={mainStyle}>
        <ErrorBoundary key={location} fallback={(error) => <ErrorFallback error={error} />}>
          <Suspense fallback={<Spinner />}>
            <AfterErrorScreen path={location} />
            <Pages language={urlLanguage} />
          </Suspense>
        </ErrorBoundary>
      </main>
      {/* The page's end: the switcher is sticky in it, so it only ever sits over the footer. */}
      <div
        ref={pageEnd}
        id={PAGE_END_ID}
        {...{ [PAGE_END_APPROACHED]: pageEndApproached ? '' : undefined }}
      >
        <Footer inert={behindDrawer} adopted={footerAdopted}>
          <NavigatedFooterContent language={urlLanguage} />
        </Footer>
        {/* Chrome the first paint does not need: a desktop visitor in auto mode never sees it. */}
        <LazyViewModeSwitcher wanted={switcherVisible && pageEndApproached} />
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
  /** In the browser, the start-up actor: how the app takes over the page (./start-up). */
  startUp?: StartUpActor;
  /** In the browser, the navigation actor: which page the router shows (./navigation). */
  navigation?: NavigationActor;
}

/**
 * A location hook whose changes render in a transition: a click that navigates paints at once,
 * then the new page renders in slices React interleaves with input (and a new page that is still
 * loading shows the spinner of its own Suspense boundary, as before). While the prerendered page
 * hydrates after an early Back or Forward, it holds that page's path: the app hydrates it, then
 * follows the visitor (`route.returning` in the navigation machine).
 */
function deferred(useLocationHook: BaseLocationHook): BaseLocationHook {
  function useDeferredLocation(...args: unknown[]): ReturnType<BaseLocationHook> {
    const [location, navigate] = useLocationHook(...args);
    const deferredLocation = useDeferredValue(location);
    return [useNavigationView().heldPath ?? deferredLocation, navigate];
  }
  const { searchHook, hrefs } = useLocationHook;
  return Object.assign(useDeferredLocation, { searchHook, hrefs });
}

export function App({ actors, hook = useBrowserLocation, ssrPath, startUp, navigation }: AppProps) {
  const deferredHook = useMemo(() => deferred(hook), [hook]);
  let app = (
    <AppActorsProvider actors={actors}>
      <Router hook={deferredHook} ssrPath={ssrPath}>
        {navigation && <LocationReporter useLocationHook={hook} />}
        <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
          <Shell />
        </ErrorBoundary>
      </Router>
    </AppActorsProvider>
  );
  if (navigation) app = <NavigationProvider navigation={navigation}>{app}</NavigationProvider>;
  // Outermost: its effect, which tells start-up that the root has committed, runs last.
  return startUp ? <StartUpProvider startUp={startUp}>{app}</StartUpProvider> : app;
}
