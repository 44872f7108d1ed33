import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LANGUAGES } from '../../machines/constants';
import type { ChromeMessages } from '../i18n';
import { loadedMessages } from '../i18n/messages';
import { localizedPath } from '../urls';
import { createLoader, useLoaded } from '../platform/loader';
import { useLanguage } from '../state/AppActorsProvider';
import { useReportPageShown } from './navigation-reports';

/**
 * The error screen (../components/ErrorScreen): only a failure needs it, so it is a chunk of its
 * own, loaded with client navigation, where loads fail (`preloadErrorScreen`), or with the failure.
 */
const errorScreen = createLoader(() => import('../chrome/ErrorScreen'));

/** Starts loading the error screen; a failed load is forgotten, so the next failure tries again. */
export function preloadErrorScreen(): void {
  errorScreen.preload().catch(errorScreen.retry);
}

/** Where the last error screen of this document showed, once one is on screen. */
let errorScreenShownAt: string | undefined;

/**
 * Beside a page in its Suspense boundary: when the visitor comes to it from an error screen, the
 * page waits for its address to be asked, and loads as a new document if it answers
 * (src/platform/after-error-screen). That comes with the error screen's chunk: if the chunk could
 * not load, the site did not answer either, and the page renders in this document.
 */
export function AfterErrorScreen({ path }: { path: string }) {
  if ((errorScreenShownAt ?? path) !== path) errorScreen.peek()?.readAfterErrorScreen(path);
  return null;
}

interface ErrorViewProps {
  messages: ChromeMessages;
  homeHref: string;
}

/**
 * The error screen's words without its chunk: what shows while it loads, or if it cannot (the
 * visitor is offline), in the page's language, with the way to reload and the way home.
 */
function PlainErrorScreen({ messages, homeHref }: ErrorViewProps) {
  return (
    <section role="alert">
      <h1 lang="en" dir="ltr">
        {messages['error.heading']}
      </h1>
      <p>{messages['error.help']}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {messages['error.reload']}
        </button>{' '}
        <a href={homeHref}>{messages['error.home']}</a>
      </p>
    </section>
  );
}

/**
 * The error screen, in the page's language, or in the one that has loaded if the page's
 * dictionary is what failed to load. It never suspends: it is what shows when loading failed.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const language = useLanguage();
  const [path] = useLocation();
  const screen = useLoaded(errorScreen);
  // The page for the address is on screen, as its error: the navigation has settled.
  useReportPageShown();
  useEffect(() => {
    errorScreenShownAt = path;
    preloadErrorScreen();
  }, [path]);
  const shown = [language, ...LANGUAGES].find((each) => loadedMessages(each) !== undefined);
  if (!shown) throw error;
  const messages = loadedMessages(shown)!;
  const homeHref = localizedPath('/', language);
  return screen ? (
    <screen.ErrorScreen error={error} language={shown} messages={messages} homeHref={homeHref} />
  ) : (
    <PlainErrorScreen messages={messages} homeHref={homeHref} />
  );
}

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches render errors, including a page chunk that fails to load, and shows the fallback. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; failed: boolean }
> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
