/**
 * The real app in jsdom for a generated path: `<App>` with the real `createAppActors` and the
 * navigation actor (rendered afresh, as on the dev server: it moves focus to a page navigated to),
 * a memory location, the device's start-up facts, what the browser has stored, and the machines' timers on
 * a simulated clock that the path moves.
 */
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyStateMachine } from 'xstate';
import type { ViewMode } from '../../../machines/constants';
import { App } from '../../../src/shell/App';
import { createNavigation } from '../../../src/shell/navigation';
import { createAppActors, type AppActors } from '../../../src/state/actors';
import { readEnvironment } from '../../../src/platform/environment';
import type { Project, Start } from '../../paths/model';
import { RecordingClock } from '../../paths/timeline';

/** An answer the stub service gives instead of its usual one; none: a network failure. */
type Answer = { status: number; body: unknown } | undefined;

/**
 * The contact service in jsdom: `fetch` answers the token request (200 with a token) and the post
 * (201 with an id) as the real service does for a valid form; `fail` makes the next requests to a
 * path fail (the `failRequests` action). It counts the posts it received.
 */
class StubService {
  /** POST requests received, by path. */
  readonly posts = new Map<string, number>();
  private readonly failing: Array<{ url: string; left: number; answer: Answer }> = [];

  fail(url: string, count: number, answer: Answer) {
    this.failing.push({ url, left: count, answer });
  }

  readonly fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if ((init?.method ?? 'GET').toUpperCase() === 'POST')
      this.posts.set(url.pathname, (this.posts.get(url.pathname) ?? 0) + 1);
    const rule = this.failing.find((candidate) => candidate.url === url.pathname && candidate.left);
    const json = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (rule) {
      rule.left -= 1;
      return rule.answer
        ? json(rule.answer.status, rule.answer.body)
        : Promise.reject(new TypeError('Failed to fetch'));
    }
    if (url.pathname.endsWith('/token')) return json(200, { token: 'jsdom-token' });
    return json(201, { id: 'jsdom-stored' });
  };
}

export interface RenderedApp {
  /** The stubbed contact service behind `fetch`. */
  service: StubService;
  actors: AppActors;
  clock: RecordingClock;
  memory: ReturnType<typeof memoryLocation> & { history: string[] };
  user: ReturnType<typeof userEvent.setup>;
  /** Detail of every `viewModeChanged` window event, in order. */
  announcements: ViewMode[];
  currentUrl: () => string;
}

let stopCurrent: (() => void) | null = null;

/** jsdom's window and screen as the device's (the facts `readEnvironment` reads). */
function emulate(project: Project) {
  const { facts, viewport } = project.device;
  window.innerWidth = viewport.width;
  window.innerHeight = viewport.height;
  const define = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, { configurable: true, get: () => value });
  define(window.navigator, 'userAgent', facts.userAgent);
  define(window.navigator, 'maxTouchPoints', facts.maxTouchPoints);
  define(window, 'devicePixelRatio', facts.devicePixelRatio);
  define(window.screen, 'width', facts.screenWidth);
  define(window.screen, 'height', facts.screenHeight);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motion = { reduced: false, listeners: new Set<(event: MediaQueryListEvent) => void>() };

/** jsdom has no `matchMedia`: one that answers the reduced-motion query as the start says. */
function emulateMedia(media: Start<AnyStateMachine>['media']) {
  motion.listeners.clear();
  if (!media) return;
  motion.reduced = media.reducedMotion;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === REDUCED_MOTION && motion.reduced;
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        if (query === REDUCED_MOTION) motion.listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        motion.listeners.delete(listener),
    }) as unknown as MediaQueryList;
}

/** The visitor changes the reduced-motion setting: the page hears a `change` of the query. */
export function setReducedMotion(reduced: boolean) {
  motion.reduced = reduced;
  const event = { matches: reduced, media: REDUCED_MOTION } as MediaQueryListEvent;
  for (const listener of motion.listeners) listener(event);
}

/** Renders the app as a visitor on `project` arriving at `start` (storage seeded first). */
export function renderApp(project: Project, start: Start<AnyStateMachine>): RenderedApp {
  emulate(project);
  emulateMedia(start.media);
  for (const [key, value] of Object.entries(start.stored)) localStorage.setItem(key, value);

  const memory = memoryLocation({ path: start.url, record: true });
  const currentUrl = () => memory.history.at(-1) ?? start.url;
  // SPEC §4: the custom event is named viewModeChanged and carries the new mode.
  const announcements: ViewMode[] = [];
  const onAnnounce = (event: Event) => announcements.push((event as CustomEvent<ViewMode>).detail);
  window.addEventListener('viewModeChanged', onAnnounce);

  const service = new StubService();
  const realFetch = globalThis.fetch;
  globalThis.fetch = service.fetch;
  const clock = new RecordingClock();
  const actors = createAppActors({
    environment: readEnvironment(start.url),
    navigation: {
      currentPath: currentUrl,
      navigate: (to, { replace }) => memory.navigate(to, { replace }),
    },
    clock,
  });
  const path = currentUrl();
  const navigation = createNavigation(
    { loadedPath: path, currentPath: path, prerendered: false },
    { actors, hydrateIslands: () => ({ ready: Promise.resolve(), dispose: () => {} }) },
  );
  render(<App actors={actors} hook={memory.hook} navigation={navigation} />);

  stopCurrent = () => {
    window.removeEventListener('viewModeChanged', onAnnounce);
    globalThis.fetch = realFetch;
    navigation.stop();
    actors.root.stop();
  };
  return {
    service,
    actors,
    clock,
    memory,
    user: userEvent.setup({ delay: null }),
    announcements,
    currentUrl,
  };
}

/** Unmounts, stops the actors and puts the document, storage and window back as they were. */
export function resetApp() {
  cleanup();
  stopCurrent?.();
  stopCurrent = null;
  Reflect.deleteProperty(window, 'matchMedia');
  motion.listeners.clear();
  localStorage.clear();
  sessionStorage.clear();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.body.className = '';
}
