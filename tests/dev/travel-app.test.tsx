// @vitest-environment jsdom
/**
 * The app side of time travel in the dev inspector, as `main.tsx` and `render-app.tsx` wire it in
 * development: the app's actors from `src/dev/travel-app.tsx`, the tab's bridge on its channel,
 * and the views of `TravellingApp`. The inspector is played by a stand-in BroadcastChannel.
 */
import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';
import { MENU_BUTTON_ID } from '../../src/config/element-ids';
import { pageForPath } from '../../src/shell/PageRoutes';
import { loadNavigation } from '../../src/shell/Pages';
import { tabBridge } from '../../src/dev/bridge';
import type { AppMessage, InspectorMessage, SnapshotMessage } from '../../src/dev/protocol';
import { desktopEnvironment } from '../support/devices';
import { createAppActors, TravellingApp } from '../../src/dev/travel-app';

/** The inspector's end of the channel: what the tab posted, and a way to post to the tab. */
class InspectorChannel {
  static opened: InspectorChannel[] = [];
  readonly posted: AppMessage[] = [];
  private readonly listeners: ((event: MessageEvent<unknown>) => void)[] = [];
  constructor() {
    InspectorChannel.opened.push(this);
  }
  postMessage(message: AppMessage) {
    this.posted.push(structuredClone(message));
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent<unknown>) => void) {
    this.listeners.push(listener);
  }
  send(message: InspectorMessage) {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data: message }));
  }
}

const tabChannel = () => {
  const [channel] = InspectorChannel.opened;
  if (!channel) throw new Error('The tab did not open its channel');
  return channel;
};

/** A 700 px window on a desktop computer: the side bar is a drawer behind the menu button. */
const environment = desktopEnvironment({ viewportWidth: 700 });

beforeAll(() => {
  vi.stubGlobal('innerWidth', environment.viewMode.viewportWidth);
  vi.stubGlobal('BroadcastChannel', InspectorChannel);
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('time travel in the app', { timeout: 30_000 }, () => {
  it('closes the drawer the visitor opened when the inspector travels back, and resume opens it', async () => {
    const memory = memoryLocation({ path: '/about' });
    const actors = createAppActors({
      environment,
      navigation: { currentPath: () => '/about', navigate: () => {} },
      inspect: tabBridge().inspect,
    });
    // As `render-app.tsx` does before it renders: navigation and the page's chunk are there.
    await loadNavigation('en');
    await pageForPath('/about').preload();
    render(<TravellingApp actors={actors} hook={memory.hook} />);
    const menuButton = () => document.getElementById(MENU_BUTTON_ID);
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));

    const snapshots = () =>
      tabChannel().posted.filter((m): m is SnapshotMessage => m.kind === 'snapshot');
    // The app system's latest (the chunk loaders' actors report too, in no system the inspector restores).
    const beforeToggle = snapshots().findLast((m) => m.system)?.system;
    expect(beforeToggle?.root).toBe('app');
    await userEvent.click(menuButton()!);
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'true'));
    expect(snapshots().find((m) => m.event?.type === 'sideBar.toggle')).toMatchObject({
      actor: { key: 'sideBar' },
      step: { before: { mobile: 'closed' } },
      value: { mobile: 'open' },
    });

    const tab = snapshots()[0]!.tab.id;
    // The latest word on travel (a chunk loader's load may settle and report after it).
    const travelled = () => tabChannel().posted.findLast((m) => m.kind === 'travelled');
    act(() =>
      tabChannel().send({
        kind: 'travel',
        tab,
        systems: [{ root: 'app', persisted: beforeToggle!.persisted }],
      }),
    );
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(travelled()).toEqual({ kind: 'travelled', tab, live: false });
    expect(actors.root.getSnapshot().status).toBe('stopped');

    act(() => tabChannel().send({ kind: 'resume', tab }));
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'true'));
    expect(travelled()).toEqual({ kind: 'travelled', tab, live: true });
  });
});

describe("the tab's bridge", () => {
  it('tells the inspector the page the tab moved to, by wouter, Back or Forward', async () => {
    const pages = () =>
      tabChannel()
        .posted.filter((m) => m.kind === 'page')
        .map((m) => m.kind === 'page' && m.tab.page);

    act(() => navigate('/he/about'));
    act(() => navigate('/he/contact', { replace: true }));
    expect(pages()).toEqual(['/he/about', '/he/contact']);

    const back = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    history.back();
    await back;
    expect(pages()).toEqual(['/he/about', '/he/contact', '/']);
  });
});
