/**
 * Seeded random walks (issue #21): a small PRNG, and a walk that draws among the steps possible
 * where it is. The same seed gives the same walk on any machine and any Node version: nothing here
 * depends on `Math.random`, the clock or the order of a `Set` built from unordered input.
 */

export { mulberry32 } from '../../src/charts/random';

/**
 * A 32-bit seed from text (FNV-1a): each walk seeds its own generator from the run's seed and
 * where it starts, so a walk does not change when other machines or projects are chosen.
 */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface WalkOptions<Step> {
  random: () => number;
  /** At most this many steps. */
  length: number;
  /** The steps possible after the walk so far, in a stable order. */
  next: (walk: readonly Step[]) => Step[];
  /** Whether the walk can go on with its last step (the model may allow what time does not). */
  feasible: (walk: readonly Step[]) => boolean;
}

/**
 * A walk of up to `length` steps, each drawn among the possible ones; a step that is not feasible
 * is drawn again from the others. The walk ends early where nothing is possible.
 */
export function randomWalk<Step>({ random, length, next, feasible }: WalkOptions<Step>): Step[] {
  const walk: Step[] = [];
  while (walk.length < length) {
    const possible = next(walk);
    let taken = false;
    while (!taken && possible.length > 0) {
      const [step] = possible.splice(Math.floor(random() * possible.length), 1);
      taken = feasible([...walk, step!]);
      if (taken) walk.push(step!);
    }
    if (!taken) break;
  }
  return walk;
}
