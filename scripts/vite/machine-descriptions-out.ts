import type { Plugin } from 'vite';

/**
 * A machine's `description: '…'` of a state or transition, prose (it has a space: a toast's
 * `description` is a message key, which has none), with its comma.
 */
export const MACHINE_DESCRIPTION = /\bdescription:\s*'(?:[^'\\\n]|\\.)* (?:[^'\\\n]|\\.)*',?/g;

/** A machine's module (`machines/<name>.machine.ts`). */
const MACHINE_MODULE = /[\\/]machines[\\/][\w-]+\.machine\.ts$/;

/**
 * Leaves the machines' descriptions out of production bundles: they are documentation, which
 * `docs/machines/` and the dev inspector read from the source, and every page would carry them.
 */
export function machineDescriptionsOut(): Plugin {
  return {
    name: 'kavana:machine-descriptions-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MACHINE_MODULE.test(id)) return null;
      return { code: code.replace(MACHINE_DESCRIPTION, ''), map: null };
    },
  };
}
