/**
 * Replays every generated path of a machine against the real app in jsdom: one `it` per path
 * (titled with its id), each step's actions, then each check of the state it reaches. What the
 * passed steps cover is printed after the run by `jsdom-coverage-reporter.ts`.
 */
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CoverageTally, definitionOf } from '../../paths/coverage';
import { projectById } from '../../paths/devices';
import { pathsOf } from '../../paths/generate';
import type { GeneratedPath, PathSpec } from '../../paths/model';
import { planOf } from '../../paths/plan';
import { perform } from './jsdom-actions';
import { renderApp } from './app';
import { verify } from './jsdom-checks';
import { setUpApp } from './setup';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the model tests; printed at the end of the run by `jsdom-coverage-reporter.ts`. */
    modelCoverage?: string;
  }
}

/**
 * jsdom checks the machines' logic against the views, one device at a time: each path once, on
 * the first project it is generated for, and a path that only the page's language tells apart
 * from another (the same start, the same events) once, in the first language. The browser layer
 * runs every path in each language on every device (`npm run paths -- run`).
 */
function distinctPaths<M extends AnyStateMachine>(paths: Array<GeneratedPath<M>>) {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify([
      path.start.label,
      path.start.input,
      path.steps.map((step) => step.events),
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function replayPaths<M extends AnyStateMachine>(spec: PathSpec<M>) {
  setUpApp();
  const tally = new CoverageTally();
  const paths = distinctPaths(pathsOf(spec));
  let passed = 0;

  describe(spec.name, () => {
    for (const path of paths) {
      const project = projectById(path.projects[0]!);
      it(`${path.title} [${project.id}]`, async () => {
        const app = renderApp(project, path.start);
        for (const step of planOf(path, project)) {
          const announced = app.announcements.length;
          for (const action of step.actions) await perform(app, action);
          for (const check of step.checks) await verify(app, check, announced);
          tally.add(step.covers);
        }
        passed += 1;
      });
    }
  });

  // eslint-disable-next-line no-empty-pattern -- Vitest passes the file's task second.
  afterAll(({}, suite) => {
    const definition = definitionOf(spec.machine);
    const states = definition.states.filter((id) => tally.states.has(id));
    const transitions = definition.transitions.filter((key) => tally.transitions.has(key));
    const missing = [
      ...definition.states.filter((id) => !tally.states.has(id)).map((id) => `state ${id}`),
      ...definition.transitions.filter((key) => !tally.transitions.has(key)),
    ].map((item) => `    not covered: ${item}`);
    suite.meta.modelCoverage = [
      `model coverage — ${spec.name}: ${passed}/${paths.length} distinct paths passed, states ${states.length}/${definition.states.length}, transitions ${transitions.length}/${definition.transitions.length}`,
      ...missing,
    ].join('\n');
  });
}
