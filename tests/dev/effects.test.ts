/**
 * Every implementation a machine leaves to the app (`machine.provide()`) says whether time travel
 * leaves an effect of it behind (src/dev/effects.ts): a machine that gains a storage write, a
 * request or a change of the address bar cannot forget to say so to the inspector.
 */
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOGUE } from '../../machines/catalogue';
import { EFFECTS } from '../../src/dev/effects';

/** XState's own actions (`assign`, `enqueueActions` …) change the machine, nothing outside it. */
const isBuiltIn = (action: unknown) => {
  const { type } = action as { type?: unknown };
  return typeof type === 'string' && type.startsWith('xstate.');
};

/** A child machine is inspected itself; anything else an actor invokes is the app's edge. */
const isMachine = (logic: unknown) =>
  typeof logic === 'object' && logic !== null && 'root' in logic;

/** The names of what each machine leaves to the app, by machine id. */
const provided = MACHINE_CATALOGUE.map(({ machine }) => ({
  id: machine.id,
  names: [
    ...Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltIn(action))
      .map(([name]) => name),
    ...Object.entries(machine.implementations.actors)
      .filter(([, logic]) => !isMachine(logic))
      .map(([name]) => name),
  ].sort(),
}));

describe('the effects table', () => {
  it.each(provided)('lists every action and actor $id leaves to the app', ({ id, names }) => {
    expect(Object.keys(EFFECTS[id] ?? {}).sort()).toEqual(names);
  });

  it('names only machines of the catalogue', () => {
    const ids = provided.map(({ id }) => id);
    for (const id of Object.keys(EFFECTS)) expect(ids).toContain(id);
  });

  it('counts the storage writes, the address bar and the post the issue names as effects', () => {
    expect(EFFECTS.language).toMatchObject({
      persistLanguage: 'storage write',
      navigateToTwin: 'address bar',
    });
    expect(EFFECTS.viewMode).toMatchObject({ persistViewMode: 'storage write' });
    expect(EFFECTS.contactForm).toMatchObject({
      persistDraft: 'storage write',
      clearDraft: 'storage write',
      submitContact: 'post',
    });
  });
});
