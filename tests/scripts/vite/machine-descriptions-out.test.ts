import { describe, expect, it } from 'vitest';
import { machineDescriptionsOut } from '../../../scripts/vite/machine-descriptions-out';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = machineDescriptionsOut().transform as Transform;

const MACHINE = `export const m = setup({}).createMachine({
  states: {
    open: {
      description: 'The drawer is open, over the page',
      on: { 'toast.show': { actions: 'show', description: 'A toast, queued: it shows next' } },
    },
  },
  context: { description: 'toast.viewMode' },
});`;

describe('machine descriptions out of the bundle', () => {
  it('drops a state’s or a transition’s description, which is prose', () => {
    const { code } = transform(MACHINE, '/site/machines/side-bar.machine.ts')!;
    expect(code).not.toContain('The drawer is open');
    expect(code).not.toContain('A toast, queued');
    expect(code).toContain("actions: 'show'");
  });

  it('keeps a `description` that is a message key (no space)', () => {
    const { code } = transform(MACHINE, '/site/machines/toast.machine.ts')!;
    expect(code).toContain("description: 'toast.viewMode'");
  });

  it('leaves every module but the machines alone', () => {
    expect(transform(MACHINE, '/site/src/chrome/Toaster.tsx')).toBeNull();
    expect(transform(MACHINE, '/site/machines/constants.ts')).toBeNull();
  });

  it('applies to builds only: the dev inspector reads the descriptions', () => {
    expect(machineDescriptionsOut().apply).toBe('build');
  });
});
