/**
 * Which transitions an event could take in a state, and what their guards said: derived from the
 * statechart (src/dev/statechart.ts) and the transitions XState reports the step took.
 */
import {
  activeStateIds,
  allStates,
  type ChartState,
  type ChartTransition,
  type Statechart,
} from './statechart';

/** A transition a microstep took, as the app reports it (`TakenTransition` in protocol.ts). */
export interface Taken {
  source: string;
  targets: readonly string[];
  guard: string | undefined;
}

/**
 * A candidate's guard: `true` for the taken one, `false` for those asked before it, `not asked`
 * after it; undefined for a transition without a guard.
 */
export type GuardResult = 'true' | 'false' | 'not asked';

export interface Candidate {
  transition: ChartTransition;
  taken: boolean;
  guard: GuardResult | undefined;
}

/** The candidates of one active atomic state, from it up to the root. */
export interface RegionCandidates {
  state: string;
  candidates: Candidate[];
}

/** XState's event descriptors: the type itself, `*`, or a prefix such as `sideBar.*`. */
const matches = (descriptor: string, eventType: string) =>
  descriptor === eventType ||
  descriptor === '*' ||
  (descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1)));

const isSame = (transition: ChartTransition, taken: Taken) =>
  transition.source === taken.source &&
  transition.guard === taken.guard &&
  transition.targets.join() === taken.targets.join();

/**
 * What XState weighed for `eventType` in the state `before`, derived from the chart and the
 * transitions it took, since XState reports only the taken ones: for each active atomic state,
 * the transitions for the event from that state up to the root, in the order XState asks them
 * (innermost state first; in a state, longer descriptors first, then document order). The first
 * one taken was the first whose guard held, so the guarded ones before it said no and those
 * after it were not asked. A walk with nothing taken had every guard say no, unless an unguarded
 * candidate was selected and then lost to another region's transition.
 */
export function candidatesOf(
  chart: Statechart,
  before: unknown,
  eventType: string,
  taken: readonly Taken[],
): RegionCandidates[] {
  const states = allStates(chart.root);
  const parentOf = new Map(states.flatMap((state) => state.children.map((c) => [c, state])));
  const active = activeStateIds(chart, before);
  const atomic = states.filter((state) => active.has(state.id) && state.children.length === 0);
  return atomic.map((state) => {
    const walk: ChartState[] = [];
    for (let at: ChartState | undefined = state; at; at = parentOf.get(at)) walk.push(at);
    let decided = false;
    const candidates = walk.flatMap((state) =>
      state.transitions
        .filter((t) => t.kind !== 'always' && matches(t.eventType, eventType))
        .sort((a, b) => b.eventType.length - a.eventType.length)
        .map((transition): Candidate => {
          const isTaken = !decided && taken.some((t) => isSame(transition, t));
          const guard: GuardResult | undefined =
            transition.guard === undefined
              ? undefined
              : decided
                ? 'not asked'
                : isTaken
                  ? 'true'
                  : 'false';
          if (isTaken || transition.guard === undefined) decided = true;
          return { transition, taken: isTaken, guard };
        }),
    );
    return { state: state.id, candidates };
  });
}
