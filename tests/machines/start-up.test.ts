// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  startUpMachine,
  type StartUpEvent,
  type StartUpInput,
} from '../../machines/start-up.machine';

/** The start-up machine with its actions recorded: what the browser would have done, in order. */
function startUp(input: StartUpInput) {
  const done: string[] = [];
  const record = (name: string) => (_: unknown, params: unknown) =>
    void done.push(
      params ? `${name} ${Object.values(params as Record<string, unknown>).join(' ')}` : name,
    );
  const machine = startUpMachine.provide({
    actions: {
      showPhase: record('showPhase'),
      showNavigation: record('showNavigation'),
      hydrateIslands: (_, { content }) => void done.push(`hydrateIslands ${content.id}`),
      disposeIslands: record('disposeIslands'),
      markHydrated: record('markHydrated'),
      replayEarlyInput: record('replayEarlyInput'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    done,
    send: (...events: StartUpEvent[]) => events.forEach((event) => actor.send(event)),
    value: () => actor.getSnapshot().value,
  };
}

const content = Object.assign(document.createElement('div'), { id: 'content' });

describe('the start-up machine', () => {
  it('adopts the prerendered page, catches up while its islands hydrate, then is live', () => {
    const { done, send, value } = startUp({
      loadedPath: '/',
      currentPath: '/',
      prerendered: true,
    });
    expect(value()).toEqual({
      phase: 'adopting',
      route: { onLoadedPage: 'adopted' },
      navigation: 'idle',
      footer: 'adopted',
    });

    send({ type: 'root.committed' }, { type: 'content.hydrated', content });
    send({ type: 'page.shown', path: '/' });
    expect(value()).toEqual({
      phase: 'catchingUp',
      route: { onLoadedPage: 'withIslands' },
      navigation: 'idle',
      footer: 'adopted',
    });

    send({ type: 'islands.ready' });
    expect(value()).toEqual({
      phase: 'live',
      route: { onLoadedPage: 'withIslands' },
      navigation: 'idle',
      footer: 'adopted',
    });
    expect(done).toEqual([
      'showPhase adopting',
      'showNavigation idle',
      'showPhase catchingUp',
      'hydrateIslands content',
      'showPhase live',
      'markHydrated',
      'replayEarlyInput',
    ]);
  });

  it('after Back before start-up, holds the loaded page until its content hydrates, then follows the visitor', () => {
    const { done, send, value } = startUp({
      loadedPath: '/he/about',
      currentPath: '/about',
      prerendered: true,
    });
    expect(value()).toEqual({
      phase: 'adopting',
      route: 'returning',
      navigation: 'loading',
      footer: 'adopted',
    });

    send({ type: 'root.committed' }, { type: 'location.changed', path: '/about' });
    send({ type: 'page.shown', path: '/he/about' }, { type: 'content.hydrated', content });
    // No islands hydrate on a page the visitor is leaving: the app is live at once.
    expect(value()).toEqual({
      phase: 'live',
      route: 'leftPrerendered',
      navigation: 'loading',
      footer: 'adopted',
    });

    send({ type: 'page.shown', path: '/about' });
    expect(value()).toEqual({
      phase: 'live',
      route: 'leftPrerendered',
      navigation: 'idle',
      footer: 'adopted',
    });
    expect(done).not.toContain('hydrateIslands content');
    expect(done.at(-1)).toBe('showNavigation idle');
  });

  it('comes back to the adopted page when the visitor returns to it before its content hydrates', () => {
    const { send, value } = startUp({
      loadedPath: '/he/about',
      currentPath: '/about',
      prerendered: true,
    });
    send({ type: 'location.changed', path: '/he/about' });
    expect(value()).toEqual({
      phase: 'adopting',
      route: { onLoadedPage: 'adopted' },
      navigation: 'idle',
      footer: 'adopted',
    });
  });

  it('leaves a page whose islands are not ready yet: they are disposed and the app is live', () => {
    const { done, send, value } = startUp({ loadedPath: '/', currentPath: '/', prerendered: true });
    send({ type: 'root.committed' }, { type: 'content.hydrated', content });
    send({ type: 'location.changed', path: '/about' });
    expect(value()).toEqual({
      phase: 'catchingUp',
      route: { onLoadedPage: 'withIslands' },
      navigation: 'loading',
      footer: 'adopted',
    });

    send({ type: 'page.shown', path: '/about' });
    expect(value()).toEqual({
      phase: 'live',
      route: 'leftPrerendered',
      navigation: 'idle',
      footer: 'adopted',
    });
    expect(done.slice(-5)).toEqual([
      'disposeIslands',
      'showNavigation idle',
      'showPhase live',
      'markHydrated',
      'replayEarlyInput',
    ]);
    // Islands that become ready after all change nothing.
    send({ type: 'islands.ready' });
    expect(done.filter((action) => action === 'markHydrated')).toHaveLength(1);
  });

  it('renders an empty root (the dev server) afresh, and is live once it has committed', () => {
    const { send, value } = startUp({
      loadedPath: '/about',
      currentPath: '/about',
      prerendered: false,
    });
    expect(value()).toEqual({
      phase: 'adopting',
      route: 'leftPrerendered',
      navigation: 'loading',
      footer: 'rendered',
    });
    send({ type: 'root.committed' }, { type: 'page.shown', path: '/about' });
    expect(value()).toEqual({
      phase: 'live',
      route: 'leftPrerendered',
      navigation: 'idle',
      footer: 'rendered',
    });
  });

  it('keeps the prerendered footer until the footer’s content has rendered, in the other language', () => {
    const { send, value } = startUp({
      loadedPath: '/about',
      currentPath: '/about',
      prerendered: true,
    });
    send({ type: 'root.committed' }, { type: 'content.hydrated', content });
    send({ type: 'page.shown', path: '/about' }, { type: 'islands.ready' });
    // A page in the same language has the same footer: leaving the prerendered page keeps it.
    send({ type: 'location.changed', path: '/contact' }, { type: 'page.shown', path: '/contact' });
    expect(value()).toMatchObject({ route: 'leftPrerendered', footer: 'adopted' });

    send({ type: 'location.changed', path: '/he/contact' }, { type: 'footer.rendered' });
    expect(value()).toMatchObject({ footer: 'rendered' });
    // Its markup is gone: coming back to English renders the footer too.
    send({ type: 'location.changed', path: '/contact' });
    expect(value()).toMatchObject({ footer: 'rendered' });
  });

  it('renders the footer from the start on an empty root (the dev server)', () => {
    const { value } = startUp({ loadedPath: '/about', currentPath: '/about', prerendered: false });
    expect(value()).toMatchObject({ footer: 'rendered' });
  });

  it('stays loading while a page other than the address’s is shown', () => {
    const { send, value } = startUp({ loadedPath: '/', currentPath: '/', prerendered: false });
    send({ type: 'root.committed' }, { type: 'location.changed', path: '/contact' });
    send({ type: 'page.shown', path: '/' });
    expect(value()).toMatchObject({ navigation: 'loading' });
    send({ type: 'page.shown', path: '/contact' });
    expect(value()).toMatchObject({ navigation: 'idle' });
  });
});
