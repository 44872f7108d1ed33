/**
 * Replays every generated path of a machine against the real app in jsdom: one `it` per path
 * (titled with its id), each step's actions, then each check of the state it reaches. What the
 * passed steps cover is printed after the run by `coverage-reporter.ts`.
 */
import { afterAll, describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CoverageTally, definitionOf } from '../../paths/coverage';
import { projectById } from '../../paths/devices';
import { pathsOf } from '../../paths/generate';
import type { PathSpec } from '../../paths/model';
import { planOf } from '../../paths/plan';
import { perform } from './actions';
import { renderApp } from './app';
import { verify } from './checks';
import { setUpApp } from './setup';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by the model tests; printed at the end of the run by `coverage-reporter.ts`. */
    modelCoverage?: string;
  }
}

export function replayPaths<M extends AnyStateMachine>(spec: PathSpec<M>) {
  setUpApp();
  const tally = new CoverageTally();
  const paths = pathsOf(spec);
  let passed = 0;

  describe(spec.name, () => {
    for (const path of paths) {
      // jsdom is one device at a time: each path once, on the first project it is generated for.
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
      `model coverage — ${spec.name}: ${passed}/${paths.length} paths passed, states ${states.length}/${definition.states.length}, transitions ${transitions.length}/${definition.transitions.length}`,
      ...missing,
    ].join('\n');
  });
}
