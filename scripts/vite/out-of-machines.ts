import type { Plugin } from 'vite';

/** A machine's module (`machines/<name>.machine.ts`). */
const MACHINE_MODULE = /[\\/]machines[\\/][\w-]+\.machine\.ts$/;

/**
 * A build-only plugin that leaves what `pattern` matches out of every machine's module: what the
 * machines keep for the type checker or the docs, which every page would otherwise carry.
 */
export function outOfMachines(name: string, pattern: RegExp): Plugin {
  return {
    name: `kavana:${name}`,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!MACHINE_MODULE.test(id)) return null;
      return { code: code.replace(pattern, ''), map: null };
    },
  };
}
