/**
 * The shortest generated path that covers a state or a transition (issue #22): the inspector's
 * coverage overlay shows it for an uncovered part of a chart, with the command that runs exactly
 * that path. Among the transitions criterion's paths (those `npm run paths -- run` runs by
 * default), on any project or the one given.
 */
import { coverageOfSteps } from './coverage';
import { projectById } from './devices';
import { pathsOf } from './generate';
import type { GeneratedPath } from './model';
import { planOf } from './plan';
import { noSpecFor, specOf } from './specs';

export interface ShortestPath {
  title: string;
  project: string;
  /** Each step's title, the start first. */
  steps: string[];
  /** One line that runs exactly this path on this project. */
  command: string;
}

/**
 * The shortest path of a machine (its spec's name or the machine's id) whose steps reach
 * `target`, a state id or transition name as `src/dev/statechart.ts` gives them; `null` if no
 * generated path does (on `project`, if given). Throws for a machine without a path spec.
 */
export function shortestPathTo(
  machine: string,
  target: string,
  project?: string,
): ShortestPath | null {
  const spec = specOf(machine);
  if (!spec) throw new Error(noSpecFor(machine));
  const onProject = project === undefined ? undefined : projectById(project).id;
  let best: { path: GeneratedPath; project: string } | null = null;
  for (const path of pathsOf(spec) as GeneratedPath[]) {
    const where = onProject ?? path.projects[0]!;
    if (!path.projects.includes(where)) continue;
    if (best && best.path.steps.length <= path.steps.length) continue;
    const covers = coverageOfSteps(path.spec.machine, path.start.input, path.steps);
    if (covers.some((step) => step.states.includes(target) || step.transitions.includes(target)))
      best = { path, project: where };
  }
  if (!best) return null;
  return {
    title: best.path.title,
    project: best.project,
    steps: planOf(best.path, projectById(best.project)).map((step) => step.title),
    command: `npm run paths -- run --machine ${spec.name} --path '${best.path.id}' --project ${best.project}`,
  };
}
