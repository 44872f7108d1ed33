// @vitest-environment jsdom
/**
 * Every machine of the catalogue reports to the dev inspector as the app creates its actors: the
 * app's actor system and the start-up and navigation actors as `render-app.tsx` starts them, an island's as the
 * start-up actor hydrates a prerendered page's islands, the demo player on Home and the contact
 * form on /contact as the pages render them, the view-mode switcher's as its view shows (it joins
 * the app's system). Each actor only reports when
 * whoever creates it hands in the `inspect` observer, so a new machine, or a component that
 * forgets it, fails here.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { App } from '../../src/shell/App';
import { ViewModeSwitcher } from '../../src/chrome/ViewModeSwitcher';
import { AppActorsProvider } from '../../src/state/AppActorsProvider';
import { createAppActors } from '../../src/state/actors';
import { pageForPath } from '../../src/shell/PageRoutes';
import { loadNavigation } from '../../src/shell/Pages';
import { createNavigation } from '../../src/shell/navigation';
import { createStartUp } from '../../src/shell/start-up';
import { demoTexts } from '../../src/demo/demo.content';
import { createBridge, type Channel } from '../../src/dev/bridge';
import { preloadIsland } from '../../src/islands/Island';
import { hydrateIslands } from '../../src/islands/hydrate';
import { desktopEnvironment } from '../support/devices';
import type { SnapshotMessage } from '../../src/dev/protocol';

const environment = desktopEnvironment();

beforeEach(() => {
  // jsdom has neither: the demo asks for the reduced-motion preference, the form for a token.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ token: 'token' }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
});

describe('the dev inspector', { timeout: 30_000 }, () => {
  it('hears from an actor of every machine in the catalogue', async () => {
    const reported = new Set<string>();
    const channel: Channel = {
      postMessage: (message) => {
        const { kind, actor } = message as SnapshotMessage;
        if (kind === 'snapshot') reported.add(actor.machineId);
      },
      addEventListener: () => {},
    };
    const memory = memoryLocation({ path: '/', record: true });
    const currentPath = () => memory.history.at(-1) ?? '/';
    const bridge = createBridge({
      channel,
      tab: 't1',
      page: currentPath,
      facts: {
        url: 'http://localhost/',
        viewport: { width: 1280, height: 800 },
        touch: false,
        userAgent: 'test',
        language: 'en',
        stored: {},
      },
    });
    const actors = createAppActors({
      environment,
      navigation: { currentPath, navigate: (to, options) => memory.navigate(to, options) },
      inspect: bridge.inspect,
    });
    const navigation = createNavigation(
      { loadedPath: '/', currentPath: '/', prerendered: false },
      {
        actors,
        hydrateIslands: () => ({ ready: Promise.resolve(), dispose: () => {} }),
      },
    );
    const startUp = createStartUp({ prerendered: false }, { actors, navigation });

    // As `render-app.tsx` does before it renders: navigation and the pages' chunks are there.
    await loadNavigation('en');
    await Promise.all(['/', '/contact'].map((path) => pageForPath(path).preload()));
    await Promise.all([preloadIsland('demo-player', 'en'), preloadIsland('contact-form', 'en')]);
    render(<App actors={actors} hook={memory.hook} startUp={startUp} navigation={navigation} />);
    await screen.findByRole('button', { name: demoTexts.en.pause }, { timeout: 20_000 });
    act(() => memory.navigate('/contact'));
    await screen.findByRole('form', { name: 'Contact form' }, { timeout: 20_000 });

    // The switcher shows once the visitor takes the mobile view; its actor joins the system.
    act(() => actors.viewMode.send({ type: 'viewMode.select', mode: 'mobile' }));
    render(
      <AppActorsProvider actors={actors}>
        <ViewModeSwitcher />
      </AppActorsProvider>,
    );
    await screen.findByRole('button', { name: 'View mode: Mobile view' });

    // As `render-app.tsx` hands them to the navigation actor: the islands of a prerendered page,
    // below the screen (jsdom measures nothing), each an actor.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<div data-island="contact-form"><form></form></div>';
    const islands = hydrateIslands(prerendered, {
      providers: (island) => island,
      inspect: bridge.inspect,
    });

    expect([...reported].sort()).toEqual(MACHINE_CATALOGUE.map(({ machine }) => machine.id).sort());
    actors.root.stop();
    startUp.stop();
    navigation.stop();
    islands.dispose();
  });
});
