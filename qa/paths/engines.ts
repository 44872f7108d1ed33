/**
 * The browser engines the generated paths run on (issue #43, item 4), and which paths each can
 * run as the path says. Chromium runs every path as generated. Firefox ESR (Playwright over
 * WebDriver BiDi) runs every path too, but has no touch emulation, so a touch device's paths run
 * there without touch (its colour scheme and reduced motion are set through its preferences:
 * qa/browser/media.ts). WebKit (WebKitGTK's MiniBrowser over classic WebDriver,
 * `qa/browser/webkit/`) has no touch, no network interception, no reduced-motion setting and no
 * clock that can be installed before the page's scripts: its paths wait in real time, so a path
 * whose checks fall inside a timer, or that waits too long, does not run there.
 *
 * The decision is made from a path file entry's plain data (its device, start, actions, checks
 * and state values) and the machine's definition, so `list`, `run`, the coverage document and
 * the manual plan all give the same answer and the same reason.
 */
import { getStateNodes, type AnyStateMachine, type StateValue } from 'xstate';
import type { Language } from '../../machines/constants';
import type { DeviceFacts } from '../../machines/device';
import { deviceById } from './devices';
import type { Action, Check, Device, Start } from './model';
import { specOf } from './specs';
import { delaysOf } from './timeline';

/** The engines the project tests on, as qa/launch/browsers.ts starts them. */
export const PATH_ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type PathEngine = (typeof PATH_ENGINES)[number];

export const DEFAULT_ENGINE: PathEngine = 'chromium';

/** The engines Playwright drives (the others have a runner of their own). */
export const PLAYWRIGHT_ENGINES: readonly PathEngine[] = ['chromium', 'firefox'];

/**
 * `--engine`: one engine, several joined by commas, or `all`; by default Chromium. In the order
 * of `PATH_ENGINES`, each once.
 */
export function parseEngines(value: string | undefined): PathEngine[] {
  if (value === undefined) return [DEFAULT_ENGINE];
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const known = `the engines are ${PATH_ENGINES.join(', ')}, or all`;
  if (names.some((name) => name === ''))
    throw new Error(`--engine names an engine, not "${value}"; ${known}`);
  if (names.includes('all')) {
    if (names.length > 1) throw new Error(`--engine all goes alone, not with "${value}"`);
    return [...PATH_ENGINES];
  }
  const unknown = names.filter((name) => !(PATH_ENGINES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`No engine "${unknown.join('", "')}"; ${known}`);
  return PATH_ENGINES.filter((engine) => names.includes(engine));
}

/**
 * A device project's name on an engine, in reports and on Playwright's command line: Chromium's
 * keep their names (`phone-he`), the others get the engine after them (`phone-he-firefox`).
 */
export const engineProject = (project: string, engine: PathEngine): string =>
  engine === DEFAULT_ENGINE ? project : `${project}-${engine}`;

/** The device project and engine of a name `engineProject` made. */
export function splitEngineProject(name: string): { project: string; engine: PathEngine } {
  for (const engine of PATH_ENGINES)
    if (engine !== DEFAULT_ENGINE && name.endsWith(`-${engine}`))
      return { project: name.slice(0, -engine.length - 1), engine };
  return { project: name, engine: DEFAULT_ENGINE };
}

/**
 * The longest a WebKit path may wait in real time: the longest timer a visitor waits out (the
 * toast's 5 s) fits, the closed toast's removal (1,000,000 ms) does not. A timer longer than
 * this never ends while a path runs, so a check inside it does not race it.
 */
export const REAL_TIME_WAIT_LIMIT_MS = 10_000;

/**
 * What a runner needs to know of a path to say whether an engine can run it: a path file entry's
 * (`path-file.ts`) machine, start and steps, or a plan's (`manual-plan.ts`).
 */
export interface EnginePlan {
  machine: string;
  start: { device: Device['id']; language: Language; media?: Start<AnyStateMachine>['media'] };
  steps: ReadonlyArray<{ title: string; actions: Action[]; checks: Check[]; value?: StateValue }>;
}

/** Whether an engine runs a path, and how it differs from Chromium's run there; or why not. */
export type EngineVerdict = { runs: true; notes: string[] } | { runs: false; reason: string };

/** What Firefox's run of a touch device's path lacks. */
export const WITHOUT_TOUCH =
  'ran without touch emulation (Firefox has none over WebDriver BiDi: no touch points, no mobile viewport); the device is mobile by its user agent all the same';

/**
 * What Firefox's run of a path that reloads a right-to-left page does for it. Firefox ESR 153
 * does not keep a right-to-left page's scroll position across a reload (a plain `<html dir="rtl">`
 * page of paragraphs, headless or not, with or without JavaScript: it opens at the top), where
 * Chromium and WebKit do, and so does Firefox for a left-to-right page.
 */
export const RIGHT_TO_LEFT_RELOAD =
  'scrolled back to where it was after each reload, as Chromium and WebKit keep it (Firefox opens a reloaded right-to-left page at the top)';

const NO_REDUCED_MOTION =
  'MiniBrowser over classic WebDriver cannot emulate prefers-reduced-motion';

/** The step that first does an action of one of `kinds`. */
const firstStepWith = (plan: EnginePlan, kinds: ReadonlyArray<Action['kind']>) =>
  plan.steps.find((step) => step.actions.some((action) => kinds.includes(action.kind)));

/** Why a path cannot run in WebKit, where reduced motion cannot be emulated, if it needs it. */
function reducedMotionNeed(plan: EnginePlan): string | null {
  if (plan.start.media?.reducedMotion)
    return `it starts with reduced motion on: ${NO_REDUCED_MOTION}`;
  const step = firstStepWith(plan, ['reducedMotion']);
  return step ? `"${step.title}" turns reduced motion on or off: ${NO_REDUCED_MOTION}` : null;
}

interface PendingTimer {
  name: string;
  /** Milliseconds, or null when the delay is computed by the machine (not known here). */
  ms: number | null;
}

/** The machine's timers pending in a state value: the delayed transitions of its active states. */
export function pendingTimers(machine: AnyStateMachine, value: StateValue): PendingTimer[] {
  const delays = delaysOf(machine);
  return getStateNodes(machine.root, value).flatMap((node) =>
    node.after.map(({ delay }): PendingTimer => {
      if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
      if (typeof delay === 'string') return { name: delay, ms: delays[delay] ?? null };
      return { name: 'computed', ms: null };
    }),
  );
}

const timerWords = (timer: PendingTimer) =>
  timer.ms === null ? `the ${timer.name} timer` : `the ${timer.ms} ms ${timer.name} timer`;

/**
 * Why a path cannot run on a real clock, if it cannot: a wait too long to sit through (first: it
 * is what no runner could do), or a step whose checks are read while a timer runs that changes what they look at (on the page's
 * paused clock nothing ends by itself; on a real one it may end before or while they are read).
 * A timer counts when the path's machine is in a state that has it (longer ones than
 * `REAL_TIME_WAIT_LIMIT_MS` never end during a path), or when the next step starts by waiting
 * for one and the checks do not all hold after it too.
 */
export function realTimeProblem(plan: EnginePlan): string | null {
  const machine = specOf(plan.machine)?.machine as AnyStateMachine | undefined;
  for (const step of plan.steps) {
    const wait = step.actions.find(
      (action): action is Extract<Action, { kind: 'wait' }> =>
        action.kind === 'wait' && action.ms > REAL_TIME_WAIT_LIMIT_MS,
    );
    if (wait)
      return `"${step.title}" waits ${wait.ms.toLocaleString('en')} ms: too long to wait in real time (the page's clock cannot be installed before its scripts over classic WebDriver)`;
  }
  for (const [index, step] of plan.steps.entries()) {
    if (step.checks.length === 0) continue;
    const racing =
      machine && step.value !== undefined
        ? pendingTimers(machine, step.value).filter(
            (timer) => timer.ms === null || timer.ms <= REAL_TIME_WAIT_LIMIT_MS,
          )
        : [];
    if (racing.length > 0)
      return `the checks of "${step.title}" fall inside ${racing.map(timerWords).join(' and ')}, which on a real clock may end before or while they are read`;
    const next = plan.steps[index + 1];
    const waited = next?.actions[0];
    if (next && waited?.kind === 'wait') {
      const after = new Set(next.checks.map((check) => JSON.stringify(check)));
      if (!step.checks.every((check) => after.has(JSON.stringify(check))))
        return `the checks of "${step.title}" fall inside the ${waited.ms} ms timer that "${next.title}" waits for, which on a real clock may end before or while they are read`;
    }
  }
  return null;
}

/** How every run of an engine on a device differs from Chromium's there, for the report. */
export function engineNotes(engine: PathEngine, device: Device): string[] {
  if (engine === 'firefox') return device.hasTouch ? [WITHOUT_TOUCH] : [];
  if (engine === 'webkit')
    return [
      "WebKit's own user agent, density and screen (MiniBrowser is told no other): the page's description of the device is held to the path's",
      'announcements and POST requests counted from when the page has started (no script runs before the page over classic WebDriver)',
    ];
  return [];
}

/** What WebKit's run of a path does differently from Chromium's, for the report. */
function webKitNotes(plan: EnginePlan): string[] {
  const notes = engineNotes('webkit', deviceById(plan.start.device));
  if (firstStepWith(plan, ['wait'])) notes.push('waited in real time');
  if (firstStepWith(plan, ['failRequests']))
    notes.push('failed requests answered in the page (its fetch replaced), not on the network');
  return notes;
}

/** Whether `engine` runs `plan` as the path says, with what differs; or why it cannot. */
export function verdictOn(plan: EnginePlan, engine: PathEngine): EngineVerdict {
  const device = deviceById(plan.start.device);
  if (engine === 'chromium') return { runs: true, notes: [] };
  if (engine === 'firefox') {
    const notes = engineNotes(engine, device);
    if (plan.start.language === 'he' && firstStepWith(plan, ['reload']))
      notes.push(RIGHT_TO_LEFT_RELOAD);
    return { runs: true, notes };
  }
  if (device.hasTouch)
    return {
      runs: false,
      reason: `the ${device.id} is a touch device, and WebKitGTK cannot emulate touch over classic WebDriver`,
    };
  const held = firstStepWith(plan, ['hold', 'release']);
  if (held)
    return {
      runs: false,
      reason: `"${held.title}" holds the app's scripts back on the network: classic WebDriver cannot intercept requests`,
    };
  const motion = reducedMotionNeed(plan);
  if (motion) return { runs: false, reason: motion };
  const timing = realTimeProblem(plan);
  if (timing) return { runs: false, reason: timing };
  return { runs: true, notes: webKitNotes(plan) };
}

/**
 * The device facts a Playwright engine's page reports: the device's, but no touch points in
 * Firefox, which cannot emulate them.
 */
export function expectedFacts(device: Device, engine: PathEngine): DeviceFacts {
  return engine === 'firefox' ? { ...device.facts, maxTouchPoints: 0 } : device.facts;
}

/** A path an engine cannot run, as the coverage document lists it. */
export interface NotRunnable {
  engine: PathEngine;
  project: string;
  machine: string;
  path: string;
  reason: string;
}

/** The paths of `plans` that `engines` cannot run, each with its reason. */
export function notRunnableOn(
  plans: ReadonlyArray<EnginePlan & { id: string; project: string }>,
  engines: readonly PathEngine[],
): NotRunnable[] {
  return engines.flatMap((engine) =>
    plans.flatMap((plan) => {
      const verdict = verdictOn(plan, engine);
      return verdict.runs
        ? []
        : [
            {
              engine,
              project: plan.project,
              machine: plan.machine,
              path: plan.id,
              reason: verdict.reason,
            },
          ];
    }),
  );
}

/** A reason without the step it names (`"3. resize"` → `a step`): what paths have in common. */
export const reasonKind = (reason: string): string => reason.replace(/"[^"]*"/g, 'a step');

/**
 * The not-runnable paths grouped by engine and kind of reason (`reasonKind`), each group with
 * its paths as `project path`: how a table or a run prints them.
 */
export function notRunnableGroups(
  entries: readonly NotRunnable[],
): Array<{ engine: PathEngine; reason: string; paths: string[] }> {
  const groups = new Map<string, { engine: PathEngine; reason: string; paths: string[] }>();
  for (const entry of entries) {
    const reason = reasonKind(entry.reason);
    const key = `${entry.engine}\n${reason}`;
    const group = groups.get(key) ?? { engine: entry.engine, reason, paths: [] };
    group.paths.push(`${entry.project} ${entry.path}`);
    groups.set(key, group);
  }
  return [...groups.values()];
}
