/**
 * The shortest failing path (issue #21): a path that fails in the browser is cut down, by delta
 * debugging over its steps (Zeller and Hildebrandt's ddmin), to a sub-path that still fails the
 * same way. The start is kept; each candidate is rebuilt from its events as a walk is
 * (`pathOfEvents`), so it has the checks of the states it really reaches, and a candidate the
 * model does not allow (an event that can no longer happen there) is not tried.
 */
import type { AnyEventObject } from 'xstate';
import { projectById } from './devices';
import { pathOfEvents } from './generate';
import type { GeneratedPath } from './model';
import { entryOf, type PathFileEntry } from './path-file';
import { PATH_SPECS } from './specs';

/**
 * A 1-minimal subset of `items` for which `fails` holds (no single item can be left out), given
 * that it holds for all of them. Subsets keep the items' order. `fails` answers false for a
 * subset it cannot try.
 */
export async function ddmin<T>(
  items: readonly T[],
  fails: (subset: readonly T[]) => Promise<boolean>,
): Promise<T[]> {
  let current = [...items];
  let parts = 2;
  while (current.length >= 2) {
    const size = Math.ceil(current.length / parts);
    const chunks = Array.from({ length: Math.ceil(current.length / size) }, (_, index) =>
      current.slice(index * size, (index + 1) * size),
    );
    let reduced = false;
    for (const chunk of chunks) {
      if (await fails(chunk)) {
        current = chunk;
        parts = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced && chunks.length > 2) {
      for (const chunk of chunks) {
        const complement = current.filter((item) => !chunk.includes(item));
        if (await fails(complement)) {
          current = complement;
          parts = Math.max(parts - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (!reduced) {
      if (parts >= current.length) break;
      parts = Math.min(parts * 2, current.length);
    }
  }
  // One item, or none: an empty sub-path (the start alone) may fail as well.
  if (current.length === 1 && (await fails([]))) return [];
  return current;
}

/**
 * The entry of the sub-path that keeps the given steps (indices into `entry.steps`, the start
 * being 0 and always kept), rebuilt from their events from the same start on the same project;
 * `null` if the model does not allow those events in that order.
 */
export function subPath(entry: PathFileEntry, keep: readonly number[]): PathFileEntry | null {
  const spec = PATH_SPECS.find((candidate) => candidate.name === entry.machine);
  if (!spec) throw new Error(`No path spec for the machine "${entry.machine}"`);
  const project = projectById(entry.project);
  const start = spec
    .starts(project)
    .find(
      (candidate) =>
        candidate.url === entry.start.url &&
        JSON.stringify(candidate.stored) === JSON.stringify(entry.start.stored),
    );
  if (!start) return null;
  const events = keep
    .filter((index) => index > 0)
    .flatMap((index) => entry.steps[index]!.events as AnyEventObject[]);
  const id = `${entry.id} shrunk`;
  const path = pathOfEvents(spec, start, project, events, id) as GeneratedPath | null;
  return path && entryOf(path, project);
}

/** The steps a sub-path can keep: every step after the start. */
export const shrinkableSteps = (entry: PathFileEntry): number[] =>
  entry.steps.map((_, index) => index).slice(1);
