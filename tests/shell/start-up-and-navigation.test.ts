// @vitest-environment jsdom
/**
 * The start-up and navigation actors as `render-app.tsx` starts them (src/shell/start-up.tsx,
 * src/shell/navigation.tsx), in a document shaped like a prerendered page: the browser's actions
 * find the content themselves, start-up hears the navigation chart whatever happened first, and a
 * settled navigation moves the page and its focus.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigation } from '../../src/shell/navigation';
import { createStartUp } from '../../src/shell/start-up';
import type { HydratedIslands } from '../../src/islands/hydrate';
import type { AppActors } from '../../src/state/actors';

/** The app's actors as start-up uses them: it only asks the side bar, when the pointer rests on it. */
const actors = { sideBar: { send: () => {} } } as unknown as AppActors;

let scrolled: number[][];

beforeEach(() => {
  document.body.innerHTML =
    '<main id="main" tabindex="-1"><div data-page-content=""><div data-island="demo-player"></div></div></main>';
  scrolled = [];
  vi.stubGlobal('scrollTo', (x: number, y: number) => void scrolled.push([x, y]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
});

/** Both actors, with islands whose readiness the test decides. */
function start(input: { loadedPath: string; currentPath: string }) {
  const hydrated: Element[] = [];
  let ready = () => {};
  const hydrateIslands = (content: Element): HydratedIslands => {
    hydrated.push(content);
    return { ready: new Promise<void>((resolve) => (ready = resolve)), dispose: () => {} };
  };
  const navigation = createNavigation({ ...input, prerendered: true }, { actors, hydrateIslands });
  const startUp = createStartUp({ prerendered: true }, { actors, navigation });
  return { navigation, startUp, hydrated, islandsReady: () => ready() };
}

const html = document.documentElement;

describe('start-up and navigation in the browser', () => {
  it('hydrates the islands of the content it finds by its marker, and is live once they are ready', async () => {
    const { navigation, startUp, hydrated, islandsReady } = start({
      loadedPath: '/',
      currentPath: '/',
    });
    // The order React sends them in: the content's effect before the root's.
    navigation.send({ type: 'location.changed', path: '/' });
    navigation.send({ type: 'content.hydrated' });
    navigation.send({ type: 'page.shown', path: '/' });
    startUp.send({ type: 'root.committed' });
    expect(hydrated).toEqual([document.querySelector('[data-page-content]')]);
    expect(html.dataset.app).toBe('catchingUp');

    islandsReady();
    await vi.waitFor(() => expect(html.dataset.app).toBe('live'));
    expect(html.dataset.hydrated).toBe('');
    // The first page is where the visitor landed: neither scrolled nor focused.
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  it('after Back before start-up, is live as the root commits, the router having left the loaded page first', () => {
    const { navigation, startUp, hydrated } = start({
      loadedPath: '/usecases',
      currentPath: '/about',
    });
    navigation.send({ type: 'location.changed', path: '/about' });
    navigation.send({ type: 'content.hydrated' });
    navigation.send({ type: 'page.shown', path: '/usecases' });
    expect(html.dataset.navigation).toBe('loading');

    startUp.send({ type: 'root.committed' });
    expect(html.dataset.app).toBe('live');
    expect(hydrated).toEqual([]);

    navigation.send({ type: 'page.shown', path: '/about' });
    expect(html.dataset.navigation).toBe('idle');
    expect(scrolled).toEqual([[0, 0]]);
    expect(document.activeElement?.id).toBe('main');
  });

  it('is live when the visitor leaves the loaded page before its islands are ready, and focuses the new page', () => {
    const { navigation, startUp } = start({ loadedPath: '/', currentPath: '/' });
    navigation.send({ type: 'content.hydrated' });
    startUp.send({ type: 'root.committed' });
    navigation.send({ type: 'location.changed', path: '/about' });
    expect(html.dataset.navigation).toBe('loading');
    expect(html.dataset.app).toBe('catchingUp');

    navigation.send({ type: 'page.shown', path: '/about' });
    expect(html.dataset.app).toBe('live');
    expect(html.dataset.navigation).toBe('idle');
    expect(scrolled).toEqual([[0, 0]]);
    expect(document.activeElement?.id).toBe('main');
  });
});
