/**
 * An inspector session as a test path (issue #22): what a developer did in the app, recorded by
 * the inspector (`src/dev/session.ts`), becomes a path file (`path-file.ts`) that
 * `npm run paths -- run --from FILE` replays on every project where the machine's path spec
 * allows it.
 *
 * The recording is the machine's first actor in a session, in the tab it ran in. Its events are
 * read as the spec's: each recorded event becomes the spec's event of the same type with the
 * same values, else the spec's that takes the machine to the same state (a window resized to
 * 733 px is the spec's resize to 767 px), so each step has the spec's visitor actions and checks
 * and the path is built as a walk is (`pathOfEvents`): timers move the clock, and what the app
 * does by itself follows. An event that changes nothing is left out. An event the inspector
 * sent, or one no visitor action of the spec causes, is kept as a direct send (a `send` action
 * that says it is not a visitor action), which only a development server can deliver.
 *
 * Each project starts where its spec's start is most like the tab (the same stored values, then
 * the same page); where that start is not the state the actor was recorded from (a 1280 px
 * window shows the desktop bar, not the drawer), the path first takes the model's shortest way
 * there (resize the window to 700 px). A project where the model cannot get there, or cannot
 * take the events, has no entry: the entries say where the path runs.
 */
import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { BREAKPOINTS, LANGUAGES, type Language } from '../../machines/constants';
import { toPlain, type TabInfo } from '../../src/dev/protocol';
import type { Session } from '../../src/dev/session';
import { basePath, languageOfPath } from '../../src/urls';
import { coverEvent } from './coverage';
import { DEVICES, PROJECTS } from './devices';
import { eventsTo, pathOfEvents } from './generate';
import type { Action, AnyPathSpec, Device, Project, Start } from './model';
import {
  entryOf,
  machineHash,
  PATH_FILE_FORMAT,
  PATH_FILE_VERSION,
  type PathFile,
  type PathFileEntry,
} from './path-file';
import { noSpecFor, specOf } from './specs';
import { delayName } from './timeline';

/** A session that cannot become a path, and why. */
export class SessionPathError extends Error {
  override name = 'SessionPathError';
}

interface RecordedEvent {
  event: AnyEventObject;
  /** Sent by the inspector, or no visitor action of the spec causes it. */
  direct: boolean;
}

interface Recording {
  tab: TabInfo;
  /** The actor's state value before its first event, and its context if its start was seen. */
  value: unknown;
  context: unknown;
  events: RecordedEvent[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(toPlain(a)) === JSON.stringify(toPlain(b));

/** XState's own events (`xstate.init`, `xstate.stop`) are no step; its timers are. */
const isStep = (type: string) => !type.startsWith('xstate.') || delayName(type) !== null;

/**
 * The machine's latest actor in the session that took an event (each page load is a tab of its
 * own), else its latest: where it started and its events. Where the inspector travelled back and
 * the app went on from there (an event's `before` is an earlier state), the recording goes the
 * same way, dropping the events that were undone; after "Resume" it is back on the live line.
 */
function recordingOf(session: Session, machineId: string): Recording {
  const own = session.entries.filter((entry) => entry.actor.machineId === machineId);
  const acted = own.filter((entry) => entry.event && isStep(entry.event.type));
  const chosen = acted.at(-1) ?? own.at(-1);
  if (!chosen)
    throw new SessionPathError(`The session has no snapshot of the ${machineId} machine`);
  const tab = session.tabs.find((candidate) => candidate.id === chosen.tab);
  if (!tab) throw new SessionPathError(`The session does not describe tab ${chosen.tab}`);
  const entries = own.filter(
    (entry) => entry.tab === tab.id && entry.actor.key === chosen.actor.key,
  );
  const first = entries[0]!;
  const started = first.event === null || !isStep(first.event.type);
  const value = started ? first.value : first.step?.before;
  type Line = Array<{ recorded: RecordedEvent; value: unknown }>;
  const valueAfter = (line: Line) => (line.length > 0 ? line.at(-1)!.value : value);
  // Every line of events the actor has been on, newest last: a travel goes back to a point of
  // one, and "Resume" (the tab then posts its actors as they are, with no event) to another.
  const lines: Line[] = [[]];
  let kept: Line = [];
  const jumpTo = (target: unknown) => {
    if (same(target, valueAfter(kept))) return;
    const line = lines.findLast((candidate) => same(valueAfter(candidate), target));
    if (line) kept = line;
  };
  for (const [index, { event, step, value: after }] of entries.entries()) {
    if (!event) {
      if (index > 0) jumpTo(after);
      continue;
    }
    if (!isStep(event.type)) continue;
    if (step?.before !== undefined) jumpTo(step.before);
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    kept = [
      ...kept,
      {
        recorded: { event: { type: event.type, ...payload }, direct: event.fromInspector === true },
        value: after,
      },
    ];
    lines.push(kept);
  }
  return {
    tab,
    value,
    context: started ? first.context : undefined,
    events: kept.map(({ recorded }) => recorded),
  };
}

/**
 * The device a tab was: a touch screen or not, on the same side of the layout breakpoint, the
 * nearest in width.
 */
function deviceOfTab(tab: TabInfo): Device {
  const { viewport, touch } = tab.facts;
  const narrow = (width: number) => width <= BREAKPOINTS.mobileMax;
  const alike = DEVICES.filter((device) => device.hasTouch === touch);
  const sameSide = alike.filter(
    (device) => narrow(device.viewport.width) === narrow(viewport.width),
  );
  const distance = (device: Device) => Math.abs(device.viewport.width - viewport.width);
  return (sameSide.length > 0 ? sameSide : alike).reduce((best, device) =>
    distance(device) < distance(best) ? device : best,
  );
}

/** The tab's language: `<html lang>` at load, else its address's. */
function languageOfTab(tab: TabInfo): Language {
  const { language, url } = tab.facts;
  return (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : languageOfPath(new URL(url).pathname);
}

const storedKey = (stored: Record<string, string>) =>
  JSON.stringify(Object.entries(stored).sort(([a], [b]) => a.localeCompare(b)));

/** The spec's start on a project most like the tab: the same stored values, then the same page. */
function startLike(spec: AnyPathSpec, project: Project, tab: TabInfo): Start<AnyStateMachine> {
  const stored = storedKey(tab.facts.stored);
  const page = basePath(new URL(tab.facts.url).pathname);
  const score = (start: Start<AnyStateMachine>) =>
    (storedKey(start.stored) === stored ? 2 : 0) + (basePath(start.url) === page ? 1 : 0);
  return (spec.starts(project) as Array<Start<AnyStateMachine>>).reduce((best, start) =>
    score(start) > score(best) ? start : best,
  );
}

/** Whether a snapshot is the state the actor was recorded from (its context's plain fields too). */
function isRecordedStart(recording: Recording) {
  const context = (recording.context ?? {}) as Record<string, unknown>;
  const facts = Object.entries(context).filter(([, value]) =>
    ['boolean', 'number'].includes(typeof value),
  );
  return (snapshot: AnyMachineSnapshot) =>
    same(snapshot.value, recording.value) &&
    facts.every(([key, value]) => (snapshot.context as Record<string, unknown>)[key] === value);
}

const takesTransition = (spec: AnyPathSpec, snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
  coverEvent(spec.machine as AnyStateMachine, snapshot, event).transitions.length > 0;

const after = (spec: AnyPathSpec, snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
  transition(spec.machine as AnyStateMachine, snapshot, event)[0];

/**
 * The spec's event for a recorded one: a timer as it is; else, among the spec's events there of
 * the same type that the spec allows and that take a transition, the one with the same values,
 * else the one that leads to the same state. `null` if none: no visitor causes it.
 */
function visitorEvent(
  spec: AnyPathSpec,
  project: Project,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): AnyEventObject | null {
  if (delayName(event.type)) return event;
  const options = (spec.events(snapshot, project) as AnyEventObject[]).filter(
    (option) =>
      option.type === event.type &&
      (spec.filter?.(snapshot, option, project) ?? true) &&
      takesTransition(spec, snapshot, option),
  );
  const values = Object.entries(event as Record<string, unknown>).filter(([key]) => key !== 'type');
  const alike = options.find((option) => values.every(([key, value]) => same(option[key], value)));
  if (alike) return alike;
  const reached: unknown = after(spec, snapshot, event).value;
  return options.find((option) => same(after(spec, snapshot, option).value, reached)) ?? null;
}

/** The recorded events as the spec's, from where the path has got to; those that change nothing left out. */
function specEvents(
  spec: AnyPathSpec,
  project: Project,
  from: AnyMachineSnapshot,
  recorded: readonly RecordedEvent[],
): RecordedEvent[] {
  let snapshot = from;
  const events: RecordedEvent[] = [];
  for (const { event, direct } of recorded) {
    if (!takesTransition(spec, snapshot, event)) continue;
    const chosen = direct ? null : visitorEvent(spec, project, snapshot, event);
    events.push(chosen ? { event: chosen, direct: false } : { event, direct: true });
    snapshot = after(spec, snapshot, chosen ?? event);
  }
  return events;
}

const sendAction = (spec: AnyPathSpec, event: AnyEventObject): Action => ({
  kind: 'send',
  machine: (spec.machine as AnyStateMachine).id,
  event,
  says: `Not a visitor action: send ${event.type} straight to the ${(spec.machine as AnyStateMachine).id} machine, as the inspector does`,
});

/** The recording's path on a project, as its path file entry; `null` if it cannot run there. */
function entryOn(
  spec: AnyPathSpec,
  project: Project,
  recording: Recording,
  id: string,
): PathFileEntry | null {
  const start = startLike(spec, project, recording.tab);
  const [initial] = initialTransition(spec.machine as AnyStateMachine, start.input);
  const atStart = isRecordedStart(recording);
  const prefix = atStart(initial) ? [] : eventsTo(spec, start, project, atStart);
  if (!prefix) return null;
  const from = prefix.reduce<AnyMachineSnapshot>(
    (snapshot, event) => after(spec, snapshot, event),
    initial,
  );
  const events = specEvents(spec, project, from, recording.events);

  // The model takes a direct send wherever the machine does, whatever the spec's filter says.
  const direct = new Set(events.filter((e) => e.direct).map((e) => JSON.stringify(e.event)));
  const isDirect = (event: AnyEventObject) => direct.has(JSON.stringify(event));
  const building: AnyPathSpec =
    direct.size === 0
      ? spec
      : {
          ...spec,
          events: (snapshot, onProject) => [
            ...spec.events(snapshot, onProject),
            ...events.filter((e) => e.direct).map((e) => e.event),
          ],
          filter: (snapshot, event, onProject) =>
            isDirect(event) || (spec.filter?.(snapshot, event, onProject) ?? true),
          describe: (event) =>
            isDirect(event) ? `send ${event.type} directly` : spec.describe(event),
        };
  const path = pathOfEvents(
    building,
    start,
    project,
    [...prefix, ...events.map((e) => e.event)],
    id,
  );
  if (!path) return null;

  // The steps whose first event is a direct send (a follow-up of the app never is).
  const directSteps = new Set<number>();
  let position = 0;
  for (const [index, step] of path.steps.entries()) {
    if (index > 0 && events[position - prefix.length]?.direct) directSteps.add(index);
    position += step.events.length;
  }
  const planning: AnyPathSpec = {
    ...building,
    act: (context) =>
      directSteps.has(context.index)
        ? [sendAction(spec, context.steps[context.index]!.events[0] as AnyEventObject)]
        : spec.act(context),
  };
  const entry = entryOf({ ...path, spec: planning }, project);
  entry.steps = entry.steps.map((step, index) =>
    directSteps.has(index)
      ? { ...step, title: `${index}. send ${step.events[0]!.type} directly (not a visitor action)` }
      : step,
  );
  return entry;
}

/**
 * The path file of a machine's recording in a session: one entry per project it can run on.
 * `machine` is the spec's name (`side-bar`) or the machine's id (`sideBar`).
 */
export function pathFileOfSession(session: Session, machine: string): PathFile {
  const spec = specOf(machine);
  if (!spec) throw new SessionPathError(noSpecFor(machine));
  const recording = recordingOf(session, (spec.machine as AnyStateMachine).id);
  const id = `${spec.name} session`;
  const paths = PROJECTS.flatMap((project) => entryOn(spec, project, recording, id) ?? []);
  if (paths.length === 0)
    throw new SessionPathError(
      `The ${spec.name} machine's recorded events cannot be replayed on any project: the spec allows none of their orders`,
    );
  return {
    format: PATH_FILE_FORMAT,
    version: PATH_FILE_VERSION,
    generator: {
      session: {
        savedAt: session.savedAt,
        url: recording.tab.facts.url,
        project: `${deviceOfTab(recording.tab).id}-${languageOfTab(recording.tab)}`,
      },
    },
    machineHashes: { [spec.name]: machineHash(spec) },
    paths,
  };
}
