/**
 * The model-based test layer's shared harness (ARCHITECTURE E7).
 *
 * Paths are generated from the real machines with `xstate/graph`; each path is replayed against
 * the real React views (`<App>` with the real `createAppActors`) in jsdom, one visitor action per
 * step, and after every step the test checks what the visitor sees. Coverage is measured on the
 * running app (not on the model): every actor is created with an inspection observer that records
 * the state nodes it entered and the transition definitions it took.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  createActor,
  createMachine,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { AdjacencyValue, StatePath, TestModel } from 'xstate/graph';
import {
  DELAYS,
  STORAGE_KEYS,
  VIEW_MODE_CHANGED_EVENT,
  type Language,
  type ViewMode,
} from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import type { ViewModeInput } from '../../machines/view-mode.machine';
import { App, pageForPath } from '../../src/App';
import { createAppActors, type AppActors } from '../../src/app/actors';
import { dictionaries, type Messages } from '../../src/i18n';
import { basePath, languageOfPath } from '../../src/paths';
import { pageRoutes } from '../../src/routes';
import type { Environment } from '../../src/platform/environment';

// ---------------------------------------------------------------------------------------------
// Devices and visits
// ---------------------------------------------------------------------------------------------

export const DESKTOP_DEVICE: DeviceFacts = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  devicePixelRatio: 1,
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
};

export const IPHONE: DeviceFacts = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  devicePixelRatio: 3,
  maxTouchPoints: 5,
  screenWidth: 390,
  screenHeight: 844,
};

/** Two plain pages (heading and introduction) to visit and move between. */
export const PAGES = ['/about', '/usecases'] as const;
export const otherPage = (path: string) => (basePath(path) === PAGES[0] ? PAGES[1] : PAGES[0]);

/** Viewport widths either side of the 767/768 px layout breakpoint. */
export const WIDE = 1280;
export const NARROW = 500;

/** How a visitor arrives: the URL, what the browser has stored, the device and the window. */
export interface Visit {
  path: string;
  stored?: { language?: string; viewMode?: string };
  device?: DeviceFacts;
  viewportWidth?: number;
}

/** The view-mode machine's input for a visit (what `environmentFor` will read once it is set up). */
export function viewModeInputFor(visit: Visit): ViewModeInput {
  return {
    ...(visit.device ?? DESKTOP_DEVICE),
    storedViewMode: visit.stored?.viewMode ?? null,
    viewportWidth: visit.viewportWidth ?? WIDE,
  };
}

/** The start-up facts, read by hand exactly as `readEnvironment` reads them in the browser. */
export function environmentFor(visit: Visit): Environment {
  return {
    language: {
      urlLanguage: languageOfPath(visit.path),
      storedLanguage: localStorage.getItem(STORAGE_KEYS.language),
    },
    viewMode: {
      ...(visit.device ?? DESKTOP_DEVICE),
      storedViewMode: localStorage.getItem(STORAGE_KEYS.viewMode),
      viewportWidth: window.innerWidth,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Coverage of the machine definitions, measured on the running app
// ---------------------------------------------------------------------------------------------

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

/** A transition definition's stable name: source, event (or `always`), position, targets. */
function transitionKey(transition: AnyTransitionDefinition): string | null {
  const source = transition.source;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(transition);
  const eventType = String(transition.eventType);
  const list: readonly AnyTransitionDefinition[] =
    alwaysIndex >= 0 ? always : (source.transitions.get(eventType) ?? []);
  const index = alwaysIndex >= 0 ? alwaysIndex : list.indexOf(transition);
  if (index < 0) return null; // the synthetic initial transition
  const event = alwaysIndex >= 0 ? 'always' : eventType;
  const targets = (transition.target ?? []).map((target) => `#${target.id}`).join(', ');
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : 'guard'}]`
    : '';
  return `#${source.id} —${event}${list.length > 1 ? `(${index + 1})` : ''}${guard}→ ${targets || '(stays)'}`;
}

/** Every state node and every transition definition of a machine (`after` is in `transitions`). */
export function definitionOf(machine: AnyStateMachine) {
  const nodes = allStateNodes(machine.root);
  const transitions = new Set<string>();
  for (const node of nodes) {
    const all = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of all) {
      const key = transitionKey(transition);
      if (key) transitions.add(key);
    }
  }
  return { states: nodes.map((node) => `#${node.id}`), transitions: [...transitions] };
}

export interface CoverageRecorder {
  /** Pass to `createAppActors({ inspect })` (`renderApp` does). */
  inspect: (event: InspectionEvent) => void;
  /** A path starts: what the app does from now on counts once the path has passed. */
  begin: () => void;
  /** The path passed: count what the app did during it. */
  pathRun: () => void;
  summary: () => string;
}

const isMachineSnapshot = (value: unknown): value is AnyMachineSnapshot =>
  typeof value === 'object' && value !== null && '_nodes' in value;

/**
 * Records which state nodes the app's actor for `machine` entered and which transition
 * definitions it took (from `@xstate.microstep` inspection events, so transient states and
 * eventless transitions count too), keeping only what happened during paths that passed.
 * `explanations` maps a part of an uncovered item's name to why it cannot be covered.
 */
export function recordCoverage(
  machine: AnyStateMachine,
  explanations: Record<string, string> = {},
): CoverageRecorder {
  const definition = definitionOf(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  let paths = 0;
  let pending = { states: new Set<string>(), transitions: new Set<string>() };

  const noteSnapshot = (snapshot: unknown) => {
    if (!isMachineSnapshot(snapshot)) return;
    for (const node of snapshot._nodes as AnyStateNode[]) pending.states.add(`#${node.id}`);
  };
  const belongs = (actorRef: unknown) =>
    (actorRef as { logic?: { root?: AnyStateNode } }).logic?.root?.id === machine.id;

  return {
    inspect: (event) => {
      if (!belongs(event.actorRef)) return;
      if (event.type === '@xstate.snapshot') noteSnapshot(event.snapshot);
      if (event.type === '@xstate.microstep') {
        noteSnapshot(event.snapshot);
        for (const transition of event._transitions) {
          const key = transitionKey(transition);
          if (!key) continue;
          pending.transitions.add(key);
          // A transition is only taken from an active state: its source and ancestors were entered.
          for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent)
            pending.states.add(`#${node.id}`);
        }
      }
    },
    begin: () => {
      pending = { states: new Set(), transitions: new Set() };
    },
    pathRun: () => {
      paths += 1;
      for (const id of pending.states) states.add(id);
      for (const key of pending.transitions) transitions.add(key);
    },
    summary: () => {
      const coveredStates = definition.states.filter((id) => states.has(id));
      const coveredTransitions = definition.transitions.filter((key) => transitions.has(key));
      const missing = [
        ...definition.states.filter((id) => !states.has(id)).map((id) => `state ${id}`),
        ...definition.transitions.filter((key) => !transitions.has(key)),
      ].map((item) => {
        const why = Object.entries(explanations).find(([prefix]) => item.includes(prefix))?.[1];
        return `    not covered: ${item}${why ? ` — ${why}` : ''}`;
      });
      return [
        `model coverage — ${machine.id}: ${paths} paths, states ${coveredStates.length}/${definition.states.length}, transitions ${coveredTransitions.length}/${definition.transitions.length}`,
        ...missing,
      ].join('\n');
    },
  };
}

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the model tests; printed at the end of the run by `coverage-reporter.ts`. */
    modelCoverage?: string;
  }
}

/** Registers the per-file coverage summary; `coverage-reporter.ts` prints it after the run. */
export function reportCoverageAfterAll(coverage: CoverageRecorder) {
  // eslint-disable-next-line no-empty-pattern -- Vitest passes the file's task second.
  afterAll(({}, suite) => {
    suite.meta.modelCoverage = coverage.summary();
  });
}

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** The catalogue's events for every event the snapshot's active states handle (after events as-is). */
export function eventsFrom<TEvent extends EventObject>(catalogue: readonly TEvent[]) {
  return (snapshot: AnyMachineSnapshot): TEvent[] =>
    (ownEventDescriptors(snapshot) as string[]).flatMap((type) => {
      const matching = catalogue.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type } as TEvent];
    });
}

/** `xstate.after.resizeDebounce.viewMode.viewport.resizing` → `resizeDebounce`. */
export const delayOf = (eventType: string): keyof typeof DELAYS | null => {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  const name = match?.[1];
  return name && name in DELAYS ? (name as keyof typeof DELAYS) : null;
};

export function describeEvent(event: EventObject): string {
  const delay = delayOf(event.type);
  if (delay) return `${delay} (${DELAYS[delay]} ms) elapses`;
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const details = Object.entries(payload)
    .filter(([key]) => key !== 'id')
    .map(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? `${key}=${value}` : key,
    );
  return details.length > 0 ? `${type}(${details.join(', ')})` : type;
}

export function describeState(snapshot: AnyMachineSnapshot): string {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' + ');
}

export interface ModelPath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  title: string;
  path: StatePath<TSnapshot, TEvent>;
}

/** One clear, unique sentence per path: where the visitor starts, what happens, where it ends. */
export function titled<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  start: string,
  paths: Array<StatePath<TSnapshot, TEvent>>,
  options: {
    /** A model's own wording for an event (default: type and payload). */
    event?: (event: TEvent) => string | undefined;
    /** Appended to the final state, e.g. a context fact the state name does not show. */
    end?: (path: StatePath<TSnapshot, TEvent>) => string;
  } = {},
): Array<ModelPath<TSnapshot, TEvent>> {
  const titles = new Set<string>();
  return paths.map((path) => {
    const events = path.steps
      .slice(1)
      .map((step) => options.event?.(step.event) ?? describeEvent(step.event));
    const happens = events.length > 0 ? events.join(' → ') : 'nothing happens';
    const title = `${start}: ${happens} ⇒ ${describeState(path.state)}${options.end?.(path) ?? ''}`;
    if (titles.has(title)) throw new Error(`Two generated paths share the title "${title}"`);
    titles.add(title);
    return { title, path };
  });
}

/**
 * The transition definitions (by `transitionKey`) a machine takes for an event in a snapshot,
 * found the way the running app reports them: from `@xstate.microstep` inspection events, here of
 * a pure `machine.transition` with an inert actor scope (no action or actor is run).
 */
export function transitionsTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const taken: string[] = [];
  const probe = createActor(createMachine({}), {
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of inspection._transitions) {
        const key = transitionKey(transition);
        if (key) taken.push(key);
      }
    },
  });
  const scope = {
    self: probe,
    system: probe.system,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<typeof machine.transition>[2];
  machine.transition(snapshot, event, scope);
  return taken;
}

/**
 * Shortest paths reach every state; these are the shortest paths plus, for every transition
 * definition none of them takes, the shortest path to a state where the model takes it,
 * followed by that event ("all transitions"). Paths that are prefixes of others are dropped.
 */
export function pathsCoveringTransitions<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
>(machine: AnyStateMachine, model: TestModel<TSnapshot, TEvent, TInput>) {
  const shortest: Array<StatePath<TSnapshot, TEvent>> = model.getShortestPaths({
    allowDuplicatePaths: true,
  });
  const serializeState = model.options.serializeState;
  if (!serializeState) throw new Error('the model needs a serializeState');
  const serialize = (snapshot: TSnapshot) => serializeState(snapshot, undefined);
  const toState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const covered = new Set<string>();
  for (const path of shortest)
    for (const [index, step] of path.steps.entries())
      if (index > 0)
        for (const key of transitionsTaken(machine, path.steps[index - 1]!.state, step.event))
          covered.add(key);

  const extended: Array<StatePath<TSnapshot, TEvent>> = [];
  const adjacency = Object.entries(model.getAdjacencyMap()) as Array<
    [string, AdjacencyValue<TSnapshot, TEvent>]
  >;
  for (const [serial, { state, transitions }] of adjacency) {
    const head = toState.get(serial);
    if (!head) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      const fresh = transitionsTaken(machine, state, event).filter((key) => !covered.has(key));
      if (fresh.length === 0) continue;
      for (const key of fresh) covered.add(key);
      extended.push({
        state: next,
        steps: [...head.steps, { state: next, event }],
        weight: head.weight + 1,
      });
    }
  }

  return withoutPrefixes([...shortest, ...extended]);
}

/** Drops every path whose events are a prefix of another path's (and exact repeats). */
export function withoutPrefixes<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  paths: Array<StatePath<TSnapshot, TEvent>>,
): Array<StatePath<TSnapshot, TEvent>> {
  const sequences = paths.map((path) => path.steps.map((step) => JSON.stringify(step.event)));
  return paths.filter((_, index) => {
    const mine = sequences[index]!;
    return !sequences.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.length >= mine.length &&
        mine.every((event, position) => other[position] === event) &&
        (other.length > mine.length || otherIndex < index),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The app under test
// ---------------------------------------------------------------------------------------------

export interface RenderedApp {
  actors: AppActors;
  memory: ReturnType<typeof memoryLocation> & { history: string[] };
  user: ReturnType<typeof userEvent.setup>;
  /** Detail of every `viewModeChanged` window event, in order. */
  announcements: ViewMode[];
  currentPath: () => string;
  language: () => Language;
  messages: () => Messages;
}

let stopCurrent: (() => void) | null = null;

/** Renders the real app for a visit (storage seeded first) with a memory location. */
export function renderApp(visit: Visit, coverage?: CoverageRecorder): RenderedApp {
  window.innerWidth = visit.viewportWidth ?? WIDE;
  if (visit.stored?.language !== undefined)
    localStorage.setItem(STORAGE_KEYS.language, visit.stored.language);
  if (visit.stored?.viewMode !== undefined)
    localStorage.setItem(STORAGE_KEYS.viewMode, visit.stored.viewMode);

  const memory = memoryLocation({ path: visit.path, record: true });
  const currentPath = () => memory.history.at(-1) ?? visit.path;
  const announcements: ViewMode[] = [];
  const onAnnounce = (event: Event) => announcements.push((event as CustomEvent<ViewMode>).detail);
  window.addEventListener(VIEW_MODE_CHANGED_EVENT, onAnnounce);

  coverage?.begin();
  const actors = createAppActors({
    environment: environmentFor(visit),
    navigation: {
      currentPath,
      navigate: (to, { replace }) => memory.navigate(to, { replace }),
    },
    inspect: coverage?.inspect,
  });
  render(<App actors={actors} hook={memory.hook} />);

  stopCurrent = () => {
    window.removeEventListener(VIEW_MODE_CHANGED_EVENT, onAnnounce);
    for (const actor of [actors.sideBar, actors.viewMode, actors.language, actors.toast])
      actor.stop();
  };
  const language = () => actors.language.getSnapshot().context.language;
  return {
    actors,
    memory,
    // No delays between user-event's inputs: the simulated clock only moves when a path says so.
    user: userEvent.setup({ delay: null }),
    announcements,
    currentPath,
    language,
    messages: () => dictionaries[language()],
  };
}

/** Unmounts, stops the actors and puts the document, storage and window back as they were. */
export function resetApp() {
  cleanup();
  stopCurrent?.();
  stopCurrent = null;
  localStorage.clear();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.body.className = '';
  window.innerWidth = WIDE;
}

/**
 * Sets a test file up for rendering the app: jsdom's missing pointer-capture methods (Radix
 * Toast calls them on every pointer up), the lazily loaded pages, switcher and toast view loaded
 * once with real timers before any simulated clock (they resolve once per module instance, so
 * later renders never suspend), and a clean document, storage and window after every test.
 */
export function setUpApp({ pages }: { pages: string[] }) {
  // A path replays many visitor actions against the whole app; give it room on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    for (const method of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'])
      if (!(method in Element.prototype))
        Object.defineProperty(Element.prototype, method, {
          configurable: true,
          value: method === 'hasPointerCapture' ? () => false : () => {},
        });
    await Promise.all(pages.map((path) => pageForPath(path).preload()));
    // A narrow window shows the lazily loaded chrome: the view-mode switcher and the toasts.
    renderApp({ path: pages[0]!, viewportWidth: NARROW });
    await screen.findByRole('radiogroup', {}, { timeout: 10_000 });
    await waitFor(() => toastRegion(), { timeout: 10_000 });
    resetApp();
  }, 30_000);
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // not implemented by jsdom
  });
  afterEach(resetApp);
}

// ---------------------------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------------------------

/**
 * Lets the named delay of a pending `after` timer elapse on the simulated clock: time advances to
 * the instant the timer was scheduled for, and timers due then run one at a time until this one
 * has fired (timers scheduled earlier for the same instant run first, as in the browser).
 */
export function elapse(actor: AnyActorRef, eventType: string) {
  const delay = delayOf(eventType);
  if (!delay) throw new Error(`${eventType} is not a named delay`);
  const scheduled = actor.system.getSnapshot()._scheduledEvents;
  const entry = Object.entries(scheduled).find(([, event]) => event.event.type === eventType);
  if (!entry) throw new Error(`The app has no pending timer for ${eventType}`);
  const [id, timer] = entry;
  expect(timer.delay, `the app schedules ${delay} with its named delay`).toBe(DELAYS[delay]);
  const due = timer.startedAt + timer.delay;
  act(() => {
    vi.advanceTimersByTime(Math.max(0, due - Date.now() - 1));
  });
  // `vi.advanceTimersToNextTimer()` also runs every other timer due at that instant (it ticks 0
  // after each step); the fake clock's own `next()` runs exactly one.
  const clock = fakeClock();
  for (let guard = 0; id in actor.system.getSnapshot()._scheduledEvents; guard += 1) {
    if (guard > 50) throw new Error(`${eventType} did not fire`);
    act(() => {
      clock.next();
    });
  }
  expect(Date.now(), `${eventType} fired ${DELAYS[delay]} ms after it was scheduled`).toBe(due);
}

/** The `@sinonjs/fake-timers` clock behind `vi.useFakeTimers()` (it hangs it on `setTimeout`). */
function fakeClock(): { next: () => void } {
  const clock = (globalThis.setTimeout as unknown as { clock?: { next: () => void } }).clock;
  if (!clock) throw new Error('call vi.useFakeTimers() first');
  return clock;
}

/**
 * Testing Library's async wrapper (used by user-event) waits for a `setTimeout(0)` and advances
 * fake timers only if it finds Jest's; point it at Vitest's so user-event works on the simulated
 * clock.
 */
export function runOnSimulatedClock() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

// ---------------------------------------------------------------------------------------------
// Keyboard focus
// ---------------------------------------------------------------------------------------------

/**
 * jsdom 29 parses `:focus-visible` but never matches it (not even right after a Tab from
 * user-event), so the side bar's "keyboard focus entered" check could never pass. This stands in
 * for the browsers' heuristic: focus that follows a key press is visible, focus that follows a
 * pointer press is not. Everything else goes to jsdom's own `matches`.
 */
export function emulateFocusVisible() {
  let modality: 'keyboard' | 'pointer' = 'pointer';
  const onKey = () => (modality = 'keyboard');
  const onPointer = () => (modality = 'pointer');
  const original = Element.prototype.matches; // eslint-disable-line @typescript-eslint/unbound-method
  beforeAll(() => {
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('mousedown', onPointer, true);
    Element.prototype.matches = function matches(this: Element, selectors: string) {
      if (selectors.trim() === ':focus-visible')
        return this === document.activeElement && modality === 'keyboard';
      return original.call(this, selectors);
    } as typeof original;
  });
  afterAll(() => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
    window.removeEventListener('mousedown', onPointer, true);
    Element.prototype.matches = original;
  });
}

/** The H1 is the current page's heading in the language shown. */
export function expectPageHeading(app: RenderedApp) {
  const route = pageRoutes.find((candidate) => candidate.path === basePath(app.currentPath()));
  if (!route) throw new Error(`no page at ${app.currentPath()}`);
  const key = `page.${route.id}.heading` as keyof Messages;
  const headings = document.querySelectorAll('h1');
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveTextContent(app.messages()[key]);
}

/**
 * The floating language link (the one link with `hreflang`), checked by its accessible name:
 * `getByRole('link', { name })` would compute the name of every link on the page (~200 ms).
 */
export function languageToggle(app: RenderedApp): HTMLAnchorElement {
  const m = app.messages();
  const link = document.querySelector<HTMLAnchorElement>('a[hreflang]');
  if (!link) throw new Error('no language link');
  expect(link).toHaveAccessibleName(new RegExp(m['language.toggle.name']));
  expect(link).toHaveTextContent(m['language.toggle.label']);
  return link;
}

/**
 * The toasts' region (Radix renders it around the viewport list, whatever the language); its
 * name is checked separately, by `expectToastRegionName`.
 */
export function toastRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[role="region"]:has(> ol)');
  if (!region) throw new Error('no notifications region');
  return region;
}

/** The region is named in the visitor's language, with the hotkey: "Notifications (F8)". */
export function expectToastRegionName(app: RenderedApp) {
  const label = app.messages()['toast.region'].replace('{hotkey}', 'F8');
  expect(toastRegion()).toHaveAttribute('aria-label', label);
}

/** The toast shown in the region, if any (Radix renders one `li` per open toast). */
export function shownToast(): HTMLElement | null {
  const toasts = toastRegion().querySelectorAll<HTMLElement>('li');
  expect(toasts.length, 'one visible toast at most').toBeLessThanOrEqual(1);
  return toasts[0] ?? null;
}

/** Is the element hidden the way `visuallyHidden` hides it (still read by screen readers)? */
export const isVisuallyHidden = (element: Element) => {
  const style = getComputedStyle(element);
  return style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)';
};
