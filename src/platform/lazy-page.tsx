import type { ComponentType } from 'react';
import type { Language } from '../../machines/constants';
import { createLoader } from './loader';

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

/**
 * Like `React.lazy`, but a preloaded page renders at once instead of suspending. The prerenderer
 * preloads the current page before rendering, so prerendered HTML needs no streaming scripts;
 * pages reached by navigation suspend behind the spinner while their chunk loads. A failed load
 * stays failed, so the error boundary shows it, until the next navigation. The page is bound to
 * its route's language. Its texts (`messagesFor`) are there before it renders: client navigation
 * loads them with the route table (src/shell/Pages.tsx).
 */
export function lazyPage(load: () => Promise<PageModule>, language: Language): LazyPage {
  const page = createLoader(load);

  function Page() {
    const Component = page.read().default;
    return <Component language={language} />;
  }
  Page.preload = page.preload;
  return Page;
}
