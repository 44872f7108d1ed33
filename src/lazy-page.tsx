import { use, type ComponentType } from 'react';
import type { Language } from '../machines/constants';
import { loadMessages, retryFailedMessages } from './i18n/messages';

/** What every page receives: its language, taken from the route, never from the actor system. */
export interface PageProps {
  language: Language;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface LazyPage {
  (): React.JSX.Element;
  /** Start loading the chunk (idempotent); resolves once the page can render without suspending. */
  preload: () => Promise<PageModule>;
}

/** Pages whose chunk failed to load; `retryFailedPages` lets the next visit try again. */
const failed = new Set<() => void>();

/** Forget failed chunk loads (called on navigation), so visiting the page again retries it. */
export function retryFailedPages(): void {
  for (const forget of failed) forget();
  failed.clear();
  retryFailedMessages();
}

/**
 * Like `React.lazy`, but a preloaded page renders at once instead of suspending. The prerenderer
 * preloads the current page before rendering, so prerendered HTML needs no streaming scripts;
 * pages reached by navigation suspend behind the spinner while their chunk loads. A failed load
 * stays failed (as with `React.lazy`), so the error boundary shows it instead of React retrying
 * forever; navigating clears it. The page is bound to its route's language, and loads with that
 * language's dictionary, so content reads it without suspending (`messagesFor`).
 */
export function lazyPage(load: () => Promise<PageModule>, language: Language): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;

  const preload = () =>
    (loading ??= Promise.all([load(), loadMessages(language)]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        failed.add(() => (loading = undefined));
        throw error;
      },
    ));

  function Page() {
    const module = loaded ?? use(preload());
    const Component = module.default;
    return <Component language={language} />;
  }
  Page.preload = preload;
  return Page;
}
