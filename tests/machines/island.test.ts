import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { islandMachine, type IslandEvent } from '../../machines/island.machine';

/** A promise the test settles when it chooses: the island's chunk, or the browser's idle time. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the settled promises' reactions run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The island machine with the browser's part recorded: what it did, in order, whether its watch
 * on the viewport is running, and the chunk and idle time the test settles.
 */
function island() {
  const done: string[] = [];
  const chunk = deferred();
  const idle = deferred();
  let watching = false;
  const machine = islandMachine.provide({
    actions: {
      hydrateRoot: () => void done.push('hydrateRoot'),
      markHydrated: () => void done.push('markHydrated'),
      releaseStartUp: () => void done.push('releaseStartUp'),
      reportFailure: (_, { error }) => void done.push(`reportFailure ${String(error)}`),
    },
    actors: {
      approachListener: fromCallback<IslandEvent>(() => {
        watching = true;
        return () => void (watching = false);
      }),
      loadIsland: fromPromise<unknown>(() => chunk.promise),
      waitForIdle: fromPromise<unknown>(() => idle.promise),
    },
  });
  const actor = createActor(machine, { input: { name: 'demo-player' } }).start();
  return {
    done,
    chunk,
    idle,
    watching: () => watching,
    send: (...events: IslandEvent[]) => events.forEach((event) => actor.send(event)),
    value: () => actor.getSnapshot().value,
  };
}

describe('the island machine', () => {
  it('hydrates an island on screen at start-up once its chunk is in and the browser is idle, and start-up waits for it', async () => {
    const { done, chunk, idle, watching, send, value } = island();
    expect(value()).toEqual({ waiting: 'unmeasured' });
    expect(watching()).toBe(true);

    send({ type: 'island.measured', inView: true });
    expect(value()).toEqual({ hydrating: 'loading' });
    expect(watching()).toBe(false);

    chunk.resolve();
    await settle();
    expect(value()).toEqual({ hydrating: 'waitingForIdle' });
    expect(done).toEqual([]);

    idle.resolve();
    await settle();
    expect(value()).toEqual({ hydrating: 'rendering' });
    expect(done).toEqual(['hydrateRoot']);

    send({ type: 'root.committed' });
    expect(value()).toBe('live');
    expect(done).toEqual(['hydrateRoot', 'markHydrated', 'releaseStartUp']);
  });

  it('lets start-up go on without an island below the screen, and hydrates it without waiting for idle once the visitor scrolls to it', async () => {
    const { done, chunk, watching, send, value } = island();
    send({ type: 'island.measured', inView: false });
    expect(value()).toEqual({ waiting: 'belowScreen' });
    expect(done).toEqual(['releaseStartUp']);
    expect(watching()).toBe(true);

    send({ type: 'island.measured', inView: false }, { type: 'island.measured', inView: true });
    expect(value()).toEqual({ hydrating: 'loading' });

    chunk.resolve();
    await settle();
    expect(value()).toEqual({ hydrating: 'rendering' });
    send({ type: 'root.committed' });
    expect(done).toEqual(['releaseStartUp', 'hydrateRoot', 'markHydrated', 'releaseStartUp']);
  });

  it('loads at once when the visitor reaches into it, wherever it is, and start-up waits for it if it had not measured it yet', async () => {
    const { done, chunk, send, value } = island();
    send({ type: 'intent.shown' });
    expect(value()).toEqual({ hydrating: 'loading' });

    chunk.resolve();
    await settle();
    expect(value()).toEqual({ hydrating: 'rendering' });
    expect(done).toEqual(['hydrateRoot']);
    send({ type: 'root.committed' });
    expect(done).toEqual(['hydrateRoot', 'markHydrated', 'releaseStartUp']);
  });

  it('stays the prerendered markup when its chunk fails to load, and start-up goes on', async () => {
    const { done, chunk, send, value } = island();
    send({ type: 'island.measured', inView: true });
    chunk.reject(new Error('offline'));
    await settle();
    expect(value()).toBe('failed');
    expect(done).toEqual(['reportFailure Error: offline', 'releaseStartUp']);

    // Nothing brings it back: the visitor's intent and later measures change nothing.
    send({ type: 'intent.shown' }, { type: 'island.measured', inView: true });
    expect(value()).toBe('failed');
    expect(done).not.toContain('hydrateRoot');
  });

  it('fails when React gives up on its root', async () => {
    const { done, chunk, send, value } = island();
    send({ type: 'intent.shown' });
    chunk.resolve();
    await settle();
    send({ type: 'root.failed', error: 'boom' });
    expect(value()).toBe('failed');
    expect(done).toEqual(['hydrateRoot', 'reportFailure boom', 'releaseStartUp']);
  });

  it('marks the island once, however often its root commits (StrictMode runs effects twice)', async () => {
    const { done, chunk, send } = island();
    send({ type: 'intent.shown' });
    chunk.resolve();
    await settle();
    send({ type: 'root.committed' }, { type: 'root.committed' });
    expect(done.filter((action) => action === 'markHydrated')).toHaveLength(1);
  });
});
