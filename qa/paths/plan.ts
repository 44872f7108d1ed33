/**
 * A generated path as a test plan for one project: for each step, its title, the visitor's
 * actions, the checks of the state it reaches, and what it covers of the machine. Every layer
 * replays the same plan: jsdom, Playwright, and the printed manual plan.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { dictionaries } from '../../src/i18n';
import { languageOfPath } from '../../src/urls';
import { coverageOfSteps, type StepCoverage } from './coverage';
import type { Action, Check, GeneratedPath, PathSpec, Project, StepContext } from './model';
import { delayName } from './timeline';

export interface PlannedStep {
  index: number;
  /** `2. resize the window to 500 px wide`; the start is step 0. */
  title: string;
  actions: Action[];
  checks: Check[];
  covers: StepCoverage;
}

/** How a step's events read: a delay says how long the visitor waits. */
function describeEvents<M extends AnyStateMachine>(
  spec: PathSpec<M>,
  events: readonly EventObject[],
  ms: number,
): string {
  const parts = events.map((event) => {
    const delay = delayName(event.type);
    return delay ? `${delay} elapses` : spec.describe(event as never);
  });
  const said = parts.filter(Boolean).join(', ');
  return ms > 0 ? `wait ${ms} ms (${said})` : said;
}

export function planOf<M extends AnyStateMachine>(
  path: GeneratedPath<M>,
  project: Project,
): PlannedStep[] {
  const { spec, start, steps } = path;
  const covers = coverageOfSteps(spec.machine, start.input, steps);
  let currentUrl = start.lands ?? start.url;
  return steps.map((step, index) => {
    const context = (): StepContext<M> => ({
      project,
      messages: dictionaries[languageOfPath(currentUrl)],
      start,
      steps,
      index,
      currentUrl,
    });
    let actions: Action[] = start.before ?? [];
    let title = `start: ${start.label}, at ${currentUrl}`;
    if (index > 0) {
      const before = context();
      const first = step.events[0] as EventObject | undefined;
      const delayed = first && delayName(first.type);
      actions = delayed
        ? [{ kind: 'wait', ms: step.ms, says: `Wait ${step.ms} ms` }]
        : spec.act(before);
      currentUrl = spec.urlAfter?.(before) ?? currentUrl;
      title = `${index}. ${describeEvents(spec, step.events, step.ms)}`;
    }
    return { index, title, actions, checks: spec.expect(context()), covers: covers[index]! };
  });
}
