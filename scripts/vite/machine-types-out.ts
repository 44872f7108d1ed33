import type { Plugin } from 'vite';

/**
 * A machine's `types: { … },` in its `setup()`, on one line or over several (its closing brace
 * at the setup's indentation), with its comma and line end.
 */
export const MACHINE_TYPES = /^ {2}types: \{(?:.*|\n[\s\S]*?\n {2})\},\n/gm;

/** A machine's module (`machines/<name>.machine.ts`). */
const MACHINE_MODULE = /[\\/]machines[\\/][\w-]+\.machine\.ts$/;

/**
 * Leaves the machines' `types` out of production bundles: they are for the type checker only
 * (XState's `setup()` never reads them), and every page would carry an empty object for each.
 */
export function machineTypesOut(): Plugin {
  return {
    name: 'kavana:machine-types-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MACHINE_MODULE.test(id)) return null;
      return { code: code.replace(MACHINE_TYPES, ''), map: null };
    },
  };
}
