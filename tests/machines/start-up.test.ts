import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  startUpMachine,
  type StartUpEvent,
  type StartUpInput,
} from '../../machines/start-up.machine';

/**
 * The start-up machine with its actions recorded: what the browser would have done, in order.
 * Its navigation listener is a stand-in that says what the test tells it to, from when it starts.
 */
function startUp(input: StartUpInput, navigationSays: StartUpEvent[] = []) {
  const done: string[] = [];
  let listening = false;
  const record = (name: string) => (_: unknown, params: unknown) =>
    void done.push(
      params ? `${name} ${Object.values(params as Record<string, unknown>).join(' ')}` : name,
    );
  const machine = startUpMachine.provide({
    actions: {
      showPhase: record('showPhase'),
      markHydrated: record('markHydrated'),
      replayEarlyInput: record('replayEarlyInput'),
    },
    actors: {
      navigationListener: fromCallback<StartUpEvent>(({ sendBack }) => {
        listening = true;
        done.push('listening');
        navigationSays.forEach(sendBack);
        return () => {
          listening = false;
          done.push('stopped listening');
        };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    done,
    send: (...events: StartUpEvent[]) => events.forEach((event) => actor.send(event)),
    value: () => actor.getSnapshot().value,
    listenerRunning: () => listening,
  };
}

describe('the start-up machine', () => {
  it('adopts the prerendered page, catches up while its islands hydrate, then is live', () => {
    const { done, send, value, listenerRunning } = startUp({ prerendered: true });
    expect(value()).toBe('adopting');

    send({ type: 'root.committed' });
    expect(value()).toBe('catchingUp');
    expect(listenerRunning()).toBe(true);

    send({ type: 'islands.ready' });
    expect(value()).toBe('live');
    expect(listenerRunning()).toBe(false);
    expect(done).toEqual([
      'showPhase adopting',
      'showPhase catchingUp',
      'listening',
      'showPhase live',
      'markHydrated',
      'replayEarlyInput',
      'stopped listening',
    ]);
  });

  it('is live as soon as the visitor has left the prerendered page: its islands are not waited for', () => {
    const { done, send, value } = startUp({ prerendered: true });
    send({ type: 'root.committed' }, { type: 'prerenderedPage.left' });
    expect(value()).toBe('live');

    // Islands that become ready after all change nothing.
    send({ type: 'islands.ready' });
    expect(done.filter((action) => action === 'markHydrated')).toHaveLength(1);
    expect(done.filter((action) => action === 'replayEarlyInput')).toHaveLength(1);
  });

  it('is live at once when the navigation chart had left the prerendered page before the root committed (Back before start-up)', () => {
    const { done, send, value } = startUp({ prerendered: true }, [
      { type: 'prerenderedPage.left' },
    ]);
    send({ type: 'root.committed' });
    expect(value()).toBe('live');
    expect(done).toContain('showPhase catchingUp');
    expect(done.slice(-3)).toEqual(['markHydrated', 'replayEarlyInput', 'stopped listening']);
  });

  it('hears nothing of the navigation chart before the root has committed', () => {
    const { send, value } = startUp({ prerendered: true });
    send({ type: 'islands.ready' }, { type: 'prerenderedPage.left' });
    expect(value()).toBe('adopting');
  });

  it('renders an empty root (the dev server) afresh, and is live once it has committed', () => {
    const { done, send, value } = startUp({ prerendered: false });
    send({ type: 'root.committed' });
    expect(value()).toBe('live');
    expect(done).toEqual([
      'showPhase adopting',
      'showPhase live',
      'markHydrated',
      'replayEarlyInput',
    ]);
  });
});
