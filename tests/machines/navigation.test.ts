import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  navigationMachine,
  type NavigationEvent,
  type NavigationInput,
} from '../../machines/navigation.machine';

/** The navigation machine with its actions recorded: what the browser would have done, in order. */
function navigation(input: NavigationInput) {
  const done: string[] = [];
  const record = (name: string) => (_: unknown, params: unknown) =>
    void done.push(
      params ? `${name} ${Object.values(params as Record<string, unknown>).join(' ')}` : name,
    );
  const sent: NavigationEvent[] = [];
  const machine = navigationMachine.provide({
    actions: {
      showNavigation: record('showNavigation'),
      hydrateIslands: record('hydrateIslands'),
      disposeIslands: record('disposeIslands'),
      scrollToTop: record('scrollToTop'),
      focusPage: record('focusPage'),
      retryFailedLoads: record('retryFailedLoads'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    done,
    send: (...events: NavigationEvent[]) =>
      events.forEach((event) => {
        sent.push(event);
        actor.send(event);
      }),
    value: () => actor.getSnapshot().value,
    /** Every event the machine was sent and every value of its context, as JSON would keep them. */
    serialised: (): unknown =>
      JSON.parse(JSON.stringify({ sent, context: actor.getSnapshot().context })),
    sent,
    context: () => actor.getSnapshot().context,
  };
}

/** What a client navigation settling moves: each must run once per navigation. */
const SETTLING = ['scrollToTop', 'focusPage'];
const settling = (done: string[]) => done.filter((action) => SETTLING.includes(action));

const adoptedHome = () => {
  const nav = navigation({ loadedPath: '/', currentPath: '/', prerendered: true });
  // What the app sends as it mounts on the prerendered Home page, in that order.
  nav.send(
    { type: 'location.changed', path: '/' },
    { type: 'content.hydrated' },
    { type: 'page.shown', path: '/' },
  );
  return nav;
};

describe('the navigation machine', () => {
  it('shows the prerendered page adopted, hydrates its islands, and neither moves nor focuses the first page', () => {
    const { done, value } = adoptedHome();
    expect(value()).toEqual({
      route: { onLoadedPage: { withIslands: 'hydrating' } },
      status: 'idle',
      footer: 'adopted',
    });
    expect(done.filter((action) => !action.startsWith('showNavigation'))).toEqual([
      'hydrateIslands',
    ]);
    expect(done).not.toContain('showNavigation loading');
  });

  it('knows when the adopted page’s islands on screen are ready', () => {
    const { send, value } = adoptedHome();
    send({ type: 'islands.ready' });
    expect(value()).toMatchObject({ route: { onLoadedPage: { withIslands: 'ready' } } });
  });

  it('after a client navigation has settled, scrolls to the top and focuses the page, once each', () => {
    const { done, send, value } = adoptedHome();
    send({ type: 'location.changed', path: '/about' });
    expect(value()).toMatchObject({ status: 'loading' });
    // Nothing moves while the new page is loading.
    expect(settling(done)).toEqual([]);

    send({ type: 'page.shown', path: '/about' });
    expect(value()).toEqual({ route: 'leftPrerendered', status: 'idle', footer: 'adopted' });
    expect(settling(done)).toEqual(SETTLING);
    // Focus lands on the page before `<html data-navigation>` says the navigation has settled.
    expect(done.slice(-4)).toEqual(['disposeIslands', ...SETTLING, 'showNavigation idle']);

    // The page showing again (a re-render, StrictMode) moves nothing.
    send({ type: 'page.shown', path: '/about' });
    expect(settling(done)).toEqual(SETTLING);

    send({ type: 'location.changed', path: '/contact' }, { type: 'page.shown', path: '/contact' });
    expect(settling(done)).toEqual([...SETTLING, ...SETTLING]);
  });

  it('forgets failed loads when the address changes, before the new page asks for its chunk', () => {
    const { done, send } = adoptedHome();
    expect(done).not.toContain('retryFailedLoads');
    send({ type: 'location.changed', path: '/about' });
    // Retried before the page renders: a chunk that failed on an earlier visit loads afresh now.
    expect(done.at(-2)).toBe('retryFailedLoads');
    expect(done.at(-1)).toBe('showNavigation loading');
    send({ type: 'page.shown', path: '/about' });
    send({ type: 'location.changed', path: '/about' });
    expect(done.filter((action) => action === 'retryFailedLoads')).toHaveLength(1);
  });

  it('counts the error screen shown for the address as the page shown: the navigation settles', () => {
    const { done, send, value } = adoptedHome();
    // A page whose chunk fails shows the error screen in its place, which reports the address.
    send({ type: 'location.changed', path: '/services/sales' });
    send({ type: 'page.shown', path: '/services/sales' });
    expect(value()).toMatchObject({ route: 'leftPrerendered', status: 'idle' });
    expect(settling(done)).toEqual(SETTLING);
  });

  it('stays loading while a page other than the address’s is shown', () => {
    const { done, send, value } = adoptedHome();
    send({ type: 'location.changed', path: '/contact' }, { type: 'page.shown', path: '/about' });
    expect(value()).toMatchObject({ status: 'loading' });
    expect(settling(done)).toEqual([]);
    send({ type: 'page.shown', path: '/contact' });
    expect(value()).toMatchObject({ status: 'idle' });
  });

  it('settles without moving anything when the visitor goes back to the page on screen before the new one shows', () => {
    const { done, send, value } = adoptedHome();
    send({ type: 'location.changed', path: '/about' }, { type: 'location.changed', path: '/' });
    expect(value()).toMatchObject({
      route: { onLoadedPage: { withIslands: 'hydrating' } },
      status: 'idle',
    });
    expect(settling(done)).toEqual([]);
  });

  it('after Back before start-up, holds the loaded page until its content hydrates, then follows the visitor to a page it focuses', () => {
    const { done, send, value } = navigation({
      loadedPath: '/he/about',
      currentPath: '/about',
      prerendered: true,
    });
    expect(value()).toEqual({ route: 'returning', status: 'loading', footer: 'adopted' });

    send(
      { type: 'location.changed', path: '/about' },
      { type: 'content.hydrated' },
      { type: 'page.shown', path: '/he/about' },
    );
    expect(value()).toEqual({ route: 'leftPrerendered', status: 'loading', footer: 'adopted' });
    // No islands hydrate on a page the visitor is leaving.
    expect(done).not.toContain('hydrateIslands');

    send({ type: 'page.shown', path: '/about' });
    expect(value()).toEqual({ route: 'leftPrerendered', status: 'idle', footer: 'adopted' });
    expect(settling(done)).toEqual(SETTLING);
    expect(done.at(-1)).toBe('showNavigation idle');
  });

  it('comes back to the adopted page when the visitor returns to it before its content hydrates', () => {
    const { send, value } = navigation({
      loadedPath: '/he/about',
      currentPath: '/about',
      prerendered: true,
    });
    send({ type: 'location.changed', path: '/he/about' });
    expect(value()).toEqual({
      route: { onLoadedPage: 'adopted' },
      status: 'idle',
      footer: 'adopted',
    });
  });

  it('disposes the islands of the page it leaves, ready or not', () => {
    const { done, send } = adoptedHome();
    send({ type: 'location.changed', path: '/about' }, { type: 'page.shown', path: '/about' });
    expect(done.filter((action) => action === 'disposeIslands')).toHaveLength(1);
  });

  it('renders the first page on an empty root (the dev server) without moving or focusing it, and the next one with', () => {
    const { done, send, value } = navigation({
      loadedPath: '/about',
      currentPath: '/about',
      prerendered: false,
    });
    expect(value()).toEqual({ route: 'leftPrerendered', status: 'loading', footer: 'rendered' });
    send({ type: 'location.changed', path: '/about' }, { type: 'page.shown', path: '/about' });
    expect(value()).toEqual({ route: 'leftPrerendered', status: 'idle', footer: 'rendered' });
    expect(settling(done)).toEqual([]);

    send({ type: 'location.changed', path: '/contact' }, { type: 'page.shown', path: '/contact' });
    expect(settling(done)).toEqual(SETTLING);
  });

  it('keeps the prerendered footer until the footer’s content has rendered, in the other language', () => {
    const { send, value } = adoptedHome();
    // A page in the same language has the same footer: leaving the prerendered page keeps it.
    send({ type: 'location.changed', path: '/contact' }, { type: 'page.shown', path: '/contact' });
    expect(value()).toMatchObject({ route: 'leftPrerendered', footer: 'adopted' });

    send({ type: 'location.changed', path: '/he/contact' }, { type: 'footer.rendered' });
    expect(value()).toMatchObject({ footer: 'rendered' });
    // Its markup is gone: coming back to English renders the footer too.
    send({ type: 'location.changed', path: '/contact' });
    expect(value()).toMatchObject({ footer: 'rendered' });
  });

  it('runs on plain ids: no event it hears and nothing it holds is a DOM node, so all of it survives JSON', () => {
    const nav = adoptedHome();
    nav.send(
      { type: 'islands.ready' },
      { type: 'location.changed', path: '/he/about' },
      { type: 'footer.rendered' },
      { type: 'page.shown', path: '/he/about' },
    );
    expect(nav.serialised()).toEqual({ sent: nav.sent, context: nav.context() });
    const isPlain = (value: unknown): boolean =>
      value === null ||
      ['string', 'number', 'boolean'].includes(typeof value) ||
      (typeof value === 'object' &&
        Object.getPrototypeOf(value) === Object.prototype &&
        Object.values(value).every(isPlain));
    expect(nav.sent.every(isPlain)).toBe(true);
    expect(isPlain(nav.context())).toBe(true);
  });
});
