/**
 * The vocabulary of the generated test paths (ARCHITECTURE E8), shared by the jsdom layer
 * (`qa/jsdom`), the browser layer (`qa/browser`) and the QA command (`npm run paths`).
 *
 * A machine's `PathSpec` says how a visitor drives it and what they see: for each event the
 * visitor's actions, for each state the checks. Both are plain data, so each layer interprets them
 * with its own tools and the manual test plan prints their `says` sentences.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { Language } from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import type { AllMessages } from '../../src/i18n';

/** A device the paths run on: the browser layer's Playwright project, the jsdom layer's facts. */
export interface Device {
  id: 'desktop' | 'narrow' | 'phone' | 'tablet';
  label: string;
  viewport: { width: number; height: number };
  /** What the machines read at start-up (the user agent, density, touch, screen). */
  facts: DeviceFacts;
  hasTouch: boolean;
}

/** One device in one language: a Playwright project (`desktop-en`, `phone-he`, …). */
export interface Project {
  id: string;
  device: Device;
  language: Language;
}

/** An element the visitor looks at or acts on, found by a CSS selector. */
export interface Target {
  css: string;
  /** How a person would find it: "the menu button", "the Mobile view choice". */
  label: string;
}

/**
 * Who can judge a check: a person looking at the page (or listening with a screen reader), or
 * only automation (developer tools: attributes, storage, computed styles). Each kind has a
 * default (`audienceOf` in `manual-plan.ts`); a check overrides it where its `says` is a fact
 * a person sees, e.g. a computed width that shows as "icons only".
 */
export type Audience = 'person' | 'automation';

/** What the visitor can see (or a tester can read) once a state is reached. */
export type Check = { says: string; for?: Audience } & (
  | { kind: 'attribute'; target: Target; name: string; value: string | null }
  | { kind: 'class'; target: Target; name: string; present: boolean }
  | { kind: 'storage'; key: string; value: string | null; session?: boolean }
  /**
   * The JSON stored under `key` has the properties of `value` (others are not compared), and
   * each property of `matching` is a string matching that pattern (a RegExp source: for a value
   * the page makes at random, like a draft's idempotency key); `value: null`: nothing stored.
   */
  | {
      kind: 'storedJson';
      key: string;
      value: Record<string, unknown> | null;
      matching?: Record<string, string>;
      session?: boolean;
    }
  /** The page's `<title>` starts (or does not start) with `prefix`. */
  | { kind: 'titlePrefix'; prefix: string; present: boolean }
  /** The address bar shows `path`, a URL's path (the name path files have always used). */
  | { kind: 'path'; path: string }
  | { kind: 'text'; target: Target; text: string }
  | { kind: 'visible'; target: Target; visible: boolean }
  | { kind: 'absent'; target: Target }
  | { kind: 'count'; target: Target; count: number }
  | { kind: 'css'; target: Target; property: string; value: string }
  | { kind: 'focused'; target: Target }
  /** The accessible name contains `name` (browsers and jsdom join a name's parts differently). */
  | { kind: 'name'; target: Target; name: string }
  | { kind: 'announced'; modes: string[] }
  /** The page has sent `count` POST requests to its own `url` (a path) since it opened. */
  | { kind: 'posts'; url: string; count: number }
);

type StoredJsonCheck = Extract<Check, { kind: 'storedJson' }>;

/**
 * A `storedJson` check's reading of what is stored, comparable (deep equality) with
 * `storedJsonExpected`: only the properties the check names, a matching one as its pattern.
 * Both layers read storage with it, so they judge it alike.
 */
export function storedJsonReading(stored: string | null, check: StoredJsonCheck): unknown {
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  if (typeof parsed !== 'object' || parsed === null || check.value === null) return parsed;
  const record = parsed as Record<string, unknown>;
  const reading: Record<string, unknown> = {};
  for (const key of Object.keys(check.value)) reading[key] = record[key];
  for (const [key, source] of Object.entries(check.matching ?? {})) {
    const found = record[key];
    reading[key] =
      typeof found === 'string' && new RegExp(source).test(found) ? `matches /${source}/` : found;
  }
  return reading;
}

/** What `storedJsonReading` gives when the check holds. */
export const storedJsonExpected = (check: StoredJsonCheck): unknown =>
  check.value === null
    ? null
    : {
        ...check.value,
        ...Object.fromEntries(
          Object.entries(check.matching ?? {}).map(([key, source]) => [key, `matches /${source}/`]),
        ),
      };

/** What the visitor does to make an event happen. */
export type Action = { says: string } & (
  | {
      kind: 'click';
      target: Target;
      /** Where in the target, from its top left corner (else its centre). */
      position?: { x: number; y: number };
      /** 2: a double click. */
      clicks?: 2;
    }
  | { kind: 'pointerEnter'; target: Target }
  | { kind: 'pointerLeave'; target: Target }
  | { kind: 'swipe'; target: Target; dx: number }
  | { kind: 'press'; key: string }
  /** Tab (or Shift+Tab) until keyboard focus is seen inside the target (or focus is outside it). */
  | { kind: 'tabUntil'; target: Target; inside: boolean; shift: boolean }
  /** The window is resized by its right edge: the pointer moves there first. */
  | { kind: 'resize'; width: number; height: number }
  /**
   * The device is turned: the page hears `orientationchange` and nothing else. The window keeps
   * its size (a turn that changes the width is a `resize` as well: make it a separate action).
   */
  | { kind: 'rotate' }
  /** The visitor turns the system's reduced-motion setting on or off. */
  | { kind: 'reducedMotion'; reduced: boolean }
  /** From now on the browser refuses to store anything (private mode, storage full). */
  | { kind: 'refuseStorage' }
  /** Time passes on the page's clock. */
  | { kind: 'wait'; ms: number }
  /** The page goes to the address `path` (a URL's path) as a link in it would (client-side navigation). */
  | { kind: 'follow'; path: string }
  /** Type `value` into a text field (replacing what it held): one change. */
  | { kind: 'fill'; target: Target; value: string }
  /** Choose the option with `value` in a select. */
  | { kind: 'select'; target: Target; value: string }
  /**
   * The next `count` requests to the page's own `url` (a path) fail: a network failure, or the
   * `answer` the service would give (a status and a JSON body).
   */
  | {
      kind: 'failRequests';
      url: string;
      count: number;
      answer?: { status: number; body: unknown };
    }
  /**
   * Wait (in real time: a network answer) until the target has left the page, then let a frame
   * pass: e.g. until the form is no longer sending, so the focus it moves next has moved.
   */
  | { kind: 'awaitGone'; target: Target }
  /** Nothing to do: the app does it by itself (e.g. measures the window once a delay is over). */
  | { kind: 'none' }
  /**
   * Scroll until the target is on screen: what sits below the first screen loads only as the
   * visitor comes near, an island of a prerendered page or the view-mode switcher at the page's
   * end. When the target is part of an island, waits (in real time: its chunk comes over the
   * network) until the island answers; with `shows`, until that is on the page.
   */
  | { kind: 'reach'; target: Target; shows?: Target }
  /** From now on the network holds back the scripts at `url` (a glob), until they are released. */
  | { kind: 'hold'; url: string }
  /**
   * The scripts held back at `url` arrive. The app's start-up then moves on timers of its own:
   * the page's clock runs, a frame at a time, until `<html>` has the attributes `until` names.
   */
  | { kind: 'release'; url: string; until: Record<string, string> }
  /** The visitor reloads the page. */
  | { kind: 'reload' }
  /** The visitor presses the browser's Back button. */
  | { kind: 'back' }
  /**
   * Not a visitor action: `event` goes straight to the actor of machine `machine` (its id), as
   * the dev inspector sends it. For a recorded event no visitor causes (`session-path.ts`); only
   * a development server (`npm run dev`) has the inspector's channel that delivers it.
   */
  | { kind: 'send'; machine: string; event: { type: string; [key: string]: unknown } }
);

export type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
export type SnapshotOf<M extends AnyStateMachine> = SnapshotFrom<M>;

/** Where a visitor starts: the URL, what the browser has stored, and the machine's input then. */
export interface Start<M extends AnyStateMachine> {
  /** Unique within the machine: "nothing stored", "mobile stored". */
  label: string;
  /** The address the browser opens (its path: `/he/about`). */
  url: string;
  /** Where the visitor lands if not on `url` (a stored Hebrew preference opens the twin). */
  lands?: string;
  stored: Record<string, string>;
  /** The visitor's system settings the page can read (`prefers-reduced-motion`), if any matter. */
  media?: { reducedMotion: boolean };
  /**
   * What happens once the page has opened, before the path's first state: e.g. the app's script
   * is held back and the page reloaded, so the path starts before start-up.
   */
  before?: Action[];
  input: InputFrom<M>;
}

/** What an action builder and a check builder know about where the path is. */
export interface StepContext<M extends AnyStateMachine> {
  project: Project;
  messages: AllMessages;
  start: Start<M>;
  /** The path's steps so far, this one included (`steps[index]`). */
  steps: ReadonlyArray<PathStep<M>>;
  index: number;
  /** The page's address (its path: `/he/about`) before this step. */
  currentUrl: string;
}

export interface PathStep<M extends AnyStateMachine> {
  /** The machine events of this step: one visitor event, then any the app sends by itself. */
  events: Array<EventOf<M>>;
  state: SnapshotOf<M>;
  /** Milliseconds the clock moves in this step (a named delay elapsing), else 0. */
  ms: number;
}

/**
 * A device/language combination on which part of a machine cannot happen, and why. The rules of
 * a spec must name exactly what the paths generated for a project do not reach there
 * (`coverage.test.ts`): coverage per project is reckoned from them, never from guards.
 */
interface Unreachable {
  rule: string;
  /** Does the rule apply on this project? */
  applies: (project: Project) => boolean;
  /** State ids (`viewMode.mode.desktop`) and transition names (or parts of them) it excludes. */
  items: string[];
}

export interface PathSpec<M extends AnyStateMachine> {
  /** Kebab-case name used in ids and on the command line: `view-mode`. */
  name: string;
  machine: M;
  /** Where visitors start on a project (device and language). */
  starts: (project: Project) => Array<Start<M>>;
  /** The events the visitor (or the app) can send in a snapshot (on the project, if it matters). */
  events: (snapshot: SnapshotOf<M>, project: Project) => Array<EventOf<M>>;
  /** Keeps the model to what can happen, in the order time allows (on the project). */
  filter?: (snapshot: SnapshotOf<M>, event: EventOf<M>, project: Project) => boolean;
  /**
   * Take every event of `events` wherever it can take a transition, not just one event per
   * transition: for events the machine treats alike but a visitor makes happen differently
   * (closing the drawer by its overlay or by Escape).
   */
  everyEvent?: boolean;
  /** What makes two snapshots the same state for the traversal. */
  serialize: (snapshot: SnapshotOf<M>) => string;
  /**
   * Events the app sends by itself right after the one before (e.g. the measured width): their
   * types, or a test for the events when the visitor can cause one of the same type.
   */
  automatic?: ReadonlyArray<string> | ((event: EventOf<M>) => boolean);
  /** A few words for an event in a path's title: "force mobile". */
  describe: (event: EventOf<M>) => string;
  /** The visitor's actions that make the step's first event happen. */
  act: (context: StepContext<M>) => Action[];
  /** What the visitor sees in the step's state. */
  expect: (context: StepContext<M>) => Check[];
  /** Where the page goes because of the step (the language toggle, a side-bar item). */
  urlAfter?: (context: StepContext<M>) => string;
  unreachable?: Unreachable[];
}

/**
 * What the generated paths must cover (issue #21): every state; every transition (the default);
 * or every pair of transitions that can be taken one after the other.
 */
export type Criterion = 'states' | 'transitions' | 'transition-pairs';

/** Seeded random walks: `count` walks of up to `length` steps from each start. */
export interface Walk {
  seed: number;
  length: number;
  count: number;
}

/** How a machine's paths are chosen: to meet a coverage criterion, or by random walks. */
export type Generation = { criterion: Criterion } | { walk: Walk };

export const DEFAULT_GENERATION: Generation = { criterion: 'transitions' };

// The specs are stored in one list of differently typed machines.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPathSpec = PathSpec<any>;

export interface GeneratedPath<M extends AnyStateMachine = AnyStateMachine> {
  /** `view-mode 07`: the machine and a number, stable while the machine and its spec are. */
  id: string;
  /** `view-mode 07: auto, nothing stored → resize to 500 px → …` */
  title: string;
  spec: PathSpec<M>;
  start: Start<M>;
  /** The first step is the start (no events); each next one is one visitor event. */
  steps: Array<PathStep<M>>;
  /** The projects (device × language) the path is generated for. */
  projects: string[];
}
