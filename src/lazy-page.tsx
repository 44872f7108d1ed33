import { use, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.JSX.Element;
  /** Start loading the chunk (idempotent); resolves once the page can render without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * Like `React.lazy`, but a preloaded page renders at once instead of suspending. The prerenderer
 * and the browser preload the current page before rendering, so prerendered HTML needs no
 * streaming scripts and hydration keeps the server's markup; pages reached by navigation suspend
 * behind the spinner while their chunk loads. A failed load is thrown to the error boundary and
 * forgotten, so reloading or navigating again retries it.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;

  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Page() {
    const module = loaded ?? use(preload());
    const Component = module.default;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
