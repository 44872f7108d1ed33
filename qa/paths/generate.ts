/**
 * The one path generator (ARCHITECTURE E8): from a machine's definition and its `PathSpec`, with
 * `xstate/graph`, the paths a visitor can take on a device in a language — by default the shortest
 * path to every state, plus, for every transition none of them takes, the shortest path to where
 * it can be taken followed by it; or the paths of another criterion, or seeded random walks
 * (`Generation`). Delays run in real time (see `timeline.ts`). Each path gets a stable id and a
 * plain-language title; the jsdom layer, the browser layer and `npm run paths` read them here.
 */
import {
  getNextTransitions,
  type ActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { TestModel, type AdjacencyMap, type AdjacencyValue, type StatePath } from 'xstate/graph';
import { coverEvent, pairsOf, type PairKey } from './coverage';
import { PROJECTS } from './devices';
import {
  DEFAULT_GENERATION,
  type Criterion,
  type EventOf,
  type Generation,
  type GeneratedPath,
  type PathSpec,
  type PathStep,
  type Project,
  type SnapshotOf,
  type Start,
  type Walk,
} from './model';
import { Timeline } from './timeline';
import { mulberry32, randomWalk, seedOf } from './walk';

type RawPath<M extends AnyStateMachine> = StatePath<SnapshotOf<M>, EventOf<M>>;
type RawStep<M extends AnyStateMachine> = RawPath<M>['steps'][number];

/** The spec's events that the snapshot's active states handle, plus its pending delays. */
function eventsFor<M extends AnyStateMachine>(spec: PathSpec<M>, project: Project) {
  return (snapshot: SnapshotOf<M>): Array<EventOf<M>> => {
    const handled = new Set(
      getNextTransitions(snapshot as AnyMachineSnapshot).map((t): string => String(t.eventType)),
    );
    const delays = [...handled]
      .filter((type) => type.startsWith('xstate.after.'))
      .map((type) => ({ type }) as EventOf<M>);
    return [
      ...spec.events(snapshot, project).filter((event) => handled.has((event as EventObject).type)),
      ...delays,
    ];
  };
}

function modelFor<M extends AnyStateMachine>(spec: PathSpec<M>, start: Start<M>, project: Project) {
  const logic = spec.machine as unknown as ActorLogic<SnapshotOf<M>, EventOf<M>, unknown>;
  const { filter } = spec;
  return new TestModel<SnapshotOf<M>, EventOf<M>, unknown>(logic, {
    input: start.input,
    events: eventsFor(spec, project),
    serializeState: (snapshot) => spec.serialize(snapshot),
    ...(filter ? { filterEvents: (snapshot, event) => filter(snapshot, event, project) } : {}),
  });
}

/** Whether the app sends `event` by itself (the spec's `automatic`). */
function isAutomatic<M extends AnyStateMachine>(spec: PathSpec<M>, event: EventOf<M>): boolean {
  const { automatic = [] } = spec;
  return typeof automatic === 'function'
    ? automatic(event)
    : automatic.includes((event as EventObject).type);
}

const sameEvents = (a: EventObject[], b: EventObject[]) =>
  a.length <= b.length &&
  a.every((event, index) => JSON.stringify(event) === JSON.stringify(b[index]));

/**
 * A path does not stop before what the app does by itself (`automatic`): if the model allows such
 * an event where the path ends (the width measured once a delay is over), the path goes on with it,
 * even when it leads back to a state already reached. Each event is sent once: one that changes
 * nothing (a report of what the machine knows already) would otherwise follow itself.
 */
function withFollowUp<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  adjacency: AdjacencyMap<SnapshotOf<M>, EventOf<M>>,
) {
  return (path: RawPath<M>): RawPath<M> => {
    let { state, steps, weight } = path;
    const sent = new Set<string>();
    for (let more = 0; more < 10; more += 1) {
      const here = adjacency[spec.serialize(state) as keyof typeof adjacency];
      const next = Object.values(here?.transitions ?? {}).find(
        ({ event }) => isAutomatic(spec, event) && !sent.has(JSON.stringify(event)),
      );
      if (!next) break;
      sent.add(JSON.stringify(next.event));
      state = next.state;
      steps = [...steps, { state, event: next.event }];
      weight += 1;
    }
    return { state, steps, weight };
  };
}

/** What each event takes from a state, asked of XState once per state and event. */
function takenBy<M extends AnyStateMachine>(spec: PathSpec<M>) {
  const known = new Map<string, string[]>();
  return (snapshot: SnapshotOf<M>, event: EventOf<M>): string[] => {
    const key = `${spec.serialize(snapshot)} ${JSON.stringify(event)}`;
    let taken = known.get(key);
    if (!taken) {
      taken = coverEvent(spec.machine, snapshot, event).transitions;
      known.set(key, taken);
    }
    return taken;
  };
}

/**
 * The paths that meet a criterion: the shortest path to every state; for `transitions`, the
 * shortest path to where each transition none of those takes can be taken, followed by it; for
 * `transition-pairs`, then for each pair of transitions no path takes in a row, the shortest path
 * to where the first can be taken followed by both, if it can happen in real time.
 */
function coveringPaths<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  model: TestModel<SnapshotOf<M>, EventOf<M>, unknown>,
  criterion: Criterion,
): Array<RawPath<M>> {
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as Array<RawPath<M>>;
  if (criterion === 'states') return shortest;
  const taken = takenBy(spec);
  // What a step must add to count: a transition not yet taken (by this event, if every event counts).
  const takes = (snapshot: SnapshotOf<M>, event: EventOf<M>) =>
    taken(snapshot, event).map((key) =>
      spec.everyEvent ? `${key} ${JSON.stringify(event)}` : key,
    );
  const toState = new Map(shortest.map((path) => [spec.serialize(path.state), path]));
  const covered = new Set<string>();
  for (const path of shortest)
    for (const [index, step] of path.steps.entries())
      if (index > 0)
        for (const key of takes(path.steps[index - 1]!.state, step.event)) covered.add(key);

  const extended: Array<RawPath<M>> = [];
  const adjacencyMap = model.getAdjacencyMap();
  const adjacency = Object.entries(adjacencyMap) as Array<
    [string, AdjacencyValue<SnapshotOf<M>, EventOf<M>>]
  >;
  for (const [serial, { state, transitions }] of adjacency) {
    const head = toState.get(serial);
    if (!head) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      const fresh = takes(state, event).filter((key) => !covered.has(key));
      if (fresh.length === 0) continue;
      for (const key of fresh) covered.add(key);
      extended.push({
        state: next,
        steps: [...head.steps, { state: next, event }],
        weight: head.weight + 1,
      });
    }
  }
  if (criterion === 'transitions') return [...shortest, ...extended];

  const pairs = new Set<PairKey>();
  const pairsAlong = (path: RawPath<M>) =>
    path.steps
      .slice(2)
      .flatMap((step, index) =>
        pairsOf(
          taken(path.steps[index]!.state, path.steps[index + 1]!.event),
          taken(path.steps[index + 1]!.state, step.event),
        ),
      );
  for (const path of [...shortest, ...extended]) for (const key of pairsAlong(path)) pairs.add(key);
  const followUp = withFollowUp(spec, adjacencyMap);
  for (const [serial, { state, transitions }] of adjacency) {
    const head = toState.get(serial);
    if (!head) continue;
    for (const first of Object.values(transitions)) {
      const after = adjacencyMap[spec.serialize(first.state) as keyof typeof adjacencyMap];
      for (const second of Object.values(after?.transitions ?? {})) {
        const fresh = pairsOf(taken(state, first.event), taken(first.state, second.event)).filter(
          (key) => !pairs.has(key),
        );
        if (fresh.length === 0) continue;
        const path: RawPath<M> = {
          state: second.state,
          steps: [
            ...head.steps,
            { state: first.state, event: first.event },
            { state: second.state, event: second.event },
          ],
          weight: head.weight + 2,
        };
        if (!inRealTime(spec, start, followUp(path))) continue;
        for (const key of fresh) pairs.add(key);
        extended.push(path);
      }
    }
  }
  return [...shortest, ...extended];
}

/** The path's first step: the model's start, after its eventless transitions. */
const initialStep = <M extends AnyStateMachine>(
  model: TestModel<SnapshotOf<M>, EventOf<M>, unknown>,
): RawStep<M> => (model.getShortestPaths()[0] as RawPath<M>).steps[0]!;

/**
 * `walk.count` seeded random walks of up to `walk.length` events from the start, each event drawn
 * among those the model allows there (the spec's events on the project, its filter) that take a
 * transition (a guard that says no takes none), and only if the walk so far can happen in real
 * time.
 */
function walkPaths<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  project: Project,
  model: TestModel<SnapshotOf<M>, EventOf<M>, unknown>,
  walk: Walk,
): Array<RawPath<M>> {
  const taken = takenBy(spec);
  const adjacencyMap = model.getAdjacencyMap();
  const followUp = withFollowUp(spec, adjacencyMap);
  const initial = initialStep(model);
  const asPath = (steps: ReadonlyArray<RawStep<M>>): RawPath<M> => ({
    state: (steps.at(-1) ?? initial).state,
    steps: [initial, ...steps],
    weight: steps.length,
  });
  return Array.from({ length: walk.count }, (_, index) => {
    const steps = randomWalk<RawStep<M>>({
      random: mulberry32(seedOf(`${walk.seed} ${spec.name} ${project.id} ${start.label} ${index}`)),
      length: walk.length,
      next: (sofar) => {
        const here = (sofar.at(-1) ?? initial).state;
        const options = adjacencyMap[spec.serialize(here) as keyof typeof adjacencyMap];
        return Object.values(options?.transitions ?? {})
          .filter(({ event }) => taken(here, event).length > 0)
          .map(({ event, state }) => ({ event, state }));
      },
      feasible: (sofar) => inRealTime(spec, start, followUp(asPath(sofar))) !== null,
    });
    return asPath(steps);
  });
}

/** The paths of a generation from one start, each to its end (`withFollowUp`), none a prefix of another. */
function rawPaths<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  project: Project,
  generation: Generation,
): Array<RawPath<M>> {
  const model = modelFor(spec, start, project);
  const chosen =
    'walk' in generation
      ? walkPaths(spec, start, project, model, generation.walk)
      : coveringPaths(spec, start, model, generation.criterion);

  // Drop every path whose events are a prefix of another's (and exact repeats).
  const all = chosen.map(withFollowUp(spec, model.getAdjacencyMap()));
  const events = all.map((path) => path.steps.slice(1).map((step) => step.event as EventObject));
  return all.filter(
    (_, index) =>
      !events.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          sameEvents(events[index]!, other) &&
          (other.length > events[index]!.length || otherIndex < index),
      ),
  );
}

/**
 * The raw path in real time: automatic events and timers that were due together join the step
 * before them. `null` if the model's order of events cannot happen on a real clock.
 */
function inRealTime<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  raw: RawPath<M>,
): Array<PathStep<M>> | null {
  const timeline = new Timeline(spec.machine, start.input);
  const serial = (snapshot: AnyMachineSnapshot) => spec.serialize(snapshot as SnapshotOf<M>);
  try {
    const steps: Array<PathStep<M>> = [{ events: [], state: raw.steps[0]!.state, ms: 0 }];
    for (const [index, { event, state }] of raw.steps.entries()) {
      if (index === 0) continue;
      const inStep = serial(timeline.snapshot) === serial(raw.steps[index - 1]!.state);
      const ms = timeline.apply(event);
      const joins = ms === null || isAutomatic(spec, event);
      if (joins && steps.length > 1) {
        const last = steps.at(-1)!;
        last.events.push(event);
        last.state = state;
        last.ms += ms ?? 0;
      } else if (ms === null || !inStep) {
        // The page would already be elsewhere when the visitor acts: not a real sequence.
        return null;
      } else {
        steps.push({ events: [event], state, ms });
      }
    }
    return serial(timeline.snapshot) === serial(raw.state) ? steps : null;
  } finally {
    timeline.stop();
  }
}

/** A short description of a snapshot's atomic states: `auto + steady + enabled`. */
function describeState(snapshot: AnyMachineSnapshot): string {
  const leaves: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') leaves.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(snapshot.value);
  return leaves.join(' + ');
}

interface Candidate<M extends AnyStateMachine> {
  key: string;
  start: Start<M>;
  steps: Array<PathStep<M>>;
  project: Project;
}

/**
 * Whether `fuller` is the same test as `path` with more of what the app does by itself in it (a
 * report that changes nothing): each step starts with the same event, sends every event of
 * `path`'s step, and ends in the same state after the same time.
 */
function isWithin<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  path: Array<PathStep<M>>,
  fuller: Array<PathStep<M>>,
): boolean {
  const count = (steps: Array<PathStep<M>>) => steps.reduce((n, step) => n + step.events.length, 0);
  return (
    path.length === fuller.length &&
    count(path) < count(fuller) &&
    path.every((step, index) => {
      const other = fuller[index]!;
      const sent = new Set(other.events.map((event) => JSON.stringify(event)));
      return (
        JSON.stringify(step.events[0]) === JSON.stringify(other.events[0]) &&
        step.events.every((event) => sent.has(JSON.stringify(event))) &&
        step.ms === other.ms &&
        spec.serialize(step.state) === spec.serialize(other.state)
      );
    })
  );
}

function candidatesFor<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  project: Project,
  generation: Generation,
): Array<Candidate<M>> {
  return spec.starts(project).flatMap((start) => {
    const paths = rawPaths(spec, start, project, generation).flatMap((raw) => {
      const steps = inRealTime(spec, start, raw);
      return steps ? [steps] : [];
    });
    return paths
      .filter((steps) => !paths.some((other) => isWithin(spec, steps, other)))
      .map((steps) => {
        // A path is shared by the projects that start it alike (same input) and take the same events.
        const key = JSON.stringify([
          start.label,
          start.url,
          start.input,
          steps.map((step) => step.events),
        ]);
        return { key, start, steps, project };
      });
  });
}

/** `view-mode 07: auto, nothing stored: resize to 500 px → … ⇒ mobile + steady` */
function titleOf<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  id: string,
  start: Start<M>,
  steps: ReadonlyArray<PathStep<M>>,
): string {
  const events = steps.slice(1).map((step) =>
    step.events
      .map((event) => spec.describe(event))
      .filter(Boolean)
      .join(', '),
  );
  const happens = events.length > 0 ? events.join(' → ') : 'nothing happens';
  return `${id}: ${start.label}: ${happens} ⇒ ${describeState(steps.at(-1)!.state)}`;
}

const cache = new Map<string, GeneratedPath[]>();

/**
 * Every pair of transitions that can be taken one after the other on a project: from each state
 * the model reaches from any start, an event, then an event from where it leads. Some may not be
 * possible in real time (a timer due first): those no path takes are missing from its coverage.
 */
export function possiblePairs<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  project: Project,
): Set<PairKey> {
  const pairs = new Set<PairKey>();
  const taken = takenBy(spec);
  for (const start of spec.starts(project)) {
    const adjacency = modelFor(spec, start, project).getAdjacencyMap() as Record<
      string,
      AdjacencyValue<SnapshotOf<M>, EventOf<M>>
    >;
    for (const { state, transitions } of Object.values(adjacency))
      for (const first of Object.values(transitions))
        for (const second of Object.values(
          adjacency[spec.serialize(first.state)]?.transitions ?? {},
        ))
          for (const key of pairsOf(taken(state, first.event), taken(first.state, second.event)))
            pairs.add(key);
  }
  return pairs;
}

/** Every path of a machine in a generation, over all projects, numbered in a stable order. */
export function pathsOf<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  generation: Generation = DEFAULT_GENERATION,
): Array<GeneratedPath<M>> {
  const cacheKey = `${spec.name} ${JSON.stringify(generation)}`;
  const known = cache.get(cacheKey);
  if (known) return known as Array<GeneratedPath<M>>;
  const byKey = new Map<string, GeneratedPath<M>>();
  for (const project of PROJECTS) {
    for (const candidate of candidatesFor(spec, project, generation)) {
      const existing = byKey.get(candidate.key);
      if (existing) {
        existing.projects.push(project.id);
        continue;
      }
      const number = String(byKey.size + 1).padStart(2, '0');
      const id = `${spec.name} ${number}`;
      byKey.set(candidate.key, {
        id,
        title: titleOf(spec, id, candidate.start, candidate.steps),
        spec,
        start: candidate.start,
        steps: candidate.steps,
        projects: [project.id],
      });
    }
  }
  const paths = [...byKey.values()];
  cache.set(cacheKey, paths);
  return paths;
}

/**
 * The path a given sequence of the spec's events makes from a start on a project, built as a
 * walk is: each event must be one the model allows where the path has got to (the spec's events
 * on the project, its filter; compared as JSON, payload included) and must take a transition;
 * the path then goes on with what the app does by itself (`withFollowUp`) and must happen on a
 * real clock (`inRealTime`). `null` if any of that fails. For shrinking a failing path to fewer
 * events, and for turning a recorded session into a path (`session-path.ts`).
 */
export function pathOfEvents<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  project: Project,
  events: readonly AnyEventObject[],
  id = `${spec.name} of events`,
): GeneratedPath<M> | null {
  const model = modelFor(spec, start, project);
  const adjacencyMap = model.getAdjacencyMap();
  const taken = takenBy(spec);
  const steps: Array<RawStep<M>> = [initialStep(model)];
  for (const event of events) {
    const here = steps.at(-1)!.state;
    const options = adjacencyMap[spec.serialize(here) as keyof typeof adjacencyMap];
    const next = Object.values(options?.transitions ?? {}).find(
      (option) => JSON.stringify(option.event) === JSON.stringify(event),
    );
    if (!next || taken(here, next.event).length === 0) return null;
    steps.push({ state: next.state, event: next.event });
  }
  const raw = withFollowUp(
    spec,
    adjacencyMap,
  )({
    state: steps.at(-1)!.state,
    steps,
    weight: events.length,
  });
  const inTime = inRealTime(spec, start, raw);
  if (!inTime) return null;
  return {
    id,
    title: titleOf(spec, id, start, inTime),
    spec,
    start,
    steps: inTime,
    projects: [project.id],
  };
}

/**
 * The events of the model's shortest path from a start to a snapshot `reached` accepts, on a
 * project (none if the start is one); `null` if the model cannot get there.
 */
export function eventsTo<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  start: Start<M>,
  project: Project,
  reached: (snapshot: SnapshotOf<M>) => boolean,
): Array<EventOf<M>> | null {
  const paths = modelFor(spec, start, project).getShortestPaths({
    toState: reached,
  }) as Array<RawPath<M>>;
  const shortest = paths.reduce<RawPath<M> | null>(
    (best, path) => (best && best.weight <= path.weight ? best : path),
    null,
  );
  return shortest && shortest.steps.slice(1).map((step) => step.event);
}
