import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineTypesOut } from '../../../scripts/vite/machine-types-out';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = machineTypesOut().transform as Transform;

const ON_ONE_LINE = `export const m = setup({
  types: { events: {} as LoaderEvent },
  actions: { fail: () => {} },
}).createMachine({ context: { types: 'kept' } });`;

describe('machine types out of the bundle', () => {
  it('drops a setup’s types written on one line, and nothing else', () => {
    const { code } = transform(ON_ONE_LINE, '/site/machines/chunk-loader.machine.ts')!;
    expect(code).toBe(`export const m = setup({
  actions: { fail: () => {} },
}).createMachine({ context: { types: 'kept' } });`);
  });

  it('drops them over several lines, nested types and all, in every machine of the site', () => {
    for (const name of ['app', 'side-bar', 'view-mode', 'toast']) {
      const source = readFileSync(`machines/${name}.machine.ts`, 'utf8');
      const { code } = transform(source, `/site/machines/${name}.machine.ts`)!;
      expect(code, name).not.toMatch(/^ {2}types:/m);
      expect(code, name).not.toContain('} as ');
      // Only the types went: the next key follows the setup's opening.
      expect(code, name).toMatch(/setup\(\{\n {2}(actions|actors):/);
    }
  });

  it('leaves every module but the machines alone', () => {
    expect(transform(ON_ONE_LINE, '/site/src/state/actors.ts')).toBeNull();
  });

  it('applies to builds only', () => {
    expect(machineTypesOut().apply).toBe('build');
  });
});
