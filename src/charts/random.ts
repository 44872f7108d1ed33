/**
 * Mulberry32 (Tommy Ettinger's 32-bit generator): uniform numbers in [0, 1) from a seed, the same
 * sequence on every engine. For what must look random yet never change between runs: the
 * charts' made-up data (the demo's noise), the test paths' seeded walks.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
